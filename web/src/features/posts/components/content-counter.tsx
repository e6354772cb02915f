import { POST_CONTENT_MAX } from '#shared/limits.ts';
import { cn } from '@/lib/utils.ts';

/** "123/1000" under a post or reflection box, turning to the error colour past the limit. */
export function ContentCounter({ id, length }: { id: string; length: number }) {
  return (
    <p
      id={id}
      className={cn('ml-auto text-sm tabular-nums', length > POST_CONTENT_MAX ? 'text-destructive' : 'text-muted-foreground')}
    >
      {length}/{POST_CONTENT_MAX}
    </p>
  );
}
