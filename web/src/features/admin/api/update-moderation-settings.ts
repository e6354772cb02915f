/** PUT /api/admin/settings/moderation: saves the whole set; the admin log records what changed. */
import type { ModerationSettings } from '#shared/moderation-schemas.ts';
import { api } from '@/lib/api-client.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';
import { useAdminMutation } from './admin-mutation.ts';
import { adminKeys } from './keys.ts';

export const updateModerationSettings = (settings: ModerationSettings) => api.put<ModerationSettings>('/api/admin/settings/moderation', settings);

// The settings and the log: a 409 means another admin saved first, and the tab shows theirs.
export const useUpdateModerationSettings = (callbacks?: MutationCallbacks<ModerationSettings, ModerationSettings>) =>
  useAdminMutation(updateModerationSettings, callbacks, adminKeys.root);
