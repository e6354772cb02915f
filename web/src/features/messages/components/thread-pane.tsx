import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Participant } from '#shared/types/message.ts';
import { FORMER_MEMBER } from '#shared/types/post.ts';
import { PersonaAvatar } from '@/components/persona-avatar.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { displayName } from '@/lib/persona.ts';
import { EncryptionNote } from './encryption-note.tsx';
import { MessageComposer } from './message-composer.tsx';
import { ThreadMessages } from './thread-messages.tsx';

interface ThreadPaneProps {
  /** The other member. */
  participant: Participant;
  /** Null until the first message starts the conversation. */
  conversationId: string | null;
  currentUserId: string;
}

/** One conversation: who it is with, its messages, and the composer. */
export function ThreadPane({ participant, conversationId, currentUserId }: ThreadPaneProps) {
  const name = displayName(participant.anonymousName);
  // The other member erased their account (issue 15 §2): their messages are gone, and no one is there to answer.
  const former = participant.id === FORMER_MEMBER.id;
  return (
    <div className="flex h-full min-h-0 flex-col">
      <header className="grid gap-2 border-b border-border p-4">
        <div className="flex items-center gap-3">
          <Link
            to={paths.messages.getHref()}
            aria-label="Back to conversations"
            className={buttonVariants({ variant: 'ghost', size: 'icon', className: '-ml-2 md:hidden' })}
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
          </Link>
          <PersonaAvatar name={name} avatar={participant.avatar} size="sm" />
          <h2 className="min-w-0 flex-1 text-lg font-semibold wrap-anywhere">
            {former ? (
              name
            ) : (
              <Link to={paths.user.getHref(participant.id)} className="hover:underline">
                {name}
              </Link>
            )}
          </h2>
        </div>
        <EncryptionNote />
      </header>
      {conversationId ? (
        <ThreadMessages key={conversationId} conversationId={conversationId} currentUserId={currentUserId} label={`Messages with ${name}`} />
      ) : (
        <p className="flex flex-1 items-center justify-center p-6 text-center text-muted-foreground">
          This is the beginning of your conversation with {name}.
        </p>
      )}
      <div className="border-t border-border p-4">
        {former ? (
          <p className="text-center text-muted-foreground">This member has left the community. Your messages stay here for you.</p>
        ) : (
          <MessageComposer
            key={participant.id}
            target={conversationId ? { conversationId } : { recipientId: participant.id }}
            label={`Message ${name}`}
            hideLabel
            rows={2}
          />
        )}
      </div>
    </div>
  );
}
