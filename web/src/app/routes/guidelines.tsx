import { CommunityGuidelinesPage } from '@/features/guidelines/components/community-guidelines-page.tsx';
import { guidelinesMessages } from '@/features/guidelines/messages/index.ts';
import { useT } from '@/lib/i18n.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/** /guidelines: public, signed out or in (docs/decisions.md "Someone to write to"). */
export default function GuidelinesRoute() {
  useDocumentTitle(useT(guidelinesMessages)('page.title'));
  return <CommunityGuidelinesPage />;
}
