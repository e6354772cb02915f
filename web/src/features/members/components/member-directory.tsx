import { UsersRound } from 'lucide-react';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MemberCard } from '#shared/types/user.ts';
import { EmptyState } from '@/components/empty-state.tsx';
import { PersonaAvatar } from '@/components/persona-avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { formatMonthYear } from '@/lib/format.ts';
import { displayName } from '@/lib/persona.ts';
import { useApprovedMembers } from '../api/get-approved-members.ts';
import { LoadError } from '@/components/load-error.tsx';
import { SearchInput } from '@/components/search-input.tsx';

/** Spec §5 "Member search": anonymous name or spiritual journey, case-insensitive. */
export function searchMembers(members: readonly MemberCard[], search: string): MemberCard[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...members];
  return members.filter(
    (member) =>
      displayName(member.anonymousName).toLocaleLowerCase().includes(needle) ||
      (member.spiritualJourney ?? '').toLocaleLowerCase().includes(needle),
  );
}

/** The spec's six loading placeholders. */
const PLACEHOLDERS = 6;

/** What a member's card offers besides their profile (the Send Message dialog, put in by the route). */
export type MemberAction = (member: MemberCard) => ReactNode;

function MemberTile({ member, isSelf, action }: { member: MemberCard; isSelf: boolean; action?: MemberAction }) {
  const name = displayName(member.anonymousName);
  return (
    <li className="flex flex-col rounded-3xl border border-border bg-card shadow-sm transition-colors hover:border-primary/50">
      <Link
        to={paths.user.getHref(member.id)}
        className="flex flex-1 flex-col gap-3 rounded-3xl p-5 transition-colors hover:bg-muted/40"
      >
        <div className="flex items-center gap-3">
          <PersonaAvatar name={name} avatar={member.avatar} />
          <div className="min-w-0">
            <p className="font-semibold">
              {name}
              {isSelf ? <span className="font-normal text-muted-foreground"> (you)</span> : null}
            </p>
            <p className="text-sm text-muted-foreground">Joined {formatMonthYear(member.createdAt)}</p>
          </div>
        </div>
        {member.spiritualJourney ? (
          <p className="line-clamp-3 text-muted-foreground">{member.spiritualJourney}</p>
        ) : null}
      </Link>
      {/* Spec §2: messaging is offered for other members, never for oneself. */}
      {action && !isSelf ? <div className="px-5 pb-5">{action(member)}</div> : null}
    </li>
  );
}

export function MemberDirectory({ currentUserId, memberAction }: { currentUserId: string; memberAction?: MemberAction }) {
  const id = useId();
  const [search, setSearch] = useState('');
  const members = useApprovedMembers();
  const shown = useMemo(() => searchMembers(members.data ?? [], search), [members.data, search]);

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-search`} className="sr-only">
          Search members
        </Label>
        <SearchInput
          wrapperClassName="max-w-xl"
          id={`${id}-search`}
          placeholder="Search by name or spiritual journey"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          aria-describedby={`${id}-count`}
        />
        <p id={`${id}-count`} role="status" className="text-sm text-muted-foreground">
          {members.isSuccess ? `${shown.length} ${shown.length === 1 ? 'member' : 'members'}` : ''}
        </p>
      </div>

      {members.isPending ? (
        <ul aria-busy="true" aria-label="Loading members" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: PLACEHOLDERS }, (_, i) => (
            <li key={i} data-testid="member-placeholder">
              <Skeleton className="h-36 rounded-3xl" />
            </li>
          ))}
        </ul>
      ) : members.isError ? (
        <LoadError title="We couldn't load the members" onRetry={() => void members.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={UsersRound}
          title="No members found"
          action={
            search ? (
              <Button variant="outline" onClick={() => setSearch('')}>
                Clear search
              </Button>
            ) : null
          }
        >
          {search ? 'No one matches that search. Try another word from a name or a journey.' : 'No members yet.'}
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((member) => (
            <MemberTile key={member.id} member={member} isSelf={member.id === currentUserId} action={memberAction} />
          ))}
        </ul>
      )}
    </div>
  );
}
