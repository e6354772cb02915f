/**
 * Auto-moderation's settings (issue 31 §3): the spec's Settings tab controls, their choices and
 * defaults, now stored on the server and shared by every admin. 0 is "never", as in the spec.
 */
import * as z from 'zod/mini';

export const AUTO_DELETE_CHOICES = [1, 2, 3, 5, 0] as const;
export const QUARANTINE_CHOICES = [1, 2, 3, 0] as const;

const choice = (choices: readonly number[], message: string) =>
  z.number({ error: message }).check(z.refine((value) => choices.includes(value), message));
const toggle = (name: string) => z.boolean({ error: `${name} must be on or off` });

/** PUT /api/admin/settings/moderation: the whole set, as the tab shows it. */
export const moderationSettingsSchema = z.object({
  enabled: toggle('Auto-moderation'),
  flagInappropriateContent: toggle('Flag inappropriate content'),
  flagSpamContent: toggle('Flag spam'),
  flagHarassment: toggle('Flag harassment'),
  notifyAdmins: toggle('Notify admins'),
  autoDeleteThreshold: choice(AUTO_DELETE_CHOICES, 'Choose after how many reports a post is deleted'),
  quarantineThreshold: choice(QUARANTINE_CHOICES, 'Choose after how many reports a post is hidden for review'),
});
export type ModerationSettings = z.infer<typeof moderationSettingsSchema>;

/** The spec's defaults: moderation off; flag inappropriate, spam and harassment on; notify admins on. */
export const DEFAULT_MODERATION_SETTINGS: ModerationSettings = {
  enabled: false,
  flagInappropriateContent: true,
  flagSpamContent: true,
  flagHarassment: true,
  notifyAdmins: true,
  autoDeleteThreshold: 3,
  quarantineThreshold: 2,
};

/** The controls' labels, as the Settings tab shows them and the admin log names a change. */
export const MODERATION_SETTING_LABELS: Record<keyof ModerationSettings, string> = {
  enabled: 'Auto-moderation',
  flagInappropriateContent: 'Flag inappropriate content',
  flagSpamContent: 'Flag spam',
  flagHarassment: 'Flag harassment',
  notifyAdmins: 'Notify admins',
  autoDeleteThreshold: 'Delete automatically',
  quarantineThreshold: 'Hide for review',
};

export const reportsLabel = (n: number) => (n === 0 ? 'Never' : `After ${n} ${n === 1 ? 'report' : 'reports'}`);
