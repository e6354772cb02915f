import { useId, useState } from 'react';
import { GUIDE_DISPLAY } from '@/config/limits.ts';
import { cn } from '@/lib/utils.ts';
import { langOf } from '../utils/guide-options.ts';

interface GuideTextProps {
  text: string;
  /** The guide language the text is in; Hindi is marked so Devanagari gets its font and voice. */
  language?: string;
  /** Long text collapses to three lines behind See More (the running conversation, spec §2). */
  collapsible?: boolean;
  className?: string;
}

/** A question or an answer as the guide's screen shows it: its own paragraphs, in its own language. */
export function GuideText({ text, language, collapsible = false, className }: GuideTextProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const collapses = collapsible && text.length > GUIDE_DISPLAY.collapseAfterChars;
  return (
    <div className={className}>
      <p id={id} lang={langOf(language)} className={cn('max-w-[65ch] whitespace-pre-line', collapses && !expanded && 'line-clamp-3')}>
        {text}
      </p>
      {collapses ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
          className="mt-1 min-h-11 rounded-lg text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {expanded ? 'See Less' : 'See More'}
        </button>
      ) : null}
    </div>
  );
}
