import { describe, expect, it } from 'vitest';
import type { PublicProfile, User, UserStats } from '#shared/types/user.ts';
import { accountIn } from '../testing/personas.ts';

describe('profile settings', () => {
  it('edits the persona with the profile rules', async () => {
    const { client } = await accountIn('approved');
    const saved = await client.send<User>('PATCH', '/api/user/profile', { anonymousName: ' Quiet Pine ', avatar: 'soft', spiritualJourney: '' });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ anonymousName: 'Quiet Pine', avatar: 'soft', spiritualJourney: '' });
    const cases: [unknown, string][] = [
      [{ anonymousName: '', avatar: 'soft' }, 'Anonymous name is required'],
      [{ anonymousName: 'x'.repeat(51), avatar: 'soft' }, 'Name must be under 50 characters'],
      [{ anonymousName: 'Ok', avatar: 'soft', spiritualJourney: 'y'.repeat(501) }, 'Journey description must be under 500 characters'],
    ];
    for (const [body, message] of cases) {
      const response = await client.send('PATCH', '/api/user/profile', body);
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ message });
    }
  });

  it('saves notification preferences and reads them back', async () => {
    const { client } = await accountIn('approved');
    const saved = await client.send<User>('PATCH', '/api/user/notification-preferences', {
      notifyAllPosts: false,
      notifyMainFeedPosts: true,
      notifyReplies: false,
      notifyReactions: true,
      notifyCircleActivity: false,
      notifyInvitations: true,
    });
    expect(saved.status).toBe(200);
    const me = (await client.get<User>('/api/auth/user')).json;
    expect(me).toMatchObject({ notifyAllPosts: false, notifyReplies: false, notifyCircleActivity: false, notifyInvitations: true });
    expect((await client.send('PATCH', '/api/user/notification-preferences', { notifyReplies: 'yes' })).status).toBe(400);
  });

  it('keeps the interface language on the member, for every browser they sign in on', async () => {
    const { client } = await accountIn('approved');
    expect((await client.get<User>('/api/auth/user')).json.language).toBeNull();
    const saved = await client.send<User>('PATCH', '/api/user/language', { language: 'hi' });
    expect(saved.status).toBe(200);
    expect(saved.json.language).toBe('hi');
    expect((await client.get<User>('/api/auth/user')).json.language).toBe('hi');
    for (const language of ['fr', '', null, 'HI']) {
      const refused = await client.send('PATCH', '/api/user/language', { language });
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ message: 'Choose English or Hindi.' });
    }
    expect((await client.get<User>('/api/auth/user')).json.language).toBe('hi');
  });
});

describe('public profiles', () => {
  it('shows the persona, stats and posts of an approved member; anyone else is not found', async () => {
    const viewer = await accountIn('approved');
    const member = await accountIn('approved');
    const waiting = await accountIn('waiting');
    const profile = await viewer.client.get<PublicProfile>(`/api/users/profile/${member.id}`);
    expect(profile.status).toBe(200);
    expect(Object.keys(profile.json).sort()).toEqual(['anonymousName', 'avatar', 'createdAt', 'id', 'isApproved', 'spiritualJourney']);
    expect((await viewer.client.get<UserStats>(`/api/users/stats/${member.id}`)).json).toEqual({ totalPosts: 0, totalReplies: 0, totalImpact: 0 });
    expect((await viewer.client.get(`/api/users/posts/${member.id}`)).json).toEqual([]);
    for (const path of [`/api/users/profile/${waiting.id}`, '/api/users/profile/nobody', `/api/users/stats/${waiting.id}`]) {
      const response = await viewer.client.get(path);
      expect(response.status).toBe(404);
      expect(response.json).toMatchObject({ message: 'User not found' });
    }
  });
});
