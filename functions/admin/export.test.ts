/** GET /api/admin/export: each type's rows, a refused type, never a message or journal, and the log entry. */
import { describe, expect, it } from 'vitest';
import type { AdminExport, AdminLogPage } from '#shared/types/admin.ts';
import { accountIn, type Account } from '../testing/personas.ts';

const exportOf = async (admin: Account, type: string) => {
  const response = await admin.client.get<AdminExport>(`/api/admin/export?type=${type}`);
  expect(response.status, response.text).toBe(200);
  return response.json;
};

describe('admin export', () => {
  it('exports users, posts and circles with a dated file name, and logs each export', async () => {
    const admin = await accountIn('admin');
    const member = await accountIn('approved');
    const marker = `=cmd|' /C calc'!A0 ${Date.now()}`;
    expect((await member.client.send('POST', '/api/posts', { type: 'reflection', content: marker })).status).toBe(201);
    const circleName = `Exported circle ${Date.now()}`;
    expect((await member.client.send('POST', '/api/circles', { name: circleName, description: 'Quiet mornings' })).status).toBe(201);
    const today = new Date().toISOString().slice(0, 10);

    const users = await exportOf(admin, 'users');
    expect(users.filename).toBe(`users-export-${today}.csv`);
    expect(users.data.find((row) => row.id === member.id)).toMatchObject({ email: member.email, anonymousName: member.name, status: 'approved' });

    const posts = await exportOf(admin, 'posts');
    expect(posts).toMatchObject({ filename: `posts-export-${today}.csv`, truncated: false });
    expect(posts.data.find((row) => row.content === marker)).toMatchObject({ type: 'reflection', author: member.name, circle: null, reactionTotal: 0 });

    const circles = await exportOf(admin, 'circles');
    expect(circles.data.find((row) => row.name === circleName)).toMatchObject({ description: 'Quiet mornings', isPrivate: false, creator: member.name, memberCount: 1 });

    const log = (await admin.client.get<AdminLogPage>('/api/admin/log')).json.entries.filter((entry) => entry.action === 'export' && entry.admin.id === admin.id);
    expect(log.slice(0, 3).map((entry) => entry.detail)).toEqual(['circles', 'posts', 'users']);
  });

  it('never exports a direct message or a journal entry', async () => {
    const admin = await accountIn('admin');
    const [writer, reader] = [await accountIn('approved'), await accountIn('approved')];
    const secret = `whispered-${Date.now()}`;
    expect((await writer.client.send('POST', '/api/journal', { content: `journal ${secret}` })).status).toBe(201);
    expect((await writer.client.send('POST', '/api/messages', { recipientId: reader.id, content: `message ${secret}` })).status).toBe(201);
    for (const type of ['users', 'posts', 'circles']) expect(JSON.stringify(await exportOf(admin, type))).not.toContain(secret);
  });

  it('refuses a missing or unknown type with a 400', async () => {
    const admin = await accountIn('admin');
    for (const path of ['/api/admin/export', '/api/admin/export?type=messages', '/api/admin/export?type=USERS']) {
      const response = await admin.client.get(path);
      expect(response.status, path).toBe(400);
      expect(response.json).toMatchObject({ code: 'invalid_export_type' });
    }
  });
});
