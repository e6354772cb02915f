import { MessageCircle, UserRoundX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { cn } from '@/lib/utils.ts';
import { useConversationWith } from '../api/get-conversation-with.ts';
import { useConversations } from '../api/get-conversations.ts';
import { useRecipient } from '../api/get-recipient.ts';
import { ConversationList } from './conversation-list.tsx';
import { MessagePlaceholders } from './thread-messages.tsx';
import { ThreadPane } from './thread-pane.tsx';

/** A member with no conversation yet: their persona for the header, and the first message starts one. */
function NewThread({ userId, currentUserId }: { userId: string; currentUserId: string }) {
  const recipient = useRecipient(userId);
  if (recipient.isPending) return <MessagePlaceholders />;
  if (recipient.isError || !recipient.data.isApproved) {
    return (
      <EmptyState
        icon={UserRoundX}
        title="This member can't be messaged"
        className="m-4 border-none"
        action={
          <Link to={paths.messages.getHref()} className={buttonVariants({ variant: 'outline' })}>
            Back to conversations
          </Link>
        }
      >
        They may have left the community, or the link may be mistyped.
      </EmptyState>
    );
  }
  const { id, anonymousName, avatar } = recipient.data;
  return <ThreadPane participant={{ id, anonymousName, avatar }} conversationId={null} currentUserId={currentUserId} />;
}

interface MessagesScreenProps {
  currentUserId: string;
  /** `?user=`: the member whose conversation is open, started on the first message if there is none. */
  selectedUserId: string | null;
}

/**
 * /messages: the conversation list beside the open thread from md up; below it, one at a time
 * (the thread's back button returns to the list).
 */
export function MessagesScreen({ currentUserId, selectedUserId }: MessagesScreenProps) {
  const conversations = useConversations();
  // One's own id names no conversation (members cannot message themselves): the list alone.
  const selected = selectedUserId && selectedUserId !== currentUserId ? selectedUserId : null;
  const listed = selected ? conversations.data?.find((each) => each.otherParticipant.id === selected) : undefined;
  // Not on a loaded page: asked for directly (an older conversation, or none yet).
  const lookup = useConversationWith(selected ?? '', { enabled: !!selected && conversations.isSuccess && !listed });
  const conversation = listed ?? lookup.data ?? undefined;

  let thread;
  if (!selected) {
    thread = (
      <EmptyState icon={MessageCircle} title="Choose a conversation" className="m-4 border-none">
        Pick someone from the list to read and reply, or write to a member from the Members page.
      </EmptyState>
    );
  } else if (conversation) {
    thread = <ThreadPane participant={conversation.otherParticipant} conversationId={conversation.id} currentUserId={currentUserId} />;
  } else if (conversations.isPending || lookup.isPending) {
    thread = <MessagePlaceholders />;
  } else if (conversations.isError || lookup.isError) {
    const failed = conversations.isError ? conversations : lookup;
    thread = <LoadError title="We couldn't load this conversation" onRetry={() => void failed.refetch()} retrying={failed.isFetching} />;
  } else {
    thread = <NewThread key={selected} userId={selected} currentUserId={currentUserId} />;
  }

  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] md:items-start">
      <section aria-labelledby="conversations-heading" className={cn('min-w-0', selected && 'max-md:hidden')}>
        <h2 id="conversations-heading" className="mb-3 text-lg font-semibold">
          Conversations
        </h2>
        <ConversationList conversations={conversations} selectedUserId={selected} />
      </section>
      <section
        aria-label="Conversation"
        className={cn(
          // The whole screen between the bars: on phones the page's heading steps aside (messages.tsx).
          'flex h-[calc(100dvh-11.5rem)] min-h-[26rem] min-w-0 flex-col overflow-hidden rounded-3xl border border-border bg-card md:h-[min(calc(100dvh-15.5rem),48rem)]',
          !selected && 'max-md:hidden',
        )}
      >
        {thread}
      </section>
    </div>
  );
}
