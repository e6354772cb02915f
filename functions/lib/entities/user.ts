/**
 * The User entity: one item per account, `USER#<id>` / `PROFILE`. The counters the navigation
 * polls (unread notifications, pending invitations) live on this item and are kept on write by
 * the features that create and settle notifications and invitations, so reading them is free:
 * the gate has already fetched this item to authorize the request.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DEFAULT_AVATAR } from '../../../shared/limits.ts';
import type { PersonaInput } from '../../../shared/schemas.ts';
import { NOTIFICATION_FLAGS, type User } from '../../../shared/types.ts';
import { db, tableName } from '../db/client.ts';
import { conflict } from '../errors.ts';

export const USER_KIND = 'USER';

export const userKey = (id: string) => ({ pk: `USER#${id}`, sk: 'PROFILE' });

export interface UserItem extends User {
  pk: string;
  sk: string;
  kindPk: typeof USER_KIND;
  kindSk: string;
  isRejected?: boolean;
  unreadNotificationCount?: number;
  pendingInvitationCount?: number;
}

export function toUser(item: UserItem): User {
  return {
    id: item.id,
    firstName: item.firstName ?? null,
    lastName: item.lastName ?? null,
    email: item.email ?? '',
    profileImageUrl: item.profileImageUrl ?? null,
    anonymousName: item.anonymousName ?? null,
    avatar: item.avatar ?? DEFAULT_AVATAR,
    spiritualJourney: item.spiritualJourney ?? null,
    hasCompletedOnboarding: item.hasCompletedOnboarding === true,
    isApproved: item.isApproved === true,
    isAdmin: item.isAdmin === true,
    isSuspended: item.isSuspended === true,
    createdAt: item.createdAt,
    notifyAllPosts: item.notifyAllPosts !== false,
    notifyMainFeedPosts: item.notifyMainFeedPosts !== false,
    notifyReplies: item.notifyReplies !== false,
    notifyReactions: item.notifyReactions !== false,
    notifyCircleActivity: item.notifyCircleActivity !== false,
    notifyInvitations: item.notifyInvitations !== false,
  };
}

export async function getUserItem(id: string): Promise<UserItem | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: userKey(id) }));
  return Item as UserItem | undefined;
}

export interface SignInIdentity {
  id: string;
  /** Null when the identity provider did not say the address is verified. */
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  isAdmin: boolean;
}

/**
 * Creates the account on first sign-in and refreshes what the identity provider owns (email,
 * names, admin flag) on every later one, in one conditional-free upsert so two simultaneous
 * first sign-ins cannot create two records.
 */
export async function upsertOnSignIn(identity: SignInIdentity, now = new Date()): Promise<UserItem> {
  const createdAt = now.toISOString();
  const values: Record<string, unknown> = {
    ':id': identity.id,
    ':email': identity.email ?? '',
    ':firstName': identity.firstName,
    ':lastName': identity.lastName,
    ':isAdmin': identity.isAdmin,
    ':createdAt': createdAt,
    ':kind': USER_KIND,
    ':kindSk': `${createdAt}#${identity.id}`,
    ':false': false,
    ':true': true,
    ':avatar': DEFAULT_AVATAR,
  };
  const sets = [
    'id = :id',
    'email = :email',
    'firstName = :firstName',
    'lastName = :lastName',
    'isAdmin = :isAdmin',
    'createdAt = if_not_exists(createdAt, :createdAt)',
    'kindPk = :kind',
    'kindSk = if_not_exists(kindSk, :kindSk)',
    'hasCompletedOnboarding = if_not_exists(hasCompletedOnboarding, :false)',
    // Admins are approved by configuration; everyone else keeps whatever review decided.
    identity.isAdmin ? 'isApproved = :true' : 'isApproved = if_not_exists(isApproved, :false)',
    'isSuspended = if_not_exists(isSuspended, :false)',
    'avatar = if_not_exists(avatar, :avatar)',
    ...NOTIFICATION_FLAGS.map((flag) => `${flag} = if_not_exists(${flag}, :true)`),
  ];
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: userKey(identity.id),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ExpressionAttributeValues: values,
      ReturnValues: 'ALL_NEW',
    }),
  );
  return Attributes as UserItem;
}

/** Onboarding: sets the persona once. A second attempt is a 409, never a silent overwrite. */
export async function completePersona(id: string, persona: PersonaInput): Promise<UserItem> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: userKey(id),
        UpdateExpression:
          'SET anonymousName = :name, avatar = :avatar, spiritualJourney = :journey, hasCompletedOnboarding = :true',
        ConditionExpression: 'attribute_exists(pk) AND hasCompletedOnboarding = :false',
        ExpressionAttributeValues: {
          ':name': persona.anonymousName,
          ':avatar': persona.avatar,
          ':journey': persona.spiritualJourney,
          ':true': true,
          ':false': false,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as UserItem;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) {
      throw conflict('Your persona is already set up.', 'already_onboarded');
    }
    throw error;
  }
}

/** Marks an account approved (admin review, or the demo seed). */
export async function approveUser(id: string): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: userKey(id),
      UpdateExpression: 'SET isApproved = :true',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':true': true },
    }),
  );
}

/** Suspends or reinstates an account. */
export async function setSuspended(id: string, suspended: boolean): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: userKey(id),
      UpdateExpression: 'SET isSuspended = :suspended',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':suspended': suspended },
    }),
  );
}
