import { Badge } from '@/components/ui/badge.tsx';

/** The circle a post was written in: a member-chosen name of any length, so it wraps inside its badge. */
export function CircleBadge({ name }: { name: string }) {
  return (
    <Badge variant="secondary" className="max-w-full rounded-2xl whitespace-normal wrap-anywhere">
      Circle: {name}
    </Badge>
  );
}
