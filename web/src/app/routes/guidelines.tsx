import { CommunityGuidelinesPage } from '@/features/guidelines/components/community-guidelines-page.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/** /guidelines: public, signed out or in (docs/decisions.md "Someone to write to"). */
export default function GuidelinesRoute() {
  useDocumentTitle('Community Guidelines');
  return <CommunityGuidelinesPage />;
}
