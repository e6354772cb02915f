/** POST /api/messages: the first message to a member, which starts (or continues) the one conversation of the two. */
import type { WithCare } from '#shared/types/care.ts';
import type { SentMessage } from '#shared/types/message.ts';
import { api } from '@/lib/api-client.ts';
import { showingCare } from '@/lib/care.ts';

export const startConversation = (recipientId: string, content: string) =>
  api.post<WithCare<SentMessage>>('/api/messages', { recipientId, content }, { idempotent: true }).then(showingCare);
