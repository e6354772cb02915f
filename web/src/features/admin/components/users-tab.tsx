import { UsersRound } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { AdminUser } from '#shared/types/admin.ts';
import { ConfirmButton } from '@/components/confirm-button.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { PersonaAvatar } from '@/components/persona-avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { formatDate } from '@/lib/format.ts';
import { displayName } from '@/lib/persona.ts';
import { toast } from '@/lib/toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { type UserAction, useChangeUserStatus } from '../api/change-user-status.ts';
import { useAdminUsers } from '../api/get-admin-users.ts';
import { accountName, badgesOf, filterUsers, USER_ACTION_OUTCOME, USER_FILTERS, type UserFilter } from './admin-user.ts';
import { ListError, ListSkeleton } from './list-states.tsx';
import { SearchFilterBar } from './search-filter-bar.tsx';

function UserCard({ user }: { user: AdminUser }) {
  const name = accountName(user);
  const persona = user.hasCompletedOnboarding ? displayName(user.anonymousName) : null;
  const change = useChangeUserStatus({
    onSuccess: (_, { action }) => toast({ title: USER_ACTION_OUTCOME[action].done, description: name }),
    onError: (error, { action }) => toastError(error, USER_ACTION_OUTCOME[action].failed),
  });
  const run = (action: UserAction) => change.mutate({ userId: user.id, action });
  // Spec: Suspend only for approved members who are not suspended (the server also refuses admins).
  const canSuspend = user.isApproved && !user.isSuspended && !user.isAdmin;

  return (
    <li>
      <Card className="flex flex-wrap items-start gap-4">
        <PersonaAvatar name={persona ?? name} avatar={user.avatar} className={persona ? undefined : 'opacity-60'} />
        <div className="grid min-w-0 flex-1 basis-60 gap-1">
          <h3 className="font-semibold">{name}</h3>
          <p className="text-muted-foreground">{persona ? `Persona: ${persona}` : 'No persona yet'}</p>
          <p className="text-sm text-muted-foreground">
            {name === user.email ? null : <span>{user.email} · </span>}
            Joined <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
          </p>
          <ul aria-label="Status" className="mt-1 flex flex-wrap gap-2">
            {badgesOf(user).map((badge) => (
              <li key={badge.label}>
                <Badge variant={badge.variant}>{badge.label}</Badge>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-wrap gap-3">
          {canSuspend ? (
            <ConfirmButton
              disabled={change.isPending}
              title={`Suspend ${name}?`}
              description="They will lose access to the community until an admin reinstates them."
              confirmLabel="Suspend"
              destructive
              onConfirm={() => run('suspend')}
            >
              Suspend<span className="sr-only"> {name}</span>
            </ConfirmButton>
          ) : null}
          {user.isSuspended ? (
            <ConfirmButton
              disabled={change.isPending}
              title={`Reinstate ${name}?`}
              description="They will regain full access to the community."
              confirmLabel="Reinstate"
              onConfirm={() => run('reinstate')}
            >
              Reinstate<span className="sr-only"> {name}</span>
            </ConfirmButton>
          ) : null}
          {user.status === 'rejected' ? (
            <Button variant="outline" disabled={change.isPending} onClick={() => run('approve')}>
              Approve<span className="sr-only"> {name}</span>
            </Button>
          ) : null}
        </div>
      </Card>
    </li>
  );
}

export function UsersTab() {
  const id = useId();
  const users = useAdminUsers();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<UserFilter>('all');
  const shown = useMemo(() => filterUsers(users.data ?? [], search, filter), [users.data, search, filter]);

  return (
    <section aria-labelledby={`${id}-heading`} className="grid grid-cols-1 gap-5">
      <h2 id={`${id}-heading`} className="sr-only">
        Users
      </h2>
      <SearchFilterBar
        searchLabel="Search users"
        placeholder="Name, email or anonymous name"
        search={search}
        onSearch={setSearch}
        filter={filter}
        filters={USER_FILTERS}
        onFilter={setFilter}
      />
      {users.isSuccess ? (
        <p role="status" className="text-sm text-muted-foreground">
          {shown.length} of {users.data.length} {users.data.length === 1 ? 'user' : 'users'}
        </p>
      ) : null}

      {users.isPending ? (
        <ListSkeleton label="Loading users" count={3} />
      ) : users.isError ? (
        <ListError title="We couldn't load the users" onRetry={() => void users.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState icon={UsersRound} title="No users match" headingLevel="h3">
          Try another search or filter.
        </EmptyState>
      ) : (
        <ul className="grid gap-4">
          {shown.map((user) => (
            <UserCard key={user.id} user={user} />
          ))}
        </ul>
      )}
    </section>
  );
}
