/** GET /api/ai-guru/export: the member's whole guide history as a text file named by the day. */
import type { GuideConversation } from '#shared/types/ai-guru.ts';
import { listExchanges, utcDay } from '../items/exchange.ts';
import type { ApiResult } from '../../lib/http.ts';

const entryText = (exchange: GuideConversation, index: number) =>
  [
    `${index + 1}. ${exchange.createdAt.slice(0, 16).replace('T', ' ')} UTC (${exchange.language})`,
    `Question: ${exchange.question}`,
    `Answer: ${exchange.response}`,
    `Topics: ${exchange.topics.join(', ')}`,
  ].join('\n');

export async function exportConversations(userId: string, now = new Date()): Promise<ApiResult> {
  const day = utcDay(now);
  const oldestFirst = (await listExchanges(userId)).reverse();
  const text = [`AI Guide conversations, exported ${day}`, ...oldestFirst.map(entryText)].join('\n\n') + '\n';
  return {
    statusCode: 200,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'content-disposition': `attachment; filename="ai-guru-conversations-${day}.txt"`,
      'cache-control': 'no-store',
    },
    body: text,
  };
}
