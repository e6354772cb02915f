/**
 * Uploads as a browser makes them: presign → POST the file to the presigned URL with FormData →
 * finalize. The S3 emulator accepts whatever is posted (it ignores POST policies), so each refusal
 * here is the server checking the stored object itself.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { TestClient } from '../testing/api-client.ts';
import { audio, gif, hasSecret, jpeg, jpegMarkers, png, pngChunkTypes, webp, webpChunks } from '../testing/media-fixtures.ts';
import { accountIn } from '../testing/personas.ts';
import { finalizeAudio, finalizeImage, mediaPathOf, presign, SIGNED, uploadFile } from '../testing/uploads.ts';
import { mediaSigner } from '../lib/media-signing.ts';
import { keysUploadedBy } from './items/media.ts';
import { mediaKeyOf } from '../lib/media.ts';
import { objectSize } from '../lib/s3.ts';

const MB = 1024 * 1024;
const stack = inject('stack');

async function served(path: string) {
  const response = await fetch(`${stack.url}${path}`);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('uploads', () => {
  let member: TestClient;
  let memberId: string;
  let other: TestClient;
  let otherId: string;

  beforeAll(async () => {
    const [a, b] = await Promise.all([accountIn('approved'), accountIn('approved')]);
    member = a.client;
    memberId = a.id!;
    other = b.client;
    otherId = b.id!;
  });

  describe('presign', () => {
    it('answers a presigned POST pinned to one key, one type and the size limit, for a few minutes', async () => {
      const response = await presign(member, 'image', 'image/jpeg', 1234);
      expect(response.status, response.text).toBe(200);
      const { url, fields, key, maxBytes } = response.json;
      expect(url).toBe(`${stack.s3Endpoint}/${stack.mediaBucket}`);
      expect(key).toMatch(new RegExp(`^uploads/${memberId}/[0-9a-z]{10}[A-Za-z0-9_-]{16}$`));
      expect(maxBytes).toBe(10 * MB);
      expect(fields).toMatchObject({ key, 'Content-Type': 'image/jpeg' });
      const policy = JSON.parse(Buffer.from(fields.Policy!, 'base64').toString()) as { expiration: string; conditions: unknown[] };
      expect(policy.conditions).toEqual(
        expect.arrayContaining([{ key }, ['content-length-range', 1, 10 * MB], ['eq', '$Content-Type', 'image/jpeg']]),
      );
      const minutesLeft = (Date.parse(policy.expiration) - Date.now()) / 60_000;
      expect(minutesLeft).toBeGreaterThan(4);
      expect(minutesLeft).toBeLessThanOrEqual(5);
    });

    it('pins the bare type a recorder reports, and allows 20 MB of audio', async () => {
      const response = await presign(member, 'audio', 'audio/webm;codecs=opus', 50_000);
      expect(response.status, response.text).toBe(200);
      expect(response.json.fields['Content-Type']).toBe('audio/webm');
      expect(response.json.maxBytes).toBe(20 * MB);
    });

    it.each([
      ['image', 'text/plain', 100, 'Please select an image file'],
      ['image', 'image/svg+xml', 100, 'Please select an image file'],
      ['image', 'text/html', 100, 'Please select an image file'],
      ['image', 'image/png', 0, 'Please select an image file'],
      ['image', 'image/png', 10 * MB + 1, 'Please select an image smaller than 10MB'],
      ['audio', 'image/png', 100, 'Please select an audio file'],
      ['audio', 'audio/webm', 20 * MB + 1, 'Please select an audio file smaller than 20MB'],
    ] as const)('refuses %s as %s of %d bytes', async (kind, contentType, size, message) => {
      const response = await presign(member, kind, contentType, size);
      expect(response.status).toBe(400);
      expect(response.json.message).toBe(message);
    });

    it('lets the app page post to the bucket (CORS) and connect to it (CSP)', async () => {
      const preflight = await fetch(`${stack.s3Endpoint}/${stack.mediaBucket}`, {
        method: 'OPTIONS',
        headers: { origin: stack.url, 'access-control-request-method': 'POST' },
      });
      expect(preflight.status).toBe(200);
      expect(preflight.headers.get('access-control-allow-origin')).toBeTruthy();
      const page = await fetch(`${stack.url}/`);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`connect-src 'self' ${stack.s3Endpoint}`);
    });
  });

  describe('images', () => {
    const cases = [
      {
        name: 'a JPEG with EXIF (GPS), XMP, IPTC, a comment and an appended trailer',
        bytes: jpeg({ exif: true, xmp: true, iptc: true, comment: true, trailer: true }),
        type: 'image/jpeg',
        ext: 'jpg',
        check: (clean: Uint8Array) => {
          expect(Buffer.from(clean).toString('latin1')).not.toContain('Exif');
          expect(jpegMarkers(clean).map((m) => m.marker)).toEqual([0xe0, 0xdb, 0xc0, 0xc4, 0xc4, 0xda]);
        },
      },
      {
        name: 'a PNG with tEXt, zTXt, iTXt, eXIf and tIME',
        bytes: png({ text: true }),
        type: 'image/png',
        ext: 'png',
        check: (clean: Uint8Array) => expect(pngChunkTypes(clean)).toEqual(['IHDR', 'gAMA', 'IDAT', 'IEND']),
      },
      {
        name: 'a WebP with EXIF and XMP',
        bytes: webp({ metadata: true }),
        type: 'image/webp',
        ext: 'webp',
        check: (clean: Uint8Array) => expect(webpChunks(clean)).toEqual(['VP8X', 'VP8L']),
      },
      {
        name: 'a GIF with a comment and XMP',
        bytes: gif({ metadata: true }),
        type: 'image/gif',
        ext: 'gif',
        check: (clean: Uint8Array) => expect(Buffer.from(clean).toString('latin1')).not.toContain('XMP'),
      },
    ];

    it.each(cases)('$name comes back without its metadata, served safely', async ({ bytes, type, ext, check }) => {
      expect(hasSecret(bytes)).toBe(true);
      const key = await uploadFile(member, 'image', bytes, type);
      const answer = await finalizeImage(member, key);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json.imageUrl).toMatch(new RegExp(`^/media/images/[0-9a-z]{10}[A-Za-z0-9_-]{16}\\.${ext}${SIGNED}$`));

      const { response, bytes: clean } = await served(answer.json.imageUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-disposition')).toBe('inline');
      expect(hasSecret(clean)).toBe(false);
      check(clean);

      // The upload itself is gone, and was never served, even to a URL signed for it.
      expect(await objectSize(key)).toBeNull();
      expect((await served((await mediaSigner())(`/media/${key}`)!)).response.status).toBe(404);
      expect((await served(`/media/..%2F${key}`)).response.status).toBe(400);
    });

    it.each([
      ['a text file renamed .png', Buffer.from('just some notes, not a picture\n'), 'image/png'],
      ['an HTML file claiming image/png', Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>'), 'image/png'],
      ['an SVG claiming image/jpeg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'image/jpeg'],
      ['a recording claiming image/jpeg', audio.webm(), 'image/jpeg'],
      ['a JPEG header and nothing else', jpeg().subarray(0, 24), 'image/jpeg'],
    ])('refuses %s, although the bucket took it', async (_name, bytes, type) => {
      const key = await uploadFile(member, 'image', bytes, type);
      expect(await objectSize(key)).toBe(bytes.length);
      const answer = await finalizeImage(member, key);
      expect(answer.status).toBe(400);
      expect(answer.json.message).toBe('Please select an image file');
      expect(await objectSize(key)).toBeNull();
    });

    it('refuses an 11 MB picture that was declared small', async () => {
      const big = new Uint8Array(11 * MB);
      big.set(jpeg());
      const key = await uploadFile(member, 'image', big, 'image/jpeg', 1000);
      const answer = await finalizeImage(member, key);
      expect(answer.status).toBe(400);
      expect(answer.json.message).toBe('Please select an image smaller than 10MB');
      expect(await objectSize(key)).toBeNull();
    });

    it("refuses another member's upload, exactly like a missing one, and leaves it alone", async () => {
      const key = await uploadFile(member, 'image', png(), 'image/png');
      const stolen = await finalizeImage(other, key);
      expect(stolen.status).toBe(400);
      expect(stolen.json.message).toBe('Upload not found. Please try again.');
      const own = await finalizeImage(member, key);
      expect(own.status, own.text).toBe(200);
    });

    it.each([
      ['a key never uploaded', () => `uploads/${memberId}/0000000000AAAAAAAAAAAAAA`],
      ['a key outside uploads/', () => 'media/images/0000000000AAAAAAAAAAAAAA.png'],
      ['a key with a path trick', () => `uploads/${memberId}/../other/0000000000AAAAAAAAAAAAAA`],
      ['an empty key', () => ''],
    ])('answers %s with "Upload not found"', async (_name, key) => {
      const answer = await finalizeImage(member, key());
      expect(answer.status).toBe(400);
      expect(answer.json.message).toBe('Upload not found. Please try again.');
    });

    it('finalizes an upload once', async () => {
      const key = await uploadFile(member, 'image', gif(), 'image/gif');
      expect((await finalizeImage(member, key)).status).toBe(200);
      const again = await finalizeImage(member, key);
      expect(again.status).toBe(400);
      expect(again.json.message).toBe('Upload not found. Please try again.');
    });
  });

  describe('audio', () => {
    it.each([
      ['webm', audio.webm(), 'audio/webm'],
      ['ogg', audio.ogg(), 'audio/ogg'],
      ['m4a', audio.m4a(), 'audio/mp4'],
      ['wav', audio.wav(), 'audio/wav'],
      ['mp3', audio.mp3(), 'audio/mpeg'],
    ])('accepts a %s recording with its duration', async (ext, bytes, type) => {
      const key = await uploadFile(member, 'audio', bytes, type);
      const answer = await finalizeAudio(member, key, 42.5);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json.duration).toBe(42.5);
      expect(answer.json.audioUrl).toMatch(new RegExp(`^/media/audio/[0-9a-z]{10}[A-Za-z0-9_-]{16}\\.${ext}${SIGNED}$`));
      const { response, bytes: stored } = await served(answer.json.audioUrl);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(hasSecret(stored)).toBe(false);
    });

    it("serves a recording to HEAD (the player's diagnostic check) and in byte ranges", async () => {
      const bytes = audio.wav();
      const { audioUrl } = (await finalizeAudio(member, await uploadFile(member, 'audio', bytes, 'audio/wav'), 1)).json;
      const head = await fetch(`${stack.url}${audioUrl}`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(String(bytes.length));
      const part = await fetch(`${stack.url}${audioUrl}`, { headers: { range: 'bytes=8-11' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 8-11/${bytes.length}`);
      expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe('WAVE');
    });

    it.each([
      ['a picture', () => jpeg(), 'audio/webm', 'Please select an audio file'],
      ['an HTML file', () => Buffer.from('<html><script>alert(1)</script></html>'), 'audio/mpeg', 'Please select an audio file'],
    ])('refuses %s sent as audio', async (_name, bytes, type, message) => {
      const key = await uploadFile(member, 'audio', bytes(), type);
      const answer = await finalizeAudio(member, key, 10);
      expect(answer.status).toBe(400);
      expect(answer.json.message).toBe(message);
    });

    it('refuses a recording over 20 MB that was declared small', async () => {
      const big = new Uint8Array(20 * MB + 1);
      big.set(audio.ogg());
      const key = await uploadFile(member, 'audio', big, 'audio/ogg', 1000);
      const answer = await finalizeAudio(member, key, 10);
      expect(answer.status).toBe(400);
      expect(answer.json.message).toBe('Please select an audio file smaller than 20MB');
    });

    it.each([0, -1, 300.5, 3600, '12'])('refuses a duration of %j', async (duration) => {
      const key = await uploadFile(member, 'audio', audio.webm(), 'audio/webm');
      const answer = await member.send<{ message: string }>('POST', '/api/upload/audio', { key, duration });
      expect(answer.status).toBe(400);
      expect(answer.json.message).toBe('Audio recordings can be at most 300 seconds long');
    });

    it('an image upload is not audio, and audio is not an image', async () => {
      const imageKey = await uploadFile(member, 'image', png(), 'image/png');
      expect((await finalizeAudio(member, imageKey, 5)).json.message).toBe('Please select an audio file');
      const audioKey = await uploadFile(member, 'audio', audio.webm(), 'audio/webm');
      expect((await finalizeImage(member, audioKey)).json.message).toBe('Please select an image file');
    });
  });

  describe('media records', () => {
    it('name the uploader of checked media of the right kind, and no one else', async () => {
      const image = await finalizeImage(member, await uploadFile(member, 'image', png(), 'image/png'));
      const recording = await finalizeAudio(member, await uploadFile(member, 'audio', audio.ogg(), 'audio/ogg'), 3);
      const { imageUrl } = image.json;
      const { audioUrl } = recording.json;
      const keys = [mediaKeyOf(imageUrl, 'image')!, mediaKeyOf(audioUrl, 'audio')!];
      expect(keys).toEqual([mediaPathOf(imageUrl).slice(1), mediaPathOf(audioUrl).slice(1)]);
      expect(await keysUploadedBy(memberId, keys)).toEqual(new Set(keys));
      expect(await keysUploadedBy(otherId, keys)).toEqual(new Set());
      expect(await keysUploadedBy(memberId, ['media/images/0000000000AAAAAAAAAAAAAA.png'])).toEqual(new Set());
      expect(mediaKeyOf(imageUrl, 'audio')).toBeNull();
      expect(mediaKeyOf(audioUrl, 'image')).toBeNull();
      for (const url of [
        `${stack.url}${imageUrl}`,
        `https://evil.example${imageUrl}`,
        `${imageUrl}&x=1`,
        `${mediaPathOf(imageUrl)}?x=1`,
        imageUrl.replace('.png', '.html'),
        `/media/images/../../uploads/${memberId}/0000000000AAAAAAAAAAAAAA`,
        '',
      ]) {
        expect(mediaKeyOf(url, 'image'), url).toBeNull();
      }
    });
  });
});
