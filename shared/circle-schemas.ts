/** Circle requests, with the specification's messages (§5); the create-circle dialog validates with the same schema. */
import * as z from 'zod/mini';
import { requiredText } from './schemas.ts';

export const CIRCLE_LIMITS = { nameMax: 100, descriptionMax: 500 } as const;

export const createCircleSchema = z.object({
  name: requiredText('Circle name is required', CIRCLE_LIMITS.nameMax, 'Name must be less than 100 characters'),
  description: requiredText('Description is required', CIRCLE_LIMITS.descriptionMax, 'Description must be less than 500 characters'),
  isPrivate: z._default(z.boolean({ error: 'isPrivate must be true or false' }), false),
});
export type CreateCircleInput = z.infer<typeof createCircleSchema>;
