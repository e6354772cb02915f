/**
 * Virtual Self Program registrations: `MEDITATION#<id>` / `REGISTRATION`, listed for the admin
 * newest first through byKind (`kindPk = MEDITATION`).
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { MeditationRegistrationInput } from '#shared/meditation-schemas.ts';
import type { MeditationRegistration, MeditationStatus } from '#shared/types/meditation.ts';
import { db, tableName } from '../../lib/db/client.ts';
import { newId } from '../../lib/db/ids.ts';
import { createdSk, indexKeys, ITEM_EXISTS, keyCondition, type IndexKeys } from '../../lib/db/keys.ts';
import { queryAll } from '../../lib/db/query.ts';
import { INDEXES } from '../../lib/db/schema.ts';
import { transact } from '../../lib/db/transact.ts';
import { updateOf } from '../../lib/db/update.ts';
import { notFound } from '../../lib/errors.ts';
import { adminLogPut } from '../../lib/admin-log.ts';
import type { UserItem } from '../../lib/account.ts';

const KIND = 'MEDITATION';
const registrationKey = (id: string) => ({ pk: `MEDITATION#${id}`, sk: 'REGISTRATION' });

type RegistrationItem = MeditationRegistration & { pk: string; sk: string } & IndexKeys<typeof INDEXES.byKind>;

const toRegistration = (item: RegistrationItem): MeditationRegistration => ({
  id: item.id,
  name: item.name,
  availabilitySlots: item.availabilitySlots,
  expectations: item.expectations,
  status: item.status,
  createdAt: item.createdAt,
});

export async function createMeditationRegistration(input: MeditationRegistrationInput, now = new Date()) {
  const id = newId(now.getTime());
  const createdAt = now.toISOString();
  const item: RegistrationItem = {
    ...registrationKey(id),
    ...indexKeys(INDEXES.byKind, KIND, createdSk(createdAt, id)),
    id,
    name: input.name,
    availabilitySlots: input.availabilitySlots,
    expectations: input.expectations || null,
    status: 'pending',
    createdAt,
  };
  await db.send(new PutCommand({ TableName: tableName, Item: item }));
  return toRegistration(item);
}

export async function listMeditationRegistrations(): Promise<MeditationRegistration[]> {
  const items = await queryAll<RegistrationItem>({ ...keyCondition(INDEXES.byKind, KIND), ScanIndexForward: false });
  return items.map(toRegistration);
}

/** The admin sets any status; the change and its admin log entry are one transaction. */
export async function setMeditationStatus(id: string, status: MeditationStatus, admin: UserItem): Promise<MeditationRegistration> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: registrationKey(id) }));
  if (!Item) throw notFound('Registration not found');
  const registration = Item as RegistrationItem;
  const cancelled = await transact([
    { Update: updateOf(registrationKey(id), { set: { status } }, ITEM_EXISTS) },
    adminLogPut(admin, { action: 'registration_status', target: { type: 'registration', id, label: registration.name }, detail: status }),
  ]);
  if (cancelled) throw notFound('Registration not found');
  return toRegistration({ ...registration, status });
}
