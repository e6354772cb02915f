import { CircleSlash } from 'lucide-react';
import { GateLayout } from '@/components/layouts/gate-layout.tsx';
import { SignOutLink } from '@/components/sign-out-link.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/** An admin did not approve this account (docs/decisions.md); every member route refuses it too. */
export default function RejectedRoute() {
  useDocumentTitle('Request not approved');
  return (
    <GateLayout>
      <div className="rounded-3xl border border-border bg-card p-6 shadow-sm sm:p-10">
        <div className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <CircleSlash aria-hidden="true" className="size-6" />
        </div>
        <h1 className="mt-6 text-3xl font-semibold tracking-tight">Your request to join was not approved</h1>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
          An admin reviewed your request and did not approve it this time. You cannot take part in the community with
          this account. If you believe this is a mistake, please contact an administrator.
        </p>
        <div className="mt-8">
          <SignOutLink className={buttonVariants({ variant: 'outline' })} />
        </div>
      </div>
    </GateLayout>
  );
}
