/**
 * Direct-message requests. The specification gives the rules (§5: trimmed, non-empty, at most 1000
 * characters) but no wording; these messages are ours (docs/decisions.md, "Direct messages").
 */
import * as z from 'zod/mini';
import { requiredText } from './schemas.ts';

export const DIRECT_MESSAGE_MAX = 1000;

const content = requiredText('Message cannot be empty', DIRECT_MESSAGE_MAX, `Message must be at most ${DIRECT_MESSAGE_MAX} characters`);

/** Longer than any member id: such an id names nobody, and DynamoDB would refuse the key. */
const MAX_ID_LENGTH = 100;

export const startConversationSchema = z.object({
  recipientId: z
    .string({ error: 'recipientId is required' })
    .check(z.minLength(1, 'recipientId is required'), z.maxLength(MAX_ID_LENGTH, 'Member not found')),
  content,
});

export const sendMessageSchema = z.object({ content });
