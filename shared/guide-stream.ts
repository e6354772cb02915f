/**
 * The guide's answer as it is written (docs/ai-guru.md, "Streaming"): a caller that accepts
 * GUIDE_STREAM_TYPE gets newline-delimited JSON, one event a line — pieces of text as the provider
 * writes them, then the whole answer (what the JSON answer carries) or an error. NDJSON rather than
 * server-sent events: the browser reads a POST's answer with fetch either way, and a line of JSON
 * needs no framing of its own. The SPA, the tests and the benchmark read it with readGuideStream.
 */
import type { GuideAnswer } from './types/ai-guru.ts';

export const GUIDE_STREAM_TYPE = 'application/x-ndjson';

export type GuideStreamEvent =
  | { type: 'text'; text: string }
  /** The last event of an answer that came whole; it is stored by then. */
  | { type: 'answer'; answer: GuideAnswer }
  /** The last event of an answer that broke off after it began: nothing was stored. */
  | { type: 'error'; status: number; message: string; code: string };

export const guideStreamLine = (event: GuideStreamEvent): string => `${JSON.stringify(event)}\n`;

/** The events of a stream's body, each as soon as its line is complete. */
export async function* readGuideStream(body: ReadableStream<Uint8Array>): AsyncGenerator<GuideStreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    pending += decoder.decode(value, { stream: true });
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) yield JSON.parse(line) as GuideStreamEvent;
  }
  if (pending.trim()) yield JSON.parse(pending) as GuideStreamEvent;
}
