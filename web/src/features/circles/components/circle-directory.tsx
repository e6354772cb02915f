import { Compass, Sparkles, Users } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { Circle } from '#shared/types/circle.ts';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { LoadMoreButton } from '@/components/load-more-button.tsx';
import type { PagedList } from '@/lib/paged-list.ts';
import { useMyCircles } from '../api/get-my-circles.ts';
import { useOtherCircles } from '../api/get-other-circles.ts';
import { CircleCard, CircleCardSkeleton } from './circle-card.tsx';
import { CreateCircleButton } from './create-circle-button.tsx';

const PLACEHOLDERS = 2;

interface SectionProps {
  title: string;
  description: string;
  circles: Pick<PagedList<Circle>, 'data' | 'isPending' | 'isError' | 'isFetching' | 'refetch'>;
  /** A list the server answers page by page: "Show more circles" under it while there are more. */
  paged?: PagedList<Circle>;
  empty: ReactNode;
  /** Its cards offer Join (or say Invite Only): their placeholders keep that row's height. */
  joinable: boolean;
}

/** One list of circles with its own loading, error and empty states. */
function CircleSection({ title, description, circles, paged, empty, joinable }: SectionProps) {
  const id = useId();
  let body: ReactNode;
  if (circles.isPending) {
    body = (
      <div role="status" aria-label={`Loading ${title}`} className="grid gap-4 sm:grid-cols-2">
        {Array.from({ length: PLACEHOLDERS }, (_, i) => (
          <CircleCardSkeleton key={i} withAction={joinable} />
        ))}
      </div>
    );
  } else if (circles.isError || !circles.data) {
    body = <LoadError title={`We couldn't load ${title}`} headingLevel="h3" onRetry={() => void circles.refetch()} retrying={circles.isFetching} />;
  } else if (circles.data.length === 0) {
    body = empty;
  } else {
    body = (
      <>
        <ul aria-labelledby={id} className="grid gap-4 sm:grid-cols-2">
          {circles.data.map((circle) => (
            <li key={circle.id}>
              <CircleCard circle={circle} />
            </li>
          ))}
        </ul>
        {paged ? <LoadMoreButton query={paged}>Show more circles</LoadMoreButton> : null}
      </>
    );
  }
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <div>
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-muted-foreground">{description}</p>
      </div>
      {body}
    </section>
  );
}

/**
 * Spec §2 "Circles": My Circles, then Discover New Circles (the ones not joined, private ones
 * marked Invite Only). Where Discover is empty, the header's create button is offered again.
 * Discover appears once My Circles has its cards: how many there are is unknown until then, and
 * a section below them would jump when they arrive.
 */
export function CircleDirectory() {
  const mine = useMyCircles();
  const others = useOtherCircles();
  const noCirclesYet = mine.data?.length === 0;
  return (
    <div className="grid gap-10">
      <CircleSection
        title="My Circles"
        description="The smaller gatherings you belong to."
        circles={mine}
        joinable={false}
        empty={
          <EmptyState icon={Users} title="You haven't joined a circle yet" headingLevel="h3">
            Join one of the circles below, or start your own around a practice or a question you care about.
          </EmptyState>
        }
      />
      {mine.isPending ? null : (
        <CircleSection
          title="Discover New Circles"
          description="Circles you have not joined yet. Private ones open by invitation."
          circles={others}
          paged={others}
          joinable
          empty={
            noCirclesYet ? (
              <EmptyState icon={Sparkles} title="No circles found" headingLevel="h3" action={<CreateCircleButton />}>
                No one has started a circle yet. Yours could be the first.
              </EmptyState>
            ) : (
              <EmptyState icon={Compass} title="You've joined every circle" headingLevel="h3" action={<CreateCircleButton />}>
                When someone starts a new circle, it will appear here. Or start one yourself.
              </EmptyState>
            )
          }
        />
      )}
    </div>
  );
}
