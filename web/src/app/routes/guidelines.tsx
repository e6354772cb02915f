import { CommunityGuidelinesPage } from '@/features/guidelines/components/community-guidelines-page.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useT } from '@/lib/i18n.tsx';
import { appMessages } from '../messages/index.ts';

/** /guidelines: public, signed out or in (docs/decisions.md "Someone to write to"). */
export default function GuidelinesRoute() {
  const t = useT(appMessages);
  useDocumentTitle(t('landing.guidelines'));
  return <CommunityGuidelinesPage />;
}
