/** The AI guide's answers (specification §3, §9). */

/**
 * Beyond the specification: who wrote a guide text. `offline` is the project's own library of
 * passages, used when no provider is configured; the screen labels such answers as the offline guide.
 */
export type GuideSource = 'offline' | 'openai';

export interface DailyWisdom {
  wisdom: string;
  source: GuideSource;
}

export interface PersonalGuidance {
  guidance: string;
  source: GuideSource;
}

export interface GuideAnswer {
  response: string;
  source: GuideSource;
  /** Beyond the specification: the stored exchange's id (its share button). */
  conversationId: string;
  /** Beyond the specification: the answer is a crisis answer with help resources. */
  crisis: boolean;
}

/** A stored exchange (specification §3, "Conversation"). */
export interface GuideConversation {
  id: string;
  question: string;
  response: string;
  topics: string[];
  language: string;
  createdAt: string;
  sharedAsPostId: string | null;
  /** Beyond the specification: the member's recorded question when they asked by voice (its post carries it), and its seconds. */
  audioUrl: string | null;
  audioDuration: number | null;
}

export interface SharedAsPost {
  postId: string;
}

/** POST /api/ai-guru/transcribe: the recording's words, and the recording kept as the member's own media. */
export interface Transcription {
  transcription: string;
  audioUrl: string;
}
