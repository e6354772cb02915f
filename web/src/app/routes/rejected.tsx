import { CircleSlash } from 'lucide-react';
import { GateCard } from '@/components/layouts/gate-card.tsx';
import { GateLayout } from '@/components/layouts/gate-layout.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/** An admin did not approve this account (docs/decisions.md); every member route refuses it too. */
export default function RejectedRoute() {
  useDocumentTitle('Request not approved');
  return (
    <GateLayout>
      <GateCard
        icon={CircleSlash}
        tone="accent"
        title="Your request to join was not approved"
        description="An admin reviewed your request and did not approve it this time. You cannot take part in the community with this account. If you believe this is a mistake, please contact an administrator."
      />
    </GateLayout>
  );
}
