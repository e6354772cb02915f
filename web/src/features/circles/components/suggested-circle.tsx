import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { useOtherCircles } from '../api/get-other-circles.ts';
import { CircleStats } from '@/components/circle-facts.tsx';
import { JoinCircleButton } from './join-circle-button.tsx';

/**
 * Spec §2 "Home feed": one suggested circle, the newest public one the member has not joined (in the first page),
 * with its join action, placed among the feed's posts so that its arrival shifts nothing in view. While the list loads, when it fails and when there is none, nothing: a
 * suggestion is never worth a spinner or an error on the home screen.
 */
export function SuggestedCircle() {
  const id = useId();
  const nameId = useId();
  // The newest public circle of the first page: a suggestion never asks for more pages.
  const circle = useOtherCircles().data?.find((each) => !each.isPrivate);
  if (!circle) return null;
  return (
    <section
      aria-labelledby={id}
      data-testid="suggested-circle"
      className="flex flex-col gap-4 rounded-3xl border border-border bg-primary-soft/50 p-5 sm:flex-row sm:items-center sm:p-6"
    >
      <div className="grid min-w-0 flex-1 gap-1">
        <h2 id={id} className="text-sm font-medium text-muted-foreground">
          A circle you might like
        </h2>
        <p id={nameId} className="text-lg font-semibold wrap-anywhere">
          <Link
            to={paths.circle.getHref(circle.id)}
            className="-my-2.5 inline-flex min-h-11 max-w-full items-center underline-offset-4 hover:underline"
          >
            {circle.name}
          </Link>
        </p>
        <p className="line-clamp-2 text-muted-foreground wrap-anywhere">{circle.description}</p>
        <CircleStats circle={circle} className="mt-1" />
      </div>
      <JoinCircleButton circle={circle} className="self-start sm:self-center" aria-describedby={nameId}>
        Join Circle
      </JoinCircleButton>
    </section>
  );
}
