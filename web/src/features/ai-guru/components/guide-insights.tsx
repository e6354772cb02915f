import type { UseQueryResult } from '@tanstack/react-query';
import { type LucideIcon, Sparkles, Sun } from 'lucide-react';
import type { GuideSource } from '#shared/types/ai-guru.ts';
import { OfflineBadge } from '@/components/offline-badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useDailyWisdom } from '../api/get-daily-wisdom.ts';
import { usePersonalGuidance } from '../api/get-personal-guidance.ts';
import { GuideText } from './guide-text.tsx';

interface InsightCardProps<T extends { source: GuideSource }> {
  title: string;
  icon: LucideIcon;
  query: UseQueryResult<T>;
  textOf: (data: T) => string;
  errorText: string;
}

function InsightCard<T extends { source: GuideSource }>({ title, icon: Icon, query, textOf, errorText }: InsightCardProps<T>) {
  return (
    <Card className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Icon aria-hidden="true" className="size-5 text-primary" />
          {title}
        </h2>
        {query.isSuccess ? <OfflineBadge source={query.data.source} /> : null}
      </div>
      {query.isPending ? (
        <div role="status" className="grid gap-2">
          <span className="sr-only">Loading {title}</span>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ) : query.isError ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-muted-foreground">{errorText}</p>
          <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
            Try again
          </Button>
        </div>
      ) : (
        <GuideText text={textOf(query.data)} />
      )}
    </Card>
  );
}

/** Today's Wisdom (the same for everyone today) and Personal Guidance (from the member's own journey). */
export function GuideInsights() {
  const wisdom = useDailyWisdom();
  const guidance = usePersonalGuidance();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <InsightCard title="Today's Wisdom" icon={Sun} query={wisdom} textOf={(data) => data.wisdom} errorText="Today's wisdom could not be loaded." />
      <InsightCard title="Personal Guidance" icon={Sparkles} query={guidance} textOf={(data) => data.guidance} errorText="Your guidance could not be loaded." />
    </div>
  );
}
