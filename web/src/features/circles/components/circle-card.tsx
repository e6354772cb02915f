import { Lock } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Circle } from '#shared/types/circle.ts';
import { paths } from '@/config/paths.ts';
import { CircleStats, PrivacyBadge } from '@/components/circle-facts.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/utils.ts';
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

/** The card's frame, shared with its placeholder so that the two have the same size. */
const CARD_FRAME = 'flex h-full flex-col gap-3 rounded-3xl border border-border bg-card p-5 text-card-foreground shadow-sm';

/** A circle in a list: the name is the link (stretched over the card), as a post card's text is. */
export function CircleCard({ circle }: { circle: Circle }) {
  const nameId = useId();
  return (
    <article
      data-testid="circle-card"
      className={cn(
        CARD_FRAME,
        'relative transition-colors hover:bg-muted/40 has-[[data-circle-link]:focus-visible]:ring-2 has-[[data-circle-link]:focus-visible]:ring-ring',
      )}
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

/** One line of placeholder description, as tall as a line of it. */
function DescriptionLine({ width, className }: { width: string; className?: string }) {
  return (
    <div className={cn('flex h-6 items-center', className)}>
      <Skeleton className={cn('h-3.5 rounded-full', width)} />
    </div>
  );
}

/**
 * A card while circles load, laid out as a card is (name and badge, description, the facts, and
 * the row a Join button makes taller on circles the member has not joined).
 */
export function CircleCardSkeleton({ withAction }: { withAction: boolean }) {
  return (
    <div aria-hidden="true" className={CARD_FRAME}>
      <div className="flex h-7 items-center justify-between gap-3">
        <Skeleton className="h-4.5 w-40 rounded-full" />
        <Skeleton className="h-5.5 w-18 rounded-full" />
      </div>
      {/* A typical description takes three lines on a phone, two in the wider grid's cards. */}
      <div>
        <DescriptionLine width="w-full" />
        <DescriptionLine width="w-11/12" />
        <DescriptionLine width="w-1/3" className="sm:hidden" />
      </div>
      <div className={cn('mt-auto flex items-center justify-between', withAction ? 'h-11' : 'h-5')}>
        <Skeleton className="h-3.5 w-24 rounded-full" />
        {withAction ? <Skeleton className="h-11 w-20 rounded-xl" /> : null}
      </div>
    </div>
  );
}
