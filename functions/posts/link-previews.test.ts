/**
 * Link previews (issue 33 §2) end to end, against the stack's page stand-in
 * (functions/stand-ins/page-stand-in.ts): the first web address of a post or reply is previewed
 * once, after the request, by the stream worker, through the SSRF guard; its image is the server's
 * stripped copy; a page that cannot be previewed leaves a plain link; the preview's image goes with
 * the post and with its author's erasure. `summarisePage` and `firstWebAddress` alone at the end.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Post } from '#shared/types/post.ts';
import { PAGE_TEXT, PAGES, SEEN_PATH } from '../stand-ins/page-stand-in.ts';
import { keysUploadedBy } from '../media/items/media.ts';
import { mediaKeyOf } from '../lib/media.ts';
import { objectSize } from '../lib/s3.ts';
import { hasSecret } from '../testing/media-fixtures.ts';
import { accountIn, type Account } from '../testing/personas.ts';
import { mediaPathOf } from '../testing/uploads.ts';
import { getPostItem } from './items/post.ts';
import { firstWebAddress, previewLink, summarisePage } from './workflows/link-preview.ts';

const stack = inject('stack');
const page = (path: string) => `${stack.pageStandInOrigin}${path}`;
const LONG = { timeout: 30_000, interval: 250 };

let author: Account;
let reader: Account;
beforeAll(async () => {
  [author, reader] = await Promise.all([accountIn('approved'), accountIn('approved')]);
});

const write = async (account: Account, body: Record<string, unknown>) => {
  const response = await account.client.send<Post>('POST', '/api/posts', { type: 'reflection', ...body });
  expect(response.status, response.text).toBe(201);
  return response.json;
};
const read = async (account: Account, id: string) => (await account.client.get<Post>(`/api/posts/${id}`)).json;
/** The post once the stream worker has looked at its link: previewed, or known to have none. */
const previewed = async (id: string) => {
  await expect.poll(async () => (await read(reader, id)).linkPreview, LONG).toBe(true);
  return read(reader, id);
};
/** A post whose link the stream worker has looked at and left plain. */
const leftPlain = async (id: string) => {
  await expect.poll(async () => (await getPostItem(id))?.linkCheckedAt, LONG).toBeDefined();
  const post = await read(reader, id);
  expect(post.linkPreview).toBe(false);
  expect([post.linkTitle, post.linkDescription, post.linkThumbnail]).toEqual([null, null, null]);
  return post;
};

