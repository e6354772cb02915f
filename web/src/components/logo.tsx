import { cn } from '@/lib/utils.ts';

/** The mark: a quiet circle within a circle. Decorative; the app's name always stands beside it or in the page. */
export function Logo({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-emerald-700 to-violet-800',
        className,
      )}
    >
      <span className="size-[45%] rounded-full border-2 border-white/90" />
    </span>
  );
}
