import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CircleInvitation } from '#shared/types/invitation.ts';
import { FORMER_MEMBER } from '#shared/types/post.ts';
import { InvitationStatusBadge } from '@/components/invitation-status-badge.tsx';
import { PersonaAvatar } from '@/components/persona-avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDate } from '@/lib/format.ts';
import { displayName } from '@/lib/persona.ts';
import { useCircleInvitations } from '../api/get-circle-invitations.ts';
import { useCircleMembers } from '../api/get-circle-members.ts';
import { PersonaRow } from './persona-row.tsx';

interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: T[] | undefined;
  refetch: () => unknown;
}

/** One of the tab's two lists, with its heading, its loading and failure states and its empty line. */
function Section<T>({ title, query, empty, children }: { title: string; query: ListQuery<T>; empty: string; children: (items: T[]) => ReactNode }) {
  return (
    <section className="grid gap-3">
      <h3 className="font-semibold">
        {title}
        {query.data ? <span className="font-normal text-muted-foreground"> ({query.data.length})</span> : null}
      </h3>
      {query.isPending ? (
        <div className="grid gap-2" aria-busy="true" aria-label={`Loading ${title.toLowerCase()}`}>
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : query.isError || !query.data ? (
        <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-muted p-3">
          <p className="flex-1">We couldn&rsquo;t load this list.</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : query.data.length === 0 ? (
        <p className="rounded-2xl bg-muted/60 p-3 text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-1">{children(query.data)}</ul>
      )}
    </section>
  );
}

/**
 * One invitation: to a member, their persona and how they answered; to an address, only that it was
 * sent (never whom it reached, whether it was answered or when: docs/decisions.md "An address never tells").
 */
function InvitationRow({ invitation }: { invitation: CircleInvitation }) {
  const invitee = invitation.kind === 'member' ? invitation.invitee : null;
  const name = invitation.kind === 'address' ? 'Sent to an email address' : invitee ? displayName(invitee.anonymousName) : FORMER_MEMBER.anonymousName;
  return (
    <PersonaRow
      avatar={
        invitation.kind === 'address' ? (
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <Mail aria-hidden="true" className="size-5" />
          </span>
        ) : (
          <PersonaAvatar name={name} avatar={invitee?.avatar ?? FORMER_MEMBER.avatar} size="sm" />
        )
      }
      name={name}
      detail={
        <>
          by {displayName(invitation.inviter.anonymousName)} ·{' '}
          <time dateTime={invitation.createdAt}>{formatDate(invitation.createdAt)}</time>
        </>
      }
      end={invitation.kind === 'member' ? <InvitationStatusBadge status={invitation.status} /> : null}
    />
  );
}

/** Circle Members: who is in the circle, who has been invited in the app and how they answered, and the invitations sent to addresses. */
export function InviteCircleMembers({ circleId }: { circleId: string }) {
  const members = useCircleMembers(circleId);
  const invitations = useCircleInvitations(circleId);
  return (
    <div className="grid gap-6">
      <Section title="Members" query={members} empty="No one has joined yet.">
        {(list) =>
          list.map((member) => {
            const name = displayName(member.anonymousName);
            return (
              <PersonaRow
                key={member.id}
                avatar={<PersonaAvatar name={name} avatar={member.avatar} size="sm" />}
                name={name}
                detail={
                  <>
                    Joined <time dateTime={member.joinedAt}>{formatDate(member.joinedAt)}</time>
                  </>
                }
              />
            );
          })
        }
      </Section>
      <Section title="Invited" query={invitations} empty="No invitations sent yet.">
        {(list) => list.map((invitation) => <InvitationRow key={invitation.id} invitation={invitation} />)}
      </Section>
    </div>
  );
}
