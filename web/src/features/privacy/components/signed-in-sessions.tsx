import { Monitor, Smartphone } from 'lucide-react';
import { useId } from 'react';
import type { SignedInSession } from '#shared/types/session.ts';
import { ConfirmButton } from '@/components/confirm-button.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatAge } from '@/lib/age.ts';
import { isApiError } from '@/lib/api-client.ts';
import { formatDate } from '@/lib/format.ts';
import { toast } from '@/lib/toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useSessions } from '../api/get-sessions.ts';
import { useSignOutOtherSessions } from '../api/sign-out-other-sessions.ts';
import { useSignOutSession } from '../api/sign-out-session.ts';

const PHONE = /\bon (iOS|Android)$/;

/**
 * Privacy → "Where you are signed in" (issue 15 §3): each browser the member is signed in on, by
 * its coarse label and when it was last used (never an address), this one marked. Any other can be
 * signed out, or all of them at once; this one signs out with the app's own Sign Out.
 */
export function SignedInSessions() {
  const titleId = useId();
  const sessions = useSessions();
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  return (
    <Card aria-labelledby={titleId} role="region">
      <h2 id={titleId} className="text-xl font-semibold">
        Where you are signed in
      </h2>
      <p className="mt-1 mb-4 text-muted-foreground">
        The browsers signed in to your account. If one is not yours, or no longer in your hands, sign it out: it will need to
        sign in again.
      </p>
      {sessions.isPending ? (
        <SessionsSkeleton />
      ) : sessions.isError ? (
        <LoadError title="Your sessions could not be loaded" headingLevel="h3" onRetry={() => void sessions.refetch()} retrying={sessions.isFetching} />
      ) : (
        <>
          <ul aria-label="Signed-in browsers" className="divide-y divide-border">
            {sessions.data.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
          {others.length > 0 ? (
            <SignOutOthers count={others.length} />
          ) : (
            <p className="mt-4 text-muted-foreground">You are not signed in anywhere else.</p>
          )}
        </>
      )}
    </Card>
  );
}

function SessionRow({ session }: { session: SignedInSession }) {
  const detailsId = useId();
  const Icon = PHONE.test(session.device) ? Smartphone : Monitor;
  const signOut = useSignOutSession({
    onSuccess: () => toast({ title: 'Signed out', description: `${session.device} is signed out. It will need to sign in again.` }),
    onError: (error) =>
      isApiError(error, 404)
        ? toast({ title: 'Already signed out', description: `${session.device} had already been signed out.` })
        : toastError(error, 'Failed to sign out that browser. Please try again.'),
  });

  return (
    <li className="flex items-start gap-3 py-4 first:pt-0 last:pb-0">
      <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <Icon aria-hidden="true" className="size-5" />
      </div>
      {/* The button beside the words, or under them (aligned with them) where the screen is narrow. */}
      <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-4 gap-y-3">
        <div id={detailsId} className="min-w-0 flex-1 basis-48">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-medium wrap-anywhere">{session.device}</span>
            {session.current ? <Badge variant="secondary">This browser</Badge> : null}
          </p>
          {/* Each half kept whole, so a narrow screen breaks between them rather than inside a date. */}
          <p className="text-sm text-muted-foreground">
            <span className="whitespace-nowrap">
              {session.current ? (
                'Active now'
              ) : (
                <>
                  Last used <time dateTime={session.lastSeenAt}>{formatAge(session.lastSeenAt)}</time>
                </>
              )}
              {' ·'}
            </span>{' '}
            <span className="whitespace-nowrap">
              Signed in <time dateTime={session.createdAt}>{formatDate(session.createdAt)}</time>
            </span>
          </p>
        </div>
        {session.current ? null : (
          <Button variant="outline" aria-describedby={detailsId} disabled={signOut.isPending} onClick={() => signOut.mutate(session.id)}>
            Sign out
          </Button>
        )}
      </div>
    </li>
  );
}

function SignOutOthers({ count }: { count: number }) {
  const browsers = count === 1 ? 'the other browser' : `the ${count} other browsers`;
  const signOutOthers = useSignOutOtherSessions({
    onSuccess: ({ signedOut }) =>
      toast({
        title: 'Signed out everywhere else',
        description: `${signedOut === 1 ? 'Your other browser is' : `${signedOut} other browsers are`} signed out. This one stays signed in.`,
      }),
    onError: (error) => toastError(error, 'Failed to sign out your other browsers. Please try again.'),
  });
  return (
    <div className="mt-6">
      <ConfirmButton
        disabled={signOutOthers.isPending}
        title="Sign out all other sessions?"
        description={`This signs out ${browsers}. Each will need to sign in again; this browser stays signed in.`}
        confirmLabel="Sign out others"
        onConfirm={() => signOutOthers.mutate()}
      >
        Sign out all other sessions
      </ConfirmButton>
    </div>
  );
}

/** Two rows while the list loads, announced as busy. */
function SessionsSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true" aria-label="Loading where you are signed in">
      {[0, 1].map((row) => (
        <div key={row} className="flex items-center gap-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-56 max-w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
