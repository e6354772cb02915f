/** Accounts as an admin sees them: the Users and Pending tabs and the users export. */
import type { AdminUser } from '#shared/types/admin.ts';
import type { UserStatus } from '#shared/types/user.ts';
import { listUsersByStatus, toUser, type UserItem } from '../../lib/account.ts';

export function toAdminUser(item: UserItem): AdminUser {
  const { timeZone: _zone, language: _language, ...user } = toUser(item);
  return { ...user, status: item.status };
}

/** Every account in the given states, newest first. */
export async function usersIn(statuses: readonly UserStatus[]): Promise<AdminUser[]> {
  const lists = await Promise.all(statuses.map(listUsersByStatus));
  return lists
    .flat()
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map(toAdminUser);
}
