import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error.tsx';
import { PersonaAvatar } from '@/components/persona-avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { CIRCLE_DISPLAY } from '@/config/limits.ts';
import { paths } from '@/config/paths.ts';
import { formatDate } from '@/lib/format.ts';
import { displayName } from '@/lib/persona.ts';
import { useCircleMembers } from '../api/get-circle-members.ts';

/**
 * Spec §2 "Circle detail": the member list the member count opens, the first five and then the
 * rest on Show More. Mounted only when opened, so it is fetched only when someone looks.
 */
export function CircleMembers({ circleId, id }: { circleId: string; id: string }) {
  const listId = useId();
  const members = useCircleMembers(circleId);
  const [showAll, setShowAll] = useState(false);

  if (members.isPending) {
    return (
      <div id={id} role="status" aria-label="Loading members" className="grid gap-2">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-14 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (members.isError) {
    return (
      <div id={id}>
        <LoadError title="We couldn't load the members" headingLevel="h3" onRetry={() => void members.refetch()} retrying={members.isFetching} />
      </div>
    );
  }

  const shown = showAll ? members.data : members.data.slice(0, CIRCLE_DISPLAY.membersShown);
  const hidden = members.data.length - CIRCLE_DISPLAY.membersShown;
  return (
    <div id={id} className="grid gap-3">
      <ul id={listId} aria-label="Members" className="grid gap-1">
        {shown.map((member) => {
          const name = displayName(member.anonymousName);
          return (
            <li key={member.id}>
              <Link
                to={paths.user.getHref(member.id)}
                className="flex min-h-14 items-center gap-3 rounded-2xl px-2 py-1.5 transition-colors hover:bg-muted/60"
              >
                <PersonaAvatar name={name} avatar={member.avatar} size="sm" />
                <span className="min-w-0">
                  <span className="block font-medium wrap-anywhere">{name}</span>
                  <span className="block text-sm text-muted-foreground">Joined {formatDate(member.joinedAt)}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {hidden > 0 ? (
        <Button variant="ghost" className="justify-self-start" aria-expanded={showAll} aria-controls={listId} onClick={() => setShowAll((all) => !all)}>
          {showAll ? 'Show Less' : 'Show More'}
        </Button>
      ) : null}
    </div>
  );
}
