import { Check, Lock, X } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Invitation, InvitationResponse } from '#shared/types/invitation.ts';
import { INVITATION_STATUS_LABELS, InvitationStatusBadge } from '@/components/invitation-status-badge.tsx';
import { PersonaAvatar } from '@/components/persona-avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { paths } from '@/config/paths.ts';
import { formatDateTime } from '@/lib/format.ts';
import { displayName } from '@/lib/persona.ts';

interface InvitationCardProps {
  invitation: Invitation;
  /** Given while the invitation waits for an answer. */
  onRespond?: (status: InvitationResponse) => void;
  responding?: boolean;
}

/** One invitation: the circle, who invited and their words; Accept and Decline while pending, the answer afterwards. */
export function InvitationCard({ invitation, onRespond, responding }: InvitationCardProps) {
  const { circle, inviter, message, status } = invitation;
  const inviterName = displayName(inviter.anonymousName);
  return (
    <li>
      <Card className="grid gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 flex-1">
            <h3 className="text-lg font-semibold wrap-anywhere">
              {status === 'accepted' ? (
                <Link
                  to={paths.circle.getHref(circle.id)}
                  className="underline decoration-primary/40 underline-offset-4 hover:decoration-primary"
                >
                  {circle.name}
                </Link>
              ) : (
                circle.name
              )}
            </h3>
            {circle.isPrivate ? (
              <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted-foreground">
                <Lock aria-hidden="true" className="size-4" />
                Private circle
              </p>
            ) : null}
          </div>
          <InvitationStatusBadge status={status} />
        </div>

        <div className="flex items-center gap-3">
          <PersonaAvatar name={inviterName} avatar={inviter.avatar} size="sm" />
          <p className="min-w-0 text-muted-foreground">
            Invited by <span className="font-medium text-foreground wrap-anywhere">{inviterName}</span>
            {' · '}
            <time dateTime={invitation.createdAt}>{formatDateTime(invitation.createdAt)}</time>
          </p>
        </div>

        {message ? (
          <blockquote className="max-w-[65ch] rounded-2xl bg-muted/60 px-4 py-3 leading-relaxed whitespace-pre-line wrap-anywhere">
            {message}
          </blockquote>
        ) : null}

        {onRespond ? (
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => onRespond('accepted')} disabled={responding}>
              <Check aria-hidden="true" className="size-5" />
              Accept
              <span className="sr-only">: {circle.name}</span>
            </Button>
            <Button variant="outline" onClick={() => onRespond('rejected')} disabled={responding}>
              <X aria-hidden="true" className="size-5" />
              Decline
              <span className="sr-only">: {circle.name}</span>
            </Button>
            {responding ? (
              <span role="status" className="sr-only">
                Sending your answer…
              </span>
            ) : null}
          </div>
        ) : invitation.respondedAt ? (
          <p className="text-sm text-muted-foreground">
            {INVITATION_STATUS_LABELS[status]} on <time dateTime={invitation.respondedAt}>{formatDateTime(invitation.respondedAt)}</time>
          </p>
        ) : null}
      </Card>
    </li>
  );
}
