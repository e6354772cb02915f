import type { User } from '#shared/types/user.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { SuggestedCircle } from '@/features/circles/components/suggested-circle.tsx';
import { Feed } from '@/features/posts/components/feed.tsx';
import { displayName } from '@/lib/persona.ts';
import { useT } from '@/lib/i18n.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { memberMessages } from './messages/index.ts';

/** The member home: the community's feed, greeted by the persona's name, with a circle to try. */
export function Home({ user }: { user: User }) {
  const t = useT(memberMessages);
  useDocumentTitle(t('home.title'));
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 pb-28 sm:px-6 sm:py-10 md:pb-24">
      <PageHeader
        title={t('home.welcome', { name: displayName(user.anonymousName) })}
        description={t('home.description')}
      />
      <Feed interlude={<SuggestedCircle />} />
    </div>
  );
}
