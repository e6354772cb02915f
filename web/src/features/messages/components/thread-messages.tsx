import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Message } from '#shared/types/message.ts';
import { LoadError } from '@/components/load-error.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { cn } from '@/lib/utils.ts';
import { useMessages } from '../api/get-messages.ts';
import { useMarkConversationRead } from '../api/mark-conversation-read.ts';
import { UNREADABLE_MESSAGE } from './unreadable-message.ts';

/** The spec's three loading placeholders, on alternating sides like the messages they stand for. */
const PLACEHOLDERS = ['mr-auto w-3/5', 'ml-auto w-1/2', 'mr-auto w-2/5'];

/** A thread while it loads (also while the inbox says which conversation a link means). */
export function MessagePlaceholders() {
  return (
    <ul aria-busy="true" aria-label="Loading messages" className="grid flex-1 content-start gap-4 p-4">
      {PLACEHOLDERS.map((width, i) => (
        <li key={i} data-testid="message-placeholder" className={width}>
          <Skeleton className="h-14 rounded-2xl" />
        </li>
      ))}
    </ul>
  );
}

function MessageBubble({ message, mine }: { message: Message; mine: boolean }) {
  return (
    <li className={cn('flex max-w-[85%] flex-col gap-1 sm:max-w-[75%]', mine ? 'ml-auto items-end' : 'mr-auto items-start')}>
      <div
        className={cn(
          'max-w-full rounded-2xl px-4 py-2.5 wrap-anywhere whitespace-pre-wrap',
          mine ? 'rounded-br-md bg-primary-soft text-primary-soft-foreground' : 'rounded-bl-md bg-muted',
        )}
      >
        <span className="sr-only">{mine ? 'You: ' : 'They: '}</span>
        {message.content ?? <span className="text-muted-foreground italic">{UNREADABLE_MESSAGE}</span>}
      </div>
      <time dateTime={message.createdAt} className="px-1 text-xs text-muted-foreground">
        {formatDateTime(message.createdAt)}
      </time>
    </li>
  );
}

interface ThreadMessagesProps {
  conversationId: string;
  currentUserId: string;
  /** Names the scrolling region, e.g. "Messages with Quiet Fern". */
  label: string;
}

/** A conversation's messages, oldest at the top, polled while open; earlier pages on demand. */
export function ThreadMessages({ conversationId, currentUserId, label }: ThreadMessagesProps) {
  const thread = useMessages(conversationId);
  const { mutate: markRead } = useMarkConversationRead();
  const scroller = useRef<HTMLDivElement>(null);
  const messages = thread.data ? thread.data.pages.toReversed().flatMap((page) => page.messages) : [];
  const newestId = messages.at(-1)?.id;

  // The member has seen the thread up to its newest message: marked read on opening and each time
  // one arrives, which also asks the inbox (its unread counts, the navigation's badge) again.
  useEffect(() => {
    if (newestId) markRead(conversationId);
  }, [newestId, conversationId, markRead]);

  // The newest message in view on opening and when one arrives; older pages load above without a jump.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box && newestId) box.scrollTop = box.scrollHeight;
  }, [newestId]);

  if (thread.isPending) return <MessagePlaceholders />;
  if (thread.isError) {
    return (
      <div className="p-4">
        <LoadError title="We couldn't load this conversation" headingLevel="h3" onRetry={() => void thread.refetch()} retrying={thread.isFetching} />
      </div>
    );
  }
  return (
    // Focusable so the messages scroll from the keyboard too.
    <div ref={scroller} role="region" aria-label={label} tabIndex={0} className="min-h-0 flex-1 overflow-y-auto p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring">
      {thread.hasNextPage ? (
        <div className="mb-4 flex justify-center">
          <Button variant="ghost" onClick={() => void thread.fetchNextPage()} disabled={thread.isFetchingNextPage}>
            {thread.isFetchingNextPage ? <Spinner /> : null}
            Load earlier messages
          </Button>
        </div>
      ) : null}
      <ol className="grid gap-3">
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} mine={message.senderId === currentUserId} />
        ))}
      </ol>
    </div>
  );
}
