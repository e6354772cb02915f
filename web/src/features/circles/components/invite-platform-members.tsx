import { Check, UserPlus, UsersRound } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { inviteUserSchema } from '#shared/circle-schemas.ts';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { PersonaAvatar } from '@/components/persona-avatar.tsx';
import { truncate } from '@/components/posts/preview.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { INVITE_DISPLAY } from '@/config/limits.ts';
import { fieldErrorsOf } from '@/lib/form-errors.ts';
import { displayName } from '@/lib/persona.ts';
import { useCircleInvitations } from '../api/get-circle-invitations.ts';
import { useInvitableMembers } from '../api/get-invitable-members.ts';
import { InviteMessageField, useInvite } from './invite-message-field.tsx';
import { PersonaRow } from './persona-row.tsx';

/**
 * Platform Members: every approved member not yet in the circle, each with an Invite of their own;
 * one optional message goes with each invitation sent from here. A member whose invitation still
 * waits shows Invited instead.
 */
export function InvitePlatformMembers({ circleId }: { circleId: string }) {
  const id = useId();
  const members = useInvitableMembers(circleId);
  const invitations = useCircleInvitations(circleId);
  const [message, setMessage] = useState('');
  const [messageError, setMessageError] = useState<string>();
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const invite = useInvite(circleId);
  const invited = useMemo(
    () => new Set(invitations.data?.flatMap((i) => (i.kind === 'member' && i.status === 'pending' && i.invitee ? [i.invitee.id] : []))),
    [invitations.data],
  );

  const sendingTo = invite.isPending && invite.variables.to === 'member' ? invite.variables.body.inviteeUserId : null;

  const onInvite = (inviteeUserId: string) => {
    const result = inviteUserSchema.safeParse({ inviteeUserId, message });
    if (!result.success) {
      setMessageError(fieldErrorsOf(result.error).message);
      messageRef.current?.focus();
      return;
    }
    setMessageError(undefined);
    invite.mutate({ to: 'member', body: result.data });
  };

  return (
    <div className="grid gap-5">
      <InviteMessageField
        id={`${id}-message`}
        textareaRef={messageRef}
        value={message}
        onChange={setMessage}
        error={messageError}
      />
      {members.isPending ? (
        <div className="grid gap-2" aria-busy="true" aria-label="Loading members">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
      ) : members.isError ? (
        <LoadError title="We couldn't load the members" headingLevel="h3" onRetry={() => void members.refetch()} />
      ) : members.data.length === 0 ? (
        <EmptyState icon={UsersRound} title="Everyone is already here" headingLevel="h3">
          Every member of the community is already in this circle.
        </EmptyState>
      ) : (
        <ul aria-label="Members you can invite" className="grid gap-1">
          {members.data.map((member) => {
            const name = displayName(member.anonymousName);
            return (
              <PersonaRow
                key={member.id}
                className="rounded-2xl hover:bg-muted/60"
                avatar={<PersonaAvatar name={name} avatar={member.avatar} size="sm" />}
                name={name}
                detail={member.spiritualJourney ? truncate(member.spiritualJourney, INVITE_DISPLAY.journeyPreviewChars) : null}
                end={
                  invited.has(member.id) ? (
                    <Badge variant="secondary">
                      <Check aria-hidden="true" className="size-4" />
                      Invited
                    </Badge>
                  ) : (
                    <Button variant="outline" disabled={sendingTo === member.id} onClick={() => onInvite(member.id)}>
                      <UserPlus aria-hidden="true" className="size-5" />
                      Invite
                      <span className="sr-only"> {name}</span>
                    </Button>
                  )
                }
              />
            );
          })}
        </ul>
      )}
    </div>
  );
}
