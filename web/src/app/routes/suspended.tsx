import { ShieldOff } from 'lucide-react';
import { GateCard } from '@/components/layouts/gate-card.tsx';
import { GateLayout } from '@/components/layouts/gate-layout.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useT } from '@/lib/i18n.tsx';
import { appMessages } from '../messages/index.ts';

export default function SuspendedRoute() {
  const t = useT(appMessages);
  useDocumentTitle(t('suspended.title'));
  return (
    <GateLayout signOutInHeader={false}>
      <GateCard
        icon={ShieldOff}
        tone="accent"
        title={t('suspended.heading')}
        description={t('suspended.body')}
      />
    </GateLayout>
  );
}
