import * as TabsPrimitive from '@radix-ui/react-tabs';
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils.ts';

/** How wide the fade at a hidden edge is, in px; a tab scrolled into view clears it. */
const FADE = 40;

export const Tabs = TabsPrimitive.Root;

function prefersReducedMotion() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls the strip just enough that `tab` sits clear of both fades. */
function reveal(list: HTMLElement, tab: HTMLElement) {
  const strip = list.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  const by = box.left < strip.left + FADE ? box.left - strip.left - FADE : box.right > strip.right - FADE ? box.right - strip.right + FADE : 0;
  if (by !== 0) list.scrollBy({ left: by, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

/**
 * Which ends of the strip hide tabs, kept current as it scrolls or resizes; and the active tab
 * scrolled into view whenever it changes (a click on a half-hidden tab, or a tab chosen in code).
 */
function useScrollingStrip() {
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState({ start: false, end: false });
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const measure = () => {
      const start = list.scrollLeft > 1;
      const end = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      setHidden((current) => (current.start === start && current.end === end ? current : { start, end }));
    };
    const revealActive = () => {
      const active = list.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
      if (active) reveal(list, active);
    };
    measure();
    revealActive();
    const resizes = new ResizeObserver(measure);
    resizes.observe(list);
    const switches = new MutationObserver(revealActive);
    switches.observe(list, { subtree: true, attributeFilter: ['data-state'] });
    list.addEventListener('scroll', measure, { passive: true });
    return () => {
      resizes.disconnect();
      switches.disconnect();
      list.removeEventListener('scroll', measure);
    };
  }, []);
  return { ref, hidden };
}

/**
 * The tab bar scrolls sideways on a narrow screen rather than squeezing its labels. An edge that
 * hides tabs fades out, so the strip shows that there is more (phones show no scrollbar until it moves).
 */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  const { ref, hidden } = useScrollingStrip();
  return (
    <TabsPrimitive.List
      ref={ref}
      data-more-before={hidden.start || undefined}
      data-more-after={hidden.end || undefined}
      style={{
        ['--fade-start' as string]: hidden.start ? `${FADE}px` : '0px',
        ['--fade-end' as string]: hidden.end ? `${FADE}px` : '0px',
      }}
      className={cn(
        'flex max-w-full gap-1 overflow-x-auto rounded-2xl bg-muted p-1 [scrollbar-width:thin]',
        '[mask-image:linear-gradient(to_right,transparent,black_var(--fade-start),black_calc(100%-var(--fade-end)),transparent)]',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex min-h-11 shrink-0 items-center justify-center rounded-xl px-4 text-base font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground',
        'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-6 outline-none', className)} {...props} />;
}
