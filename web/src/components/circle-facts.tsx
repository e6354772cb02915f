import { Globe, Lock, Users } from 'lucide-react';
import type { Circle } from '#shared/types/circle.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { useT } from '@/lib/i18n.tsx';
import { cn } from '@/lib/utils.ts';
import { componentMessages } from './messages/index.ts';

export const memberCountLabel = (count: number) => componentMessages.say('circle.members', { count });

/**
 * Spec §2: "N new posts today", of the member's own day (their time zone: docs/decisions.md "The
 * member's own day"). A quiet circle says nothing rather than "0 new posts today", which reads like
 * a reproach.
 */
export const postsTodayLabel = (count: number) =>
  count > 0 ? componentMessages.say('circle.postsToday', { count }) : null;

export function PrivacyBadge({ circle }: { circle: Pick<Circle, 'isPrivate'> }) {
  const t = useT(componentMessages);
  const Icon = circle.isPrivate ? Lock : Globe;
  return (
    <Badge variant={circle.isPrivate ? 'accent' : 'secondary'}>
      <Icon aria-hidden="true" className="size-3.5" />
      {t(circle.isPrivate ? 'circle.private' : 'circle.public')}
    </Badge>
  );
}

/** A circle's size and today's activity, as the cards and the home feed's suggestion show them. */
export function CircleStats({ circle, className }: { circle: Pick<Circle, 'memberCount' | 'recentPostCount'>; className?: string }) {
  // Read here too, so the counts below are drawn once this catalogue speaks the interface's language.
  useT(componentMessages);
  const today = postsTodayLabel(circle.recentPostCount);
  return (
    <p className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground', className)}>
      <span className="inline-flex items-center gap-1.5">
        <Users aria-hidden="true" className="size-4" />
        {memberCountLabel(circle.memberCount)}
      </span>
      {today ? <span>{today}</span> : null}
    </p>
  );
}
