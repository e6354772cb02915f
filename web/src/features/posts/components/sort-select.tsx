import type { Arrival } from '@/components/deferred.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { FEED_SORT_LABELS, FEED_SORTS, type FeedSort } from '#shared/types/post.ts';

interface SortSelectProps extends Arrival {
  id: string;
  sort: FeedSort;
  onValueChange: (value: string) => void;
  className: string;
}

/** The feed's six sorts (feed.tsx shows it once its code has arrived). */
export default function SortSelect({ id, sort, onValueChange, className, defaultOpen }: SortSelectProps) {
  return (
    <Select value={sort} onValueChange={onValueChange} defaultOpen={defaultOpen}>
      <SelectTrigger id={id} className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {FEED_SORTS.map((value) => (
          <SelectItem key={value} value={value}>
            {FEED_SORT_LABELS[value]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
