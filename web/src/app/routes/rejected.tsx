import { CircleSlash } from 'lucide-react';
import { GateCard } from '@/components/layouts/gate-card.tsx';
import { GateLayout } from '@/components/layouts/gate-layout.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useT } from '@/lib/i18n.tsx';
import { appMessages } from '../messages/index.ts';

/** An admin did not approve this account (docs/decisions.md); every member route refuses it too. */
export default function RejectedRoute() {
  const t = useT(appMessages);
  useDocumentTitle(t('rejected.title'));
  return (
    <GateLayout>
      <GateCard
        icon={CircleSlash}
        tone="accent"
        title={t('rejected.heading')}
        description={t('rejected.body')}
      />
    </GateLayout>
  );
}
