import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Hourglass } from 'lucide-react';
import type { User } from '#shared/types/user.ts';
import { GateCard } from '@/components/layouts/gate-card.tsx';
import { GateLayout } from '@/components/layouts/gate-layout.tsx';
import { PersonaAvatar } from '@/components/persona-avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { authKeys } from '@/lib/query-keys.ts';
import { displayName } from '@/lib/persona.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useT } from '@/lib/i18n.tsx';
import { appMessages } from '../messages/index.ts';

export default function WaitingRoute({ user }: { user: User }) {
  const t = useT(appMessages);
  useDocumentTitle(t('waiting.title'));
  const queryClient = useQueryClient();
  // The auth root holds the user and the rejection probe: an admin's decision either way shows at once.
  const isFetching = useIsFetching({ queryKey: authKeys.root }) > 0;
  const checkAgain = () => void queryClient.invalidateQueries({ queryKey: authKeys.root });
  const name = displayName(user.anonymousName);
  return (
    <GateLayout signOutInHeader={false}>
      <GateCard
        icon={Hourglass}
        tone="primary"
        title={t('waiting.heading')}
        description={t('waiting.body')}
        action={
          <Button variant="secondary" onClick={checkAgain} disabled={isFetching}>
            {isFetching ? <Spinner /> : null}
            {t('waiting.checkAgain')}
          </Button>
        }
      >
        <div className="mt-8 flex items-center gap-4 rounded-2xl bg-muted p-4">
          <PersonaAvatar name={name} avatar={user.avatar} />
          <div className="min-w-0">
            <p className="font-medium">{name}</p>
            <p className="text-sm text-muted-foreground">{t('waiting.persona')}</p>
          </div>
        </div>
      </GateCard>
    </GateLayout>
  );
}
