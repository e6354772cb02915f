/**
 * POST /api/youtube/preview end to end, against the stack's oEmbed stand-in: YouTube URLs get a
 * preview, everything else (including every address an attacker would aim at) the spec's message.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { YoutubePreview } from '#shared/upload-schemas.ts';
import type { TestClient } from '../testing/api-client.ts';
import { accountIn } from '../testing/personas.ts';

const INVALID = "Please check the URL and try again. Make sure it's a valid YouTube link.";

describe('POST /api/youtube/preview', () => {
  let member: TestClient;
  beforeAll(async () => {
    member = (await accountIn('approved')).client;
  });

  const preview = (url: unknown) => member.send<YoutubePreview & { message?: string }>('POST', '/api/youtube/preview', { url });

  it('answers url, title and thumbnail through oEmbed, with the URL normalised', async () => {
    for (const url of ['https://youtu.be/calmBreath1?si=x', 'https://m.youtube.com/watch?v=calmBreath1', 'youtube.com/shorts/calmBreath1']) {
      const response = await preview(url);
      expect(response.status, response.text).toBe(200);
      expect(response.json).toEqual({
        url: 'https://www.youtube.com/watch?v=calmBreath1',
        title: 'A Five-Minute Breathing Practice',
        thumbnail: 'https://i.ytimg.com/vi/calmBreath1/hqdefault.jpg',
      });
    }
  });

  it('refuses a video oEmbed does not know', async () => {
    const response = await preview('https://www.youtube.com/watch?v=gone0000000');
    expect(response.status).toBe(400);
    expect(response.json.message).toBe(INVALID);
  });

  it.each([
    'http://127.0.0.1/',
    'http://localhost:3000/api/auth/user',
    'http://[::1]/watch?v=calmBreath1',
    'http://[::ffff:127.0.0.1]/watch?v=calmBreath1',
    'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
    'http://10.0.0.1/watch?v=calmBreath1',
    'http://192.168.1.1/watch?v=calmBreath1',
    'http://172.16.0.1/watch?v=calmBreath1',
    'http://0.0.0.0/watch?v=calmBreath1',
    'file:///etc/passwd',
    'gopher://127.0.0.1:6379/_FLUSHALL',
    'ftp://www.youtube.com/watch?v=calmBreath1',
    'https://www.youtube.com:8080/watch?v=calmBreath1',
    'https://www.youtube.com:22/watch?v=calmBreath1',
    'https://www.youtube.com@169.254.169.254/watch?v=calmBreath1',
    'https://www.youtube.com.evil.example/watch?v=calmBreath1',
    'not a url',
    '   ',
  ])('refuses %s with the spec message', async (url) => {
    const response = await preview(url);
    expect(response.status).toBe(400);
    expect(response.json.message).toBe(INVALID);
  });

  it('refuses a body without a URL string', async () => {
    for (const body of [{}, { url: 42 }, { url: 'x'.repeat(3000) }]) {
      const response = await member.send<{ message: string }>('POST', '/api/youtube/preview', body);
      expect(response.status).toBe(400);
      expect(response.json.message).toBe(INVALID);
    }
  });
});
