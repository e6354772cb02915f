/**
 * Nobody else's name is yours (issue 30 §5): the product's own names are refused in every spelling,
 * another member's current name is taken in creation and rename alike (without case, spaces or
 * look-alike letters), a member keeps their own, of two members claiming one name at once exactly
 * one has it, and a name given up (renamed away, or by erasure) can be taken again.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { NAME_TAKEN, nameKey } from '#shared/persona-names.ts';
import type { User } from '#shared/types/user.ts';
import { db, tableName } from '../lib/db/client.ts';
import { nameClaimKey } from './items/name-claim.ts';
import { accountIn, uniquePersonaName, type Account } from '../testing/personas.ts';

const persona = (account: Account, anonymousName: string) =>
  account.client.send<User>('POST', '/api/user/persona', { anonymousName, avatar: 'soft', spiritualJourney: 'Finding my own name.' });
const rename = (account: Account, anonymousName: string) =>
  account.client.send<User>('PATCH', '/api/user/profile', { anonymousName, avatar: 'soft', spiritualJourney: 'Still here.' });
const holderOf = async (name: string) =>
  ((await db.send(new GetCommand({ TableName: tableName, Key: nameClaimKey(nameKey(name)), ConsistentRead: true }))).Item as { userId: string } | undefined)?.userId;

const TAKEN = { message: NAME_TAKEN, code: 'name_taken' };

describe('reserved names', () => {
  it.each(['Former member', 'FORMER  MEMBER', 'AI Spiritual Guide', 'ai-spiritual-guide!', 'АI Sрiritual Guide', 'AI Spiritual Guide\u200B', 'Anonymous Seeker', 'Admin', 'Site Admin', 'Moderator', "Seekers' Circle"])(
    '%j is taken by the product in creation and rename',
    async (name) => {
      const [newcomer, member] = await Promise.all([accountIn('notOnboarded'), accountIn('approved')]);
      for (const response of [await persona(newcomer, name), await rename(member, name)]) {
        expect(response.status).toBe(400);
        expect(response.json).toEqual({ message: NAME_TAKEN, code: 'validation_failed' });
      }
      expect((await newcomer.client.get<User>('/api/auth/user')).json.hasCompletedOnboarding).toBe(false);
      expect((await member.client.get<User>('/api/auth/user')).json.anonymousName).toBe(member.name);
    },
  );
});

describe("another member's name", () => {
  it('is taken in creation and rename, however it is spelt; the member keeps their own on every edit', async () => {
    const name = uniquePersonaName('Morning Dew');
    const holder = await accountIn('approved');
    expect((await rename(holder, name)).status).toBe(200);
    const suffix = name.slice('Morning Dew '.length);
    const variants = [name, name.toUpperCase(), ` morning  dew ${suffix} `, `Моrning Dеw ${suffix}`, `M0rning-Dew ${suffix}.`, `Mórning Dew ${suffix}`];
    const [newcomer, member] = await Promise.all([accountIn('notOnboarded'), accountIn('approved')]);
    for (const variant of variants) {
      for (const response of [await persona(newcomer, variant), await rename(member, variant)]) {
        expect(response.status, variant).toBe(409);
        expect(response.json).toEqual(TAKEN);
      }
    }
    expect((await newcomer.client.get<User>('/api/auth/user')).json.hasCompletedOnboarding).toBe(false);
    expect((await member.client.get<User>('/api/auth/user')).json.anonymousName).toBe(member.name);

    // The holder edits their journey under the same name, and may change how it is written.
    expect((await rename(holder, name)).status).toBe(200);
    const restyled = await rename(holder, name.toUpperCase());
    expect(restyled.status).toBe(200);
    expect(restyled.json.anonymousName).toBe(name.toUpperCase());
    expect(await holderOf(name)).toBe(holder.id);
  });

  it('goes to exactly one of two members claiming it at once, in creation and in rename', async () => {
    const created = uniquePersonaName('Twin Flame');
    const newcomers = await Promise.all([accountIn('notOnboarded'), accountIn('notOnboarded')]);
    const creations = await Promise.all(newcomers.map((account) => persona(account, created)));
    expect(creations.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = newcomers[creations.findIndex((r) => r.status === 200)]!;
    expect(await holderOf(created)).toBe(winner.id);

    const renamed = uniquePersonaName('Twin Star');
    const members = await Promise.all([accountIn('approved'), accountIn('approved')]);
    const renames = await Promise.all(members.map((account) => rename(account, renamed)));
    expect(renames.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await holderOf(renamed)).toBe(members[renames.findIndex((r) => r.status === 200)]!.id);
  });

  it('is free again once its holder renames away or is erased', async () => {
    const [leaver, eraser, taker] = await Promise.all([accountIn('approved'), accountIn('approved'), accountIn('approved')]);
    const given = leaver.name!;
    expect((await rename(leaver, uniquePersonaName('New Leaf'))).status).toBe(200);
    expect(await holderOf(given)).toBeUndefined();
    expect((await rename(taker, given)).status).toBe(200);
    expect(await holderOf(given)).toBe(taker.id);

    const erased = eraser.name!;
    expect((await rename(taker, erased)).status).toBe(409);
    const gone = await eraser.client.send('POST', '/api/user/erase', { confirmName: erased, posts: 'delete' });
    expect(gone.status, gone.text).toBeLessThan(300);
    expect(await holderOf(erased)).toBeUndefined();
    expect((await rename(taker, erased)).status).toBe(200);
    // The name the taker had before is free in turn.
    expect(await holderOf(given)).toBeUndefined();
  });
});
