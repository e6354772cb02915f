/**
 * Auto-moderation's settings (issue 31 §3): one item, `SETTINGS` / `MODERATION`, shared by every
 * admin. Absent until an admin first saves, so the spec's defaults hold until then. A change is
 * written with its admin log entry in one transaction that holds only if nobody saved in between
 * (`version`), so the entry's "from → to" is what the admin really changed.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import {
  DEFAULT_MODERATION_SETTINGS,
  MODERATION_SETTING_LABELS,
  reportsLabel,
  type ModerationSettings,
} from '#shared/moderation-schemas.ts';
import { db, tableName } from '../../lib/db/client.ts';
import { ITEM_ABSENT, type TableKey } from '../../lib/db/keys.ts';
import { transact, TransactionCancelled } from '../../lib/db/transact.ts';
import { conflict } from '../../lib/errors.ts';
import { adminLogPut } from '../../lib/admin-log.ts';
import type { UserItem } from '../../lib/account.ts';

const SETTINGS_KEY: TableKey = { pk: 'SETTINGS', sk: 'MODERATION' };

interface SettingsItem extends TableKey, ModerationSettings {
  version: number;
  updatedAt: string;
}

const KEYS = Object.keys(DEFAULT_MODERATION_SETTINGS) as (keyof ModerationSettings)[];
const pick = (item: Partial<ModerationSettings>): ModerationSettings =>
  Object.fromEntries(KEYS.map((key) => [key, item[key] ?? DEFAULT_MODERATION_SETTINGS[key]])) as unknown as ModerationSettings;

async function readItem(): Promise<SettingsItem | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: SETTINGS_KEY, ConsistentRead: true }));
  return Item as SettingsItem | undefined;
}

/** The settings as they are now: the spec's defaults until an admin saves. */
export const getModerationSettings = async (): Promise<ModerationSettings> => pick((await readItem()) ?? {});

const shown = (key: keyof ModerationSettings, value: boolean | number) =>
  typeof value === 'boolean' ? (value ? 'on' : 'off') : reportsLabel(value);

/** "Hide for review: After 2 reports → After 3 reports; Notify admins: on → off". */
const changesOf = (before: ModerationSettings, after: ModerationSettings) =>
  KEYS.filter((key) => before[key] !== after[key])
    .map((key) => `${MODERATION_SETTING_LABELS[key]}: ${shown(key, before[key])} → ${shown(key, after[key])}`)
    .join('; ');

/**
 * PUT /api/admin/settings/moderation: saves the whole set. Nothing changed, nothing written; a
 * save that crossed another admin's is refused with 409, so neither silently undoes the other.
 */
export async function saveModerationSettings(admin: UserItem, next: ModerationSettings, now = new Date()): Promise<ModerationSettings> {
  const current = await readItem();
  const before = pick(current ?? {});
  const detail = changesOf(before, next);
  if (!detail) return before;
  const item: SettingsItem = { ...SETTINGS_KEY, ...next, version: (current?.version ?? 0) + 1, updatedAt: now.toISOString() };
  const cancelled = await transact({
    settings: {
      Put: {
        Item: item,
        ...(current
          ? { ConditionExpression: 'version = :seen', ExpressionAttributeValues: { ':seen': current.version } }
          : { ConditionExpression: ITEM_ABSENT }),
      },
    },
    log: adminLogPut(admin, { action: 'moderation_settings', target: { type: 'settings', id: 'moderation', label: 'Auto-moderation' }, detail }, now),
  });
  if (!cancelled) return next;
  if (cancelled.failed.has('settings')) {
    throw conflict('Another admin changed these settings a moment ago. Please look at them again.', 'settings_changed');
  }
  throw new TransactionCancelled('moderation settings', cancelled);
}
