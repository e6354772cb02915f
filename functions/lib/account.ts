/**
 * The user item's key, apart from entities/user.ts so that the entities user.ts itself calls on
 * (invitations handed over on approval) can build it without an import cycle.
 */
export const userKey = (id: string) => ({ pk: `USER#${id}`, sk: 'PROFILE' });
