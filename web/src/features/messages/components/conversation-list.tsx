import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Conversation } from '#shared/types/message.ts';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { PersonaAvatar } from '@/components/persona-avatar.tsx';
import { LoadMoreButton } from '@/components/load-more-button.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { CountBadge } from '@/components/ui/count-badge.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { formatAge } from '@/lib/age.ts';
import { displayName } from '@/lib/persona.ts';
import { cn } from '@/lib/utils.ts';
import type { useConversations } from '../api/get-conversations.ts';
import { UNREADABLE_MESSAGE } from './unreadable-message.ts';

/** The spec's five loading placeholders. */
const PLACEHOLDERS = 5;

function ConversationRow({ conversation, selected }: { conversation: Conversation; selected: boolean }) {
  const other = conversation.otherParticipant;
  const name = displayName(other.anonymousName);
  const unread = conversation.unreadCount;
  return (
    <li>
      <Link
        to={paths.messages.getHref(other.id)}
        aria-current={selected ? 'page' : undefined}
        className={cn(
          'flex gap-3 rounded-2xl border p-3 transition-colors hover:bg-muted/60',
          selected ? 'border-primary/50 bg-primary-soft' : 'border-transparent',
        )}
      >
        <PersonaAvatar name={name} avatar={other.avatar} />
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-2">
            <p className={cn('min-w-0 wrap-anywhere', unread > 0 ? 'font-semibold' : 'font-medium')}>{name}</p>
            <time dateTime={conversation.lastActivity} className="shrink-0 text-sm text-muted-foreground">
              {formatAge(conversation.lastActivity)}
            </time>
          </div>
          <div className="mt-0.5 flex items-start justify-between gap-2">
            <p className={cn('line-clamp-2 min-w-0 wrap-anywhere', unread > 0 ? 'text-foreground' : 'text-muted-foreground')}>
              {conversation.lastMessage ?? <span className="italic">{UNREADABLE_MESSAGE}</span>}
            </p>
            <CountBadge count={unread} cap={99} className="mt-0.5" />
          </div>
          {unread > 0 ? <span className="sr-only">{`, ${unread} unread`}</span> : null}
        </div>
      </Link>
    </li>
  );
}

interface ConversationListProps {
  conversations: ReturnType<typeof useConversations>;
  selectedUserId: string | null;
}

export function ConversationList({ conversations, selectedUserId }: ConversationListProps) {
  if (conversations.isPending) {
    return (
      <ul aria-busy="true" aria-label="Loading conversations" className="grid gap-2">
        {Array.from({ length: PLACEHOLDERS }, (_, i) => (
          <li key={i} data-testid="conversation-placeholder" className="flex gap-3 p-3">
            <Skeleton className="size-11 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-4 w-full" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (conversations.isError) {
    return <LoadError title="We couldn't load your conversations" onRetry={() => void conversations.refetch()} retrying={conversations.isFetching} />;
  }
  if (conversations.data.length === 0) {
    return (
      <EmptyState
        icon={MessageCircle}
        title="No conversations yet"
        action={
          <Link to={paths.members.getHref()} className={buttonVariants({ variant: 'outline' })}>
            Find a member
          </Link>
        }
      >
        Write to a member from the Members page or their profile, and your conversation appears here.
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-3">
      <ul aria-label="Conversations" className="grid gap-1">
        {conversations.data.map((conversation) => (
          <ConversationRow
            key={conversation.id}
            conversation={conversation}
            selected={conversation.otherParticipant.id === selectedUserId}
          />
        ))}
      </ul>
      <LoadMoreButton query={conversations}>Show older conversations</LoadMoreButton>
    </div>
  );
}
