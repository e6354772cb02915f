import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Hourglass } from 'lucide-react';
import type { User } from '#shared/types.ts';
import { GateLayout } from '@/components/layouts/gate-layout.tsx';
import { PersonaAvatar } from '@/components/persona-avatar.tsx';
import { SignOutLink } from '@/components/sign-out-link.tsx';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { displayName } from '@/lib/persona.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export default function WaitingRoute({ user }: { user: User }) {
  useDocumentTitle('Awaiting approval');
  const queryClient = useQueryClient();
  // ['auth'] holds the user and the rejection probe: an admin's decision either way shows at once.
  const authKey = ['auth'];
  const isFetching = useIsFetching({ queryKey: authKey }) > 0;
  const checkAgain = () => void queryClient.invalidateQueries({ queryKey: authKey });
  const name = displayName(user.anonymousName);
  return (
    <GateLayout signOutInHeader={false}>
      <div className="rounded-3xl border border-border bg-card p-6 shadow-sm sm:p-10">
        <div className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
          <Hourglass aria-hidden="true" className="size-6" />
        </div>
        <h1 className="mt-6 text-3xl font-semibold tracking-tight">Your request is awaiting approval</h1>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
          Thank you for creating your persona. An admin reviews every new member to keep this a safe place to share.
          Review usually takes 24-48 hours. You can close this page and sign in again later.
        </p>

        <div className="mt-8 flex items-center gap-4 rounded-2xl bg-muted p-4">
          <PersonaAvatar name={name} avatar={user.avatar} />
          <div className="min-w-0">
            <p className="truncate font-medium">{name}</p>
            <p className="text-sm text-muted-foreground">Anonymous Persona</p>
          </div>
        </div>

        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button variant="secondary" onClick={checkAgain} disabled={isFetching}>
            {isFetching ? <Spinner /> : null}
            Check again
          </Button>
          <SignOutLink className={buttonVariants({ variant: 'outline' })} />
        </div>
      </div>
    </GateLayout>
  );
}
