import { useSearchParams } from 'react-router-dom';
import type { User } from '#shared/types/user.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { CommunityGuidelines } from '@/features/posts/components/community-guidelines.tsx';
import { CreatePostForm } from '@/features/posts/components/create-post-form.tsx';
import { displayName } from '@/lib/persona.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export default function CreatePostRoute({ user }: { user: User }) {
  useDocumentTitle('Create a Post');
  // Circles arrive later; their create button will link here with ?circleId=, passed on as is.
  const [params] = useSearchParams();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader
        title="Create a Post"
        description={`Ask a question or share a reflection. You appear only as ${displayName(user.anonymousName)}.`}
      />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <CreatePostForm circleId={params.get('circleId')} />
        <CommunityGuidelines />
      </div>
    </div>
  );
}
