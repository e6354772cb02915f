import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { CircleJoinRequest } from '#shared/types/invitation.ts';
import { LoadError } from '@/components/load-error.tsx';
import { PersonaAvatar } from '@/components/persona-avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { formatDate } from '@/lib/format.ts';
import { displayName } from '@/lib/persona.ts';
import { toast, type ToastInput } from '@/lib/toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { type JoinRequestDecision, useDecideJoinRequest } from '../api/decide-join-request.ts';
import { useJoinRequests } from '../api/get-join-requests.ts';

const DECIDED: Record<JoinRequestDecision, (name: string) => ToastInput> = {
  admit: (name) => ({ title: 'Request admitted', description: `${name} is now a member of the circle.` }),
  decline: (name) => ({ title: 'Request declined', description: `${name} may ask again later.` }),
};

function JoinRequestItem({ circleId, request }: { circleId: string; request: CircleJoinRequest }) {
  const nameId = useId();
  const name = displayName(request.anonymousName);
  const decide = useDecideJoinRequest({
    onSuccess: (_answer, { decision }) => toast(DECIDED[decision](name)),
    onError: (error) => toastError(error, 'Failed to answer the request. Please try again.', { preferServerMessage: true }),
  });
  const answer = (decision: JoinRequestDecision) => decide.mutate({ circleId, userId: request.userId, decision });
  const pending = decide.isPending ? decide.variables.decision : null;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-border p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <PersonaAvatar name={name} avatar={request.avatar} size="sm" />
        <div className="grid min-w-0 gap-0.5">
          <Link id={nameId} to={paths.user.getHref(request.userId)} className="font-semibold wrap-anywhere underline-offset-4 hover:underline">
            {name}
          </Link>
          <p className="text-sm text-muted-foreground">Asked {formatDate(request.createdAt)}</p>
          {request.spiritualJourney ? <p className="line-clamp-2 text-muted-foreground wrap-anywhere">{request.spiritualJourney}</p> : null}
        </div>
      </div>
      <div className="flex gap-2 sm:shrink-0">
        <Button onClick={() => answer('admit')} disabled={decide.isPending} aria-describedby={nameId}>
          {pending === 'admit' ? <Spinner /> : <Check aria-hidden="true" className="size-5" />}
          Admit
        </Button>
        <Button variant="outline" onClick={() => answer('decline')} disabled={decide.isPending} aria-describedby={nameId}>
          {pending === 'decline' ? <Spinner /> : <X aria-hidden="true" className="size-5" />}
          Decline
        </Button>
      </div>
    </li>
  );
}

/**
 * For the circle's creator: the requests to join waiting for an answer (not in the spec; see
 * docs/decisions.md). Nothing while none wait or while they load: the page stays quiet.
 */
export function JoinRequests({ circleId }: { circleId: string }) {
  const id = useId();
  const requests = useJoinRequests(circleId);
  if (requests.isError) {
    return <LoadError title="We couldn't load the requests to join" headingLevel="h2" onRetry={() => void requests.refetch()} retrying={requests.isFetching} />;
  }
  if (!requests.data?.length) return null;
  return (
    <Card className="grid gap-4">
      <section aria-labelledby={id} className="grid gap-4">
        <div>
          <h2 id={id} className="text-xl font-semibold">
            Requests to Join ({requests.data.length})
          </h2>
          <p className="mt-1 text-muted-foreground">Members who asked to join. Admitting one lets them read and share in the circle.</p>
        </div>
        <ul className="grid gap-3">
          {requests.data.map((request) => (
            <JoinRequestItem key={request.userId} circleId={circleId} request={request} />
          ))}
        </ul>
      </section>
    </Card>
  );
}
