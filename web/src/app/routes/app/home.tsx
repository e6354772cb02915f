import type { User } from '#shared/types/user.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { SuggestedCircle } from '@/features/circles/components/suggested-circle.tsx';
import { Feed } from '@/features/posts/components/feed.tsx';
import { displayName } from '@/lib/persona.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/** The member home: the community's feed, greeted by the persona's name, with a circle to try. */
export function Home({ user }: { user: User }) {
  useDocumentTitle('Home');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 pb-28 sm:px-6 sm:py-10 md:pb-24">
      <PageHeader
        title={`Welcome, ${displayName(user.anonymousName)}`}
        description="Questions and reflections from fellow seekers."
      />
      <Feed interlude={<SuggestedCircle />} />
    </div>
  );
}
