import { useSearchParams } from 'react-router-dom';
import type { User } from '#shared/types/user.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { useCircle } from '@/features/circles/api/get-circle.ts';
import { CommunityGuidelines } from '@/features/posts/components/community-guidelines.tsx';
import { CreatePostForm } from '@/features/posts/components/create-post-form.tsx';
import { displayName } from '@/lib/persona.ts';
import { useT } from '@/lib/i18n.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { memberMessages } from './messages/index.ts';

/** Where a circle's post goes, said before it is written: only that circle's members will read it. */
function CircleNote({ circleId }: { circleId: string }) {
  const t = useT(memberMessages);
  const circle = useCircle(circleId);
  let text: string;
  if (circle.data) text = t('createPost.inCircle', { name: circle.data.name });
  else if (circle.isError) text = t('createPost.circleMissing');
  else text = t('createPost.inSomeCircle');
  return (
    <p role="status" className="-mt-4 mb-8 max-w-[65ch] rounded-2xl bg-primary-soft px-4 py-3 text-primary-soft-foreground wrap-anywhere">
      {text}
    </p>
  );
}

export default function CreatePostRoute({ user }: { user: User }) {
  const t = useT(memberMessages);
  useDocumentTitle(t('createPost.title'));
  // A circle's floating create button links here with ?circleId=.
  const [params] = useSearchParams();
  const circleId = params.get('circleId');
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader
        title={t('createPost.title')}
        description={t('createPost.description', { name: displayName(user.anonymousName) })}
      />
      {circleId ? <CircleNote circleId={circleId} /> : null}
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <CreatePostForm circleId={circleId} />
        <CommunityGuidelines />
      </div>
    </div>
  );
}
