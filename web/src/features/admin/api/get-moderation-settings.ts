/** GET /api/admin/settings/moderation: auto-moderation's settings, one set shared by every admin. */
import { useQuery } from '@tanstack/react-query';
import type { ModerationSettings } from '#shared/moderation-schemas.ts';
import { api } from '@/lib/api-client.ts';
import { adminKeys } from './keys.ts';

export const getModerationSettings = () => api.get<ModerationSettings>('/api/admin/settings/moderation');

export const useModerationSettings = () => useQuery({ queryKey: adminKeys.moderationSettings(), queryFn: getModerationSettings });
