import type { UseQueryResult } from '@tanstack/react-query';
import { History } from 'lucide-react';
import type { GuideConversation } from '#shared/types/ai-guru.ts';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { GUIDE_DISPLAY } from '@/config/limits.ts';
import { formatDateTime } from '@/lib/format.ts';
import { GuideText } from './guide-text.tsx';
import { HISTORY_SHARE_TOASTS, ShareButton } from './share-button.tsx';

const TOPICS_SHOWN = 2;

/** Spec §2 History: newest first, numbered in reverse so the first question asked stays number 1. */
export function HistoryList({ conversations }: { conversations: UseQueryResult<GuideConversation[]> }) {
  if (conversations.isPending) {
    return (
      <div role="status" className="grid gap-4">
        <span className="sr-only">Loading your conversations</span>
        {[0, 1].map((key) => (
          <Skeleton key={key} className="h-32 w-full rounded-3xl" />
        ))}
      </div>
    );
  }
  if (conversations.isError) {
    return <LoadError title="We couldn't load your conversations" headingLevel="h3" onRetry={() => void conversations.refetch()} retrying={conversations.isFetching} />;
  }
  if (conversations.data.length === 0) {
    return (
      <EmptyState icon={History} title="No conversation history yet" headingLevel="h3">
        Your questions and the guide's answers are kept here, for you alone.
      </EmptyState>
    );
  }
  const total = conversations.data.length;
  return (
    // A scroll area with its own tab stop, so a keyboard can scroll it too.
    <div tabIndex={0} role="region" aria-label="Conversation history" className="overflow-y-auto rounded-3xl border border-border" style={{ height: GUIDE_DISPLAY.historyHeightPx }}>
      <ol className="grid gap-3 p-3 sm:p-4">
        {conversations.data.map((conversation, index) => {
          const number = total - index;
          return (
            <li key={conversation.id} className="grid gap-3 rounded-2xl bg-card p-4 text-card-foreground shadow-sm">
              <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <span className="font-semibold text-foreground">#{number}</span>
                <time dateTime={conversation.createdAt}>{formatDateTime(conversation.createdAt)}</time>
                {conversation.topics.slice(0, TOPICS_SHOWN).map((topic) => (
                  <Badge key={topic} variant="secondary">
                    {topic}
                  </Badge>
                ))}
              </div>
              <GuideText text={conversation.question} language={conversation.language} className="font-medium" />
              <GuideText text={conversation.response} language={conversation.language} collapsible className="text-muted-foreground" />
              <div>
                <ShareButton
                  target={{ conversationId: conversation.id }}
                  shared={conversation.sharedAsPostId !== null}
                  toasts={HISTORY_SHARE_TOASTS}
                  label={`conversation ${number}`}
                />
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
