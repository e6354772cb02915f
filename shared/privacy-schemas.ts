/** A member's own data: erasing their account. */
import * as z from 'zod/mini';
import { ANONYMOUS_NAME_MAX } from './limits.ts';
import { requiredText } from './schemas.ts';

/** What becomes of an erased member's posts and replies: deleted, or kept under "Former member" (issue 15 §2). */
export const ERASURE_POST_CHOICES = ['delete', 'keep'] as const;
export type ErasurePostChoice = (typeof ERASURE_POST_CHOICES)[number];

/** POST /api/user/erase: the member types their anonymous name to confirm, and chooses for their posts. */
export const eraseAccountSchema = z.object({
  confirmName: requiredText('Type your anonymous name to confirm', ANONYMOUS_NAME_MAX + 20, 'That is longer than any anonymous name'),
  posts: z.enum(ERASURE_POST_CHOICES, { error: 'Choose what happens to your posts' }),
});
export type EraseAccountInput = z.infer<typeof eraseAccountSchema>;
