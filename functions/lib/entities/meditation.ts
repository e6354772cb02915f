/**
 * Virtual Self Program registrations: `MEDITATION#<id>` / `REGISTRATION`, listed for the admin
 * newest first through byKind (`kindPk = MEDITATION`).
 */
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { MeditationRegistrationInput } from '#shared/schemas.ts';
import type { MeditationRegistration, MeditationStatus } from '#shared/types/meditation.ts';
import { db, tableName } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { createdSk, indexKeys, ITEM_EXISTS, keyCondition, type IndexKeys } from '../db/keys.ts';
import { queryAll } from '../db/query.ts';
import { INDEXES } from '../db/schema.ts';
import { notFound } from '../errors.ts';

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

export async function setMeditationStatus(id: string, status: MeditationStatus): Promise<MeditationRegistration> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: registrationKey(id),
        UpdateExpression: 'SET #status = :status',
        ConditionExpression: ITEM_EXISTS,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': status },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toRegistration(Attributes as RegistrationItem);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw notFound('Registration not found');
    throw error;
  }
}