describe('a link in a post', () => {
  it("gets the page's Open Graph card, with the server's stripped copy of its image, after the request", async () => {
    const written = await write(author, { content: `A gentle read for anyone starting out: ${page(PAGES.article)}.` });
    // The answer to the request carries the address at once; the preview is never made in the request.
    expect(written.linkUrl).toBe(page(PAGES.article));
    expect(written.linkPreview).toBe(false);
    const post = await previewed(written.id);
    expect(post).toMatchObject({ linkUrl: page(PAGES.article), linkTitle: PAGE_TEXT.title, linkDescription: PAGE_TEXT.description, linkPreview: true });
    // Never the page's own image address: a copy under /media, signed like an upload's.
    expect(post.linkThumbnail).toMatch(/^\/media\/images\/[\w-]+\.png\?Policy=/);
    const served = await fetch(`${stack.url}${post.linkThumbnail}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(100);
    expect(hasSecret(bytes)).toBe(false);
    // In the feed too.
    const feed = (await reader.client.get<{ posts: Post[] }>('/api/posts?sortBy=newest')).json.posts;
    expect(feed.find((p) => p.id === post.id)?.linkTitle).toBe(PAGE_TEXT.title);
  });

  it('tells the page nothing of who wrote or reads the post: no cookie, no Referer, no name', async () => {
    const written = await write(author, { content: `For later ${page(PAGES.plain)}` });
    const post = await previewed(written.id);
    expect(post).toMatchObject({ linkTitle: PAGE_TEXT.plainTitle, linkDescription: PAGE_TEXT.plainDescription, linkThumbnail: null });
    const headers = (await (await fetch(`${stack.pageStandInOrigin}${SEEN_PATH}?path=${encodeURIComponent(PAGES.plain)}`)).json()) as Record<string, string>;
    // What any server would send: no cookie, no Referer, no authorisation, nothing of the post.
    expect(Object.keys(headers).filter((name) => !['accept', 'accept-encoding', 'accept-language', 'connection', 'host', 'user-agent'].includes(name))).toEqual([]);
    expect(JSON.stringify(headers)).not.toContain(author.name!);
    expect(JSON.stringify(headers)).not.toContain(written.id);
  });

  it('previews a reply the same way, and only the first address', async () => {
    const parent = await write(author, { content: 'A question without a link.' });
    const reply = await write(reader, { type: 'reply', parentId: parent.id, content: `See ${page(PAGES.plain)} and also ${page(PAGES.article)}` });
    expect(reply.linkUrl).toBe(page(PAGES.plain));
    expect((await previewed(reply.id)).linkTitle).toBe(PAGE_TEXT.plainTitle);
    const replies = (await reader.client.get<Post[]>(`/api/posts/${parent.id}/replies`)).json;
    expect(replies[0]?.linkPreview).toBe(true);
  });

  it('reads only the first 512 KB of a page: tags at its start make a card, tags after it none', async () => {
    const huge = await write(author, { content: `Long one ${page(PAGES.huge)}` });
    expect((await previewed(huge.id)).linkTitle).toBe('A very long page');
    const late = await write(author, { content: `Late one ${page(PAGES.late)}` });
    await leftPlain(late.id);
  });

  it('keeps untrusted words as capped text: markup stays words, a long description is cut', async () => {
    const post = await previewed((await write(author, { content: `Tricky ${page(PAGES.markup)}` })).id);
    expect(post.linkTitle).toBe('<script>alert(1)</script> & friends');
    expect([...post.linkDescription!].length).toBeLessThanOrEqual(300);
    expect(post.linkDescription!.endsWith('…')).toBe(true);
  });

  it('leaves a plain link for what the guard refuses: a redirect inside, to the metadata service, an answer that is not HTML, a page that is not there', async () => {
    for (const path of [PAGES.toPrivate, PAGES.toMetadata, PAGES.notHtml, PAGES.missing]) {
      const post = await write(author, { content: `Refused ${page(path)}` });
      const plain = await leftPlain(post.id);
      expect(plain.linkUrl).toBe(page(path));
    }
  });

  it('makes a card without a picture when the image leads inside or is not an image', async () => {
    const inside = await previewed((await write(author, { content: `Inside ${page(PAGES.imageInside)}` })).id);
    expect([inside.linkTitle, inside.linkThumbnail]).toEqual(['A picture kept inside', null]);
    const notImage = await previewed((await write(author, { content: `Not an image ${page(PAGES.imageNotImage)}` })).id);
    expect([notImage.linkTitle, notImage.linkThumbnail]).toEqual(['A picture that is a page', null]);
  });

  it('looks once: a repeated stream record, or one for a post deleted since, fetches nothing and changes nothing', async () => {
    const post = await previewed((await write(author, { content: `Once ${page(PAGES.plain)}` })).id);
    const before = (await getPostItem(post.id))!;
    const again = { id: post.id, authorId: author.id!, linkUrl: post.linkUrl };
    expect(await previewLink(again)).toEqual({ outcome: 'done' });
    expect(await getPostItem(post.id)).toEqual(before);
    expect((await author.client.send('DELETE', `/api/posts/${post.id}`)).status).toBeLessThan(300);
    expect(await previewLink(again)).toEqual({ outcome: 'gone' });
  });

  it('never fetches an address inside the network written into a post (no trusted origin there)', async () => {
    const post = await write(author, { content: 'Look: http://169.254.169.254/latest/meta-data/ and http://127.0.0.1:9/' });
    expect(post.linkUrl).toBe('http://169.254.169.254/latest/meta-data/');
    await leftPlain(post.id);
  });
});

describe("a link preview's image", () => {
  const storedKey = (post: Post) => mediaKeyOf(mediaPathOf(post.linkThumbnail!), 'image')!;

  it('leaves the bucket with its post', async () => {
    const post = await previewed((await write(author, { content: `To delete ${page(PAGES.article)}` })).id);
    const key = storedKey(post);
    expect(await objectSize(key)).toBeGreaterThan(0);
    expect((await author.client.send('DELETE', `/api/posts/${post.id}`)).status).toBeLessThan(300);
    await expect.poll(() => objectSize(key), LONG).toBeNull();
    expect(await keysUploadedBy(author.id!, [key])).toEqual(new Set());
  });

  it("leaves the bucket with its author's erasure", async () => {
    const leaver = await accountIn('approved');
    const post = await previewed((await write(leaver, { content: `Before I go ${page(PAGES.article)}` })).id);
    const key = storedKey(post);
    expect(await keysUploadedBy(leaver.id!, [key])).toEqual(new Set([key]));
    const erased = await leaver.client.send('POST', '/api/user/erase', { confirmName: leaver.name, posts: 'delete' });
    expect(erased.status, erased.text).toBeLessThan(300);
    await expect.poll(() => objectSize(key), { timeout: 120_000, interval: 300 }).toBeNull();
  });
});

describe('finding and reading a page', () => {
  it('finds the first http(s) address, without the punctuation around it, and skips YouTube videos and credentials', () => {
    expect(firstWebAddress('Read (https://example.org/a_(b)?x=1#top).')).toBe('https://example.org/a_(b)?x=1#top');
    expect(firstWebAddress('see https://www.youtube.com/watch?v=calmBreath1 then http://example.net/page, ok')).toBe('http://example.net/page');
    expect(firstWebAddress('https://user:pass@example.org/ and nothing else')).toBeNull();
    expect(firstWebAddress('ftp://example.org/ www.example.org no scheme')).toBeNull();
    expect(firstWebAddress(`https://example.org/${'a'.repeat(2100)}`)).toBeNull();
  });

  it('reads Open Graph first, then <title> and the meta description, the image against the page', () => {
    const summary = summarisePage(
      `<head><title>Fallback</title><meta name="description" content="Plain &amp; simple"><meta content='/img/a.png' property='og:image'></head>`,
      'https://example.org/dir/page',
    );
    expect(summary).toEqual({ title: 'Fallback', description: 'Plain & simple', image: 'https://example.org/img/a.png' });
    expect(summarisePage('<meta property="og:image" content="javascript:alert(1)"><title>T</title>', 'https://example.org/')?.image).toBeNull();
    expect(summarisePage('<p>No title at all</p>', 'https://example.org/')).toBeNull();
    expect(summarisePage(`<title>${'\u0007Bell\u200b '.repeat(3)}</title>`, 'https://example.org/')?.title).toBe('Bell Bell Bell');
  });
});
