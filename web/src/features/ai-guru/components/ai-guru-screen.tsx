import { useState } from 'react';
import { Card } from '@/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { toast } from '@/lib/toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useAskQuestion } from '../api/ask-question.ts';
import { useGuideConversations } from '../api/get-conversations.ts';
import { DEFAULT_WORD_COUNT, defaultGuideLanguage } from '../utils/guide-options.ts';
import { AskForm, type AskSettings } from './ask-form.tsx';
import { type AnswerInProgress, type ChatMessage, ChatLog } from './chat-log.tsx';
import { ExportPanel } from './export-panel.tsx';
import { GuideInsights } from './guide-insights.tsx';
import { HistoryList } from './history-list.tsx';
import type { VoiceQuestion } from './voice-section.tsx';

interface AiGuruScreenProps {
  /** The member's spiritual journey, sent as the question's context (spec §7). */
  journey: string;
}

/** Spec §2 "AI guide": the day's two cards, the running conversation, and Chat, History, Export. */
export function AiGuruScreen({ journey }: AiGuruScreenProps) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [settings, setSettings] = useState<AskSettings>(() => ({ language: defaultGuideLanguage(), wordCount: DEFAULT_WORD_COUNT }));
  const [answering, setAnswering] = useState<AnswerInProgress | null>(null);
  const conversations = useGuideConversations();
  const ask = useAskQuestion({
    onText: (text) => setAnswering((current) => current && { ...current, text }),
    onSuccess: () => toast({ title: 'Guidance Received', description: 'The guide has answered your question.' }),
    onError: (error) => toastError(error, 'Failed to get guidance. Please try again.', { preferServerMessage: true }),
  });
  const sharedIds = new Set(conversations.data?.filter((item) => item.sharedAsPostId !== null).map((item) => item.id));
  const count = conversations.data?.length;

  const onAsk = async (question: string, recording: VoiceQuestion | null) => {
    const asked: ChatMessage = {
      role: 'user',
      content: question,
      timestamp: new Date().toISOString(),
      language: settings.language,
      audioUrl: recording?.audioUrl,
    };
    const history = messages.map(({ role, content, timestamp }) => ({ role, content, timestamp }));
    setMessages((current) => [...current, asked]);
    setAnswering({ language: settings.language, text: '' });
    try {
      // The recording is kept with the exchange, so that sharing the answer carries the member's voice.
      const answer = await ask.mutateAsync({ question, context: journey, ...settings, conversationHistory: history, ...recording });
      setMessages((current) => [
        ...current,
        {
          role: 'ai',
          content: answer.response,
          timestamp: new Date().toISOString(),
          language: settings.language,
          source: answer.source,
          conversationId: answer.conversationId,
          question,
        },
      ]);
      return true;
    } catch {
      // The toast has told them; the question goes back to the box to try again.
      setMessages((current) => current.filter((message) => message !== asked));
      return false;
    } finally {
      setAnswering(null);
    }
  };

  return (
    <div className="grid gap-8">
      <GuideInsights />
      <section aria-labelledby="guide-conversation" className="grid gap-4">
        <h2 id="guide-conversation" className="text-xl font-semibold">
          Conversation
        </h2>
        <ChatLog messages={messages} answering={answering} sharedIds={sharedIds} />
      </section>
      <Tabs defaultValue="chat">
        <TabsList aria-label="The guide">
          <TabsTrigger value="chat">Chat</TabsTrigger>
          <TabsTrigger value="history" className="gap-2">
            History
            {count ? (
              <span className="rounded-full bg-primary-soft px-2 text-sm text-primary-soft-foreground tabular-nums">
                {count}
                <span className="sr-only">{count === 1 ? ' conversation' : ' conversations'}</span>
              </span>
            ) : null}
          </TabsTrigger>
          <TabsTrigger value="export">Export</TabsTrigger>
        </TabsList>
        <TabsContent value="chat">
          <Card>
            <AskForm settings={settings} onSettingsChange={setSettings} onAsk={onAsk} asking={ask.isPending} />
          </Card>
        </TabsContent>
        <TabsContent value="history">
          <HistoryList conversations={conversations} />
        </TabsContent>
        <TabsContent value="export">
          <Card>
            <ExportPanel count={count} />
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}
