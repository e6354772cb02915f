import { ShieldOff } from 'lucide-react';
import { GateCard } from '@/components/layouts/gate-card.tsx';
import { GateLayout } from '@/components/layouts/gate-layout.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export default function SuspendedRoute() {
  useDocumentTitle('Account suspended');
  return (
    <GateLayout signOutInHeader={false}>
      <GateCard
        icon={ShieldOff}
        tone="accent"
        title="Your account has been suspended"
        description="While your account is suspended you cannot take part in the community. If you believe this is a mistake, please contact an administrator."
      />
    </GateLayout>
  );
}
