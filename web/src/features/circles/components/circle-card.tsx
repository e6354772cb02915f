import { Lock } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Circle } from '#shared/types/circle.ts';
import { paths } from '@/config/paths.ts';
import { CircleStats, PrivacyBadge } from '@/components/circle-facts.tsx';
import { JoinCircleButton } from './join-circle-button.tsx';

/**
 * What the member can do about a circle from its card: nothing to do in one they belong to (the
 * card opens it); Join for a public one; for a private one the spec's Invite Only, a statement
 * rather than a button that does nothing (its page offers Request to Join).
 */
function CardAction({ circle, nameId }: { circle: Circle; nameId: string }) {
  if (circle.isMember) return null;
  if (circle.isPrivate) {
    return (
      <span className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-muted-foreground">
        <Lock aria-hidden="true" className="size-4" />
        Invite Only
      </span>
    );
  }
  // Above the card's stretched link; its name joins the circle's, so each card's Join is told apart.
  return <JoinCircleButton circle={circle} variant="outline" className="relative z-10" aria-describedby={nameId} />;
}

/** A circle in a list: the name is the link (stretched over the card), as a post card's text is. */
export function CircleCard({ circle }: { circle: Circle }) {
  const nameId = useId();
  return (
    <article
      data-testid="circle-card"
      className="relative flex h-full flex-col gap-3 rounded-3xl border border-border bg-card p-5 text-card-foreground shadow-sm transition-colors hover:bg-muted/40 has-[[data-circle-link]:focus-visible]:ring-2 has-[[data-circle-link]:focus-visible]:ring-ring"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={nameId} className="min-w-0 text-lg font-semibold wrap-anywhere">
          <Link
            to={paths.circle.getHref(circle.id)}
            data-circle-link
            className="outline-none after:absolute after:inset-0 after:rounded-3xl after:content-['']"
          >
            {circle.name}
          </Link>
        </h3>
        <PrivacyBadge circle={circle} />
      </div>
      <p className="line-clamp-3 text-muted-foreground wrap-anywhere">{circle.description}</p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <CircleStats circle={circle} />
        <CardAction circle={circle} nameId={nameId} />
      </div>
    </article>
  );
}
