import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/utils.ts';

/** Movements smaller than this (a finger resting, a trackpad's jitter) change nothing. */
const SLACK_PX = 8;

/**
 * Whether the page is being read (scrolled down) or looked back over (scrolled up). At the top
 * and at the very end nothing is being passed over, so the answer there is "looking".
 */
function useReadingDown(): boolean {
  const [readingDown, setReadingDown] = useState(false);
  useEffect(() => {
    let last = 0;
    // Read in the next frame, whose layout runs anyway: read here, the scroll position would force
    // the just-rendered page's layout into the render's own task and make it a long one.
    const frame = requestAnimationFrame(() => {
      last = window.scrollY;
    });
    const onScroll = () => {
      const y = window.scrollY;
      const atEnd = y + window.innerHeight >= document.documentElement.scrollHeight - SLACK_PX;
      if (y <= SLACK_PX || atEnd) setReadingDown(false);
      else if (Math.abs(y - last) < SLACK_PX) return;
      else setReadingDown(y > last);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return readingDown;
}

/**
 * A feed's floating create button (spec §2). Below xl the feed's column reaches under it, so it
 * steps aside while the member scrolls down through posts and comes back when they scroll up or
 * reach the top or the end (docs/decisions.md); a keyboard focus always brings it back.
 */
export function FloatingCreateButton({ to }: { to: string }) {
  const readingDown = useReadingDown();
  return (
    <Link
      to={to}
      aria-label="Create a post"
      title="Create a post"
      data-testid="floating-create"
      data-stepped-aside={readingDown || undefined}
      className={cn(
        'fixed right-4 bottom-24 z-10 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg md:right-8 md:bottom-8',
        'transition-[background-color,translate,opacity] duration-300 hover:bg-primary/90',
        readingDown && 'max-xl:pointer-events-none max-xl:translate-y-40 max-xl:opacity-0 max-xl:focus-visible:translate-y-0 max-xl:focus-visible:opacity-100',
      )}
    >
      <Plus aria-hidden="true" className="size-7" />
    </Link>
  );
}
