import { Flower2 } from 'lucide-react';
import type { GuideLanguage } from '#shared/ai-guru-schemas.ts';
import type { GuideSource } from '#shared/types/ai-guru.ts';
import { EmptyState } from '@/components/empty-state.tsx';
import { OfflineBadge } from '@/components/offline-badge.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/utils.ts';
import { langOf } from '../utils/guide-options.ts';
import { GuideText } from './guide-text.tsx';
import { ListenButton } from './listen-button.tsx';
import { CHAT_SHARE_TOASTS, ShareButton } from './share-button.tsx';

const BUBBLE = 'grid max-w-[min(100%,42rem)] gap-2 rounded-3xl px-5 py-4';
const GUIDE_BUBBLE = 'border border-border bg-card text-card-foreground';

/** Spec §3 "Chat message (local)", with what this screen keeps beside it. */
export interface ChatMessage {
  role: 'user' | 'ai';
  content: string;
  timestamp: string;
  language: GuideLanguage;
  source?: GuideSource;
  /** A question asked by voice: the member's recording, which a share of its answer carries. */
  audioUrl?: string;
  /** The stored exchange an answer belongs to, and the question it answers: its Share button sends both. */
  conversationId?: string;
  question?: string;
}

/** An answer still being written: its language, and its words so far. */
export interface AnswerInProgress {
  language: GuideLanguage;
  text: string;
}

interface ChatLogProps {
  messages: ChatMessage[];
  /** The guide is answering: a quiet line stands in for its answer until its first words, which then grow in place. */
  answering: AnswerInProgress | null;
  /** Stored exchanges already shared as posts, so an answer shared from History reads Shared here too. */
  sharedIds: ReadonlySet<string>;
}

/** The running conversation of this visit, oldest first; the stored ones are under History. */
export function ChatLog({ messages, answering, sharedIds }: ChatLogProps) {
  if (messages.length === 0 && !answering) {
    return (
      <EmptyState icon={Flower2} title="Welcome, Seeker.">
        Ask whatever is on your heart. The guide answers in English, Hindi or Hinglish, at the length you choose.
      </EmptyState>
    );
  }
  const lastAnswer = messages.findLast((message) => message.role === 'ai');
  return (
    <>
      <ol aria-label="Conversation with the guide" className="grid gap-4">
        {messages.map((message) => (
          <li key={message.timestamp + message.role} className={cn('flex', message.role === 'user' ? 'justify-end' : 'justify-start')}>
            <article
              aria-label={message.role === 'user' ? 'You asked' : 'The guide answered'}
              className={cn(BUBBLE, message.role === 'user' ? 'bg-primary-soft text-primary-soft-foreground' : GUIDE_BUBBLE)}
            >
              {message.role === 'ai' ? (
                <div className="flex flex-wrap items-center gap-2 text-sm font-medium text-muted-foreground">
                  <span>The guide</span>
                  <OfflineBadge source={message.source} />
                </div>
              ) : null}
              <GuideText text={message.content} language={message.language} collapsible />
              {message.audioUrl ? (
                <audio controls src={message.audioUrl} aria-label="Your recorded question" className="h-11 w-full max-w-sm" />
              ) : null}
              {message.role === 'ai' ? (
                <div className="flex flex-wrap gap-2">
                  <ListenButton text={message.content} language={message.language} source={message.source} />
                  {message.conversationId && message.question !== undefined ? (
                    <ShareButton
                      target={{ conversationId: message.conversationId, chat: { question: message.question, response: message.content } }}
                      shared={sharedIds.has(message.conversationId)}
                      toasts={CHAT_SHARE_TOASTS}
                      label="this answer"
                    />
                  ) : null}
                </div>
              ) : null}
            </article>
          </li>
        ))}
        {answering?.text ? (
          // Not a live region: a screen reader hears the answer once, whole, from the region below.
          <li className="flex justify-start">
            <article aria-label="The guide is answering" aria-busy="true" className={cn(BUBBLE, GUIDE_BUBBLE)}>
              <span className="text-sm font-medium text-muted-foreground">The guide</span>
              <GuideText text={answering.text} language={answering.language} />
            </article>
          </li>
        ) : answering ? (
          <li role="status" className="flex items-center gap-2 text-muted-foreground">
            <Spinner />
            The guide is reflecting…
          </li>
        ) : null}
      </ol>
      <p aria-live="polite" lang={lastAnswer && langOf(lastAnswer.language)} className="sr-only">
        {lastAnswer?.content}
      </p>
    </>
  );
}
