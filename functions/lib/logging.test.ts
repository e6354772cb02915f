/**
 * What the functions log: one structured line per request (request id, route template, status,
 * latency), and never a member's identity or words. A member walks through sign-in, persona, a join
 * request for a friend, a post, a reply, a reaction, a search and a few refused requests, each
 * carrying a marker; then the whole run's log (everything every test has made the functions log so
 * far, as CloudWatch would hold it) must not contain any marker.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import type { Post } from '#shared/types/post.ts';
import type { User } from '#shared/types/user.ts';
import { accountIn, createPersona, newClient, uniqueEmail } from '../testing/personas.ts';

interface LogLine {
  level: string;
  message: string;
  requestId?: string;
  route?: string;
  status?: number;
  latencyMs?: number;
  code?: string;
}

const readLog = () => readFileSync(inject('stack').logFile, 'utf8');

describe('the functions\' log', () => {
  it('has one structured line per request and carries no email, name, id or text of a member', async () => {
    const marker = `zq${Date.now().toString(36)}`;
    const email = uniqueEmail(`${marker}mail`);
    const name = `Quiet ${marker}name`;
    const words = `Sitting with ${marker}text before dawn, breathing slowly`;

    const client = newClient();
    await client.signIn(email);
    const me = await createPersona(client, name);
    const referrer = await accountIn('approved');
    const friend = uniqueEmail(`${marker}friend`);
    expect(
      (
        await newClient().send('POST', '/api/pre-registration', {
          name: `Friend ${marker}asker`,
          email: friend,
          spiritualJourney: `My journey ${marker}journey has been long`,
          referredBy: referrer.id,
        })
      ).status,
    ).toBe(201);

    const poster = (await accountIn('approved')).client;
    const post = await poster.send<Post>('POST', '/api/posts', { type: 'reflection', content: words });
    expect(post.status).toBe(201);
    const reply = await poster.send('POST', '/api/posts', { type: 'reply', parentId: post.json.id, content: `A reply ${marker}reply` });
    expect(reply.status).toBe(201);
    expect((await poster.get(`/api/posts/${post.json.id}/replies`)).status).toBe(200);
    expect((await poster.send('POST', '/api/reactions', { postId: post.json.id, type: 'resonates', value: 42 })).status).toBeLessThan(300);
    expect((await poster.get(`/api/posts/search?q=${marker}text`)).status).toBe(200);
    const asked = await poster.send<{ conversationId: string }>('POST', '/api/ai-guru/question', { question: `Why ${marker}guide?`, wordCount: 50 });
    expect(asked.status).toBe(200);
    expect((await poster.send('POST', `/api/ai-guru/share/${asked.json.conversationId}`)).status).toBe(200);
    // Refused: a waiting member on a member route, and a malformed body carrying words.
    expect((await client.get('/api/posts')).status).toBe(403);
    expect((await poster.request('/api/posts', { method: 'POST', body: `{"content":"${marker}broken`, headers: { 'content-type': 'application/json' } })).status).toBe(400);
    const posterId = (await poster.get<User>('/api/auth/user')).json.id;

    const log = readLog();
    const lines = log.split('\n').filter(Boolean).map((line) => JSON.parse(line) as LogLine);
    for (const secret of [marker, email, email.split('@')[0]!, friend, me.id, posterId, post.json.id]) {
      expect(log.includes(secret), `the log carries ${secret}`).toBe(false);
    }

    const requests = lines.filter((line) => line.message === 'request');
    const created = requests.find((line) => line.route === 'POST /api/posts' && line.status === 201);
    expect(created).toMatchObject({ level: 'INFO', requestId: expect.any(String), latencyMs: expect.any(Number) });
    expect(requests.some((line) => line.route === 'GET /api/posts' && line.status === 403 && line.code === 'awaiting_approval')).toBe(true);
    expect(requests.find((line) => line.route === 'GET /api/posts/{id}/replies' && line.status === 200)).toBeDefined();
    // Every line is one JSON object with the service and a level.
    for (const line of lines) expect(['DEBUG', 'INFO', 'WARN', 'ERROR']).toContain(line.level);
  });
});
