import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/db/client.ts';
import { batchLookup } from '../../lib/db/query.ts';
import { type TransactItem } from '../../lib/db/transact.ts';
import { appLinks } from '#shared/app-links.ts';
import { circleKey, type CircleItem } from './circle.ts';
import { userKey, type UserItem } from '../../lib/account.ts';
import { notificationWrites, ACTOR_NAME } from '../../lib/notification-writes.ts';

/**
 * The circle's creator hears that someone joined, unless it is they who joined or they turned
 * circle activity off. Written in the transaction that adds the member, so a join that changes
 * nothing notifies no one.
 */
export async function circleJoinNotice(circleId: string, memberId: string, now = new Date()): Promise<TransactItem[]> {
  const get = await batchLookup([circleKey(circleId), userKey(memberId)]);
  const circle = get<CircleItem>(circleKey(circleId));
  const member = get<UserItem>(userKey(memberId));
  if (!circle || !member || circle.creatorId === memberId) return [];
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: userKey(circle.creatorId) }));
  const creator = Item as UserItem | undefined;
  if (!creator || creator.notifyCircleActivity === false) return [];
  return notificationWrites(
    creator.id,
    {
      type: 'circle_join',
      title: 'New Circle Member',
      message: `${ACTOR_NAME} joined ${circle.name}.`,
      link: appLinks.circle(circle.id),
      metadata: { memberName: ACTOR_NAME, circleName: circle.name },
      circleId: circle.id,
      actorId: member.id,
    },
    now,
  );
}
