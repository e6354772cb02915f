import { ShieldOff } from 'lucide-react';
import { GateLayout } from '@/components/layouts/gate-layout.tsx';
import { SignOutLink } from '@/components/sign-out-link.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export default function SuspendedRoute() {
  useDocumentTitle('Account suspended');
  return (
    <GateLayout signOutInHeader={false}>
      <div className="rounded-3xl border border-border bg-card p-6 shadow-sm sm:p-10">
        <div className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <ShieldOff aria-hidden="true" className="size-6" />
        </div>
        <h1 className="mt-6 text-3xl font-semibold tracking-tight">Your account has been suspended</h1>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
          While your account is suspended you cannot take part in the community. If you believe this is a mistake,
          please contact an administrator.
        </p>
        <div className="mt-8">
          <SignOutLink className={buttonVariants({ variant: 'outline' })} />
        </div>
      </div>
    </GateLayout>
  );
}
