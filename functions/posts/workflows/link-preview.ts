/**
 * Link previews (issue 33 §2): the first web address in a post or reply (`linkUrl`, found when it is
 * written) gets a card of the page it leads to — its Open Graph title, description and image, or
 * its <title> and meta description. The stream worker fetches it once, after the request
 * (streams/handler.ts), through the SSRF guard (lib/safe-fetch.ts: public addresses only, every
 * redirect checked again, time and size capped); only a `text/html` answer is read, and only its
 * first 512 KB. The image is fetched by the server too, checked and stripped like an upload and
 * stored under media/ as the author's (so it goes with the post and with its author's erasure):
 * a reader's browser never asks the other site for anything. A page that cannot be previewed
 * leaves the post as written, its address a plain link.
 *
 * What a fetched page learns: a request from the server, with no cookie, no Referer and nothing of
 * the member who wrote or reads the post. Its words are text, never markup: entities decoded,
 * control characters dropped, lengths capped; the web shows them as text.
 */
import { optionalEnv, LINK_PREVIEW_ENV } from '../../lib/config.ts';
import { updateIf } from '../../lib/db/transact.ts';
import { updateOf } from '../../lib/db/update.ts';
import { HttpError } from '../../lib/errors.ts';
import { mediaKeyOf, mediaUrlOf } from '../../lib/media.ts';
import { deleteObjectForGood } from '../../lib/s3.ts';
import { SafeFetchError, safeFetch, type SafeFetchOptions } from '../../lib/safe-fetch.ts';
import { forgetUpload } from '../../media/items/media.ts';
import { checkMedia, storeMedia } from '../../media/workflows/checked-media.ts';
import { getPostItem, LIVE_POST, postKey, type PostItem } from '../items/post.ts';
import { youtubeVideoId } from './youtube-video.ts';

/** The most of a page that is read: its head is at its start. */
export const PAGE_MAX_BYTES = 512 * 1024;
/** An Open Graph image is a card's picture, not a photo album: far below an upload's 10 MB. */
const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
const TITLE_MAX = 200;
const DESCRIPTION_MAX = 300;
const URL_MAX = 2048;

/** Operator configuration: the local page stand-in under `npm start` and the tests; unset in AWS. */
const TRUSTED_ORIGIN = optionalEnv(LINK_PREVIEW_ENV.trustedOrigin);

/**
 * The same for every page: nothing of the post, its author or its readers. 4 s for the page and 4
 * for its image: a stream batch of ten posts all linking to silent sites still ends inside the
 * stream worker's minute, and a retried batch skips the links already looked at.
 */
const REQUEST: SafeFetchOptions = {
  timeoutMs: 4_000,
  maxRedirects: 3,
  ...(TRUSTED_ORIGIN ? { trustedOrigin: TRUSTED_ORIGIN } : {}),
  headers: { 'user-agent': 'SeekersCircle-LinkPreview/1.0', 'accept-language': 'en' },
};

const ADDRESS = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence or closes a bracket around a link, not the link itself. */
const TRAILING = /[.,;:!?'")\]}]+$/;

/**
 * The first http(s) address in a text that a preview can be made of: not a YouTube video (its
 * attached player is its preview), no credentials, at most 2,048 characters. Null when none.
 */
export function firstWebAddress(text: string): string | null {
  for (const [match] of text.matchAll(ADDRESS)) {
    const candidate = match.replace(TRAILING, '');
    if (candidate.length > URL_MAX || !URL.canParse(candidate)) continue;
    const url = new URL(candidate);
    if (url.username || url.password || youtubeVideoId(url.href)) continue;
    return url.href;
  }
  return null;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', mdash: '—', ndash: '–', hellip: '…' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Untrusted words made plain: entities decoded, control characters gone, spaces folded, capped (by characters, not halves of one). */
function plainText(raw: string | undefined, max: number): string | null {
  if (raw === undefined) return null;
  const text = decodeEntities(raw)
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  const characters = [...text];
  return characters.length > max ? `${characters.slice(0, max - 1).join('').trimEnd()}…` : text;
}

const ATTRIBUTE = /([a-z_:][-a-z0-9_:.]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;

function attributesOf(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, double, single, bare] of tag.matchAll(ATTRIBUTE)) {
    const key = name!.toLowerCase();
    if (!found.has(key)) found.set(key, double ?? single ?? bare ?? '');
  }
  return found;
}

export interface PageSummary {
  title: string;
  description: string | null;
  /** The image's address, resolved against the page's own. */
  image: string | null;
}

/** What a card shows of a page: Open Graph first, then <title> and the meta description. No title, no card. */
export function summarisePage(html: string, pageUrl: string): PageSummary | null {
  const meta = new Map<string, string>();
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attributes = attributesOf(tag);
    const key = (attributes.get('property') ?? attributes.get('name'))?.toLowerCase();
    const content = attributes.get('content');
    if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
  }
  const titleTag = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  const title = plainText(meta.get('og:title'), TITLE_MAX) ?? plainText(titleTag, TITLE_MAX);
  if (!title) return null;
  const description = plainText(meta.get('og:description'), DESCRIPTION_MAX) ?? plainText(meta.get('description'), DESCRIPTION_MAX);
  const imageRef = decodeEntities(meta.get('og:image') ?? meta.get('og:image:url') ?? '').trim();
  let image: string | null = null;
  if (imageRef && imageRef.length <= URL_MAX && URL.canParse(imageRef, pageUrl)) {
    const url = new URL(imageRef, pageUrl);
    if (url.protocol === 'https:' || url.protocol === 'http:') image = url.href;
  }
  return { title, description, image };
}

const isHtml = (contentType: string) => /^text\/html\s*(;|$)/i.test(contentType.trim());
const isImage = (contentType: string) => /^image\//i.test(contentType.trim());

/** The page's card, or null when it has none (not 200, no title). Throws SafeFetchError when the guard or the page refuses. */
export async function readPage(address: string): Promise<PageSummary | null> {
  const page = await safeFetch(address, {
    ...REQUEST,
    maxBytes: PAGE_MAX_BYTES,
    truncate: true,
    acceptType: isHtml,
    headers: { ...REQUEST.headers, accept: 'text/html' },
  });
  if (page.status !== 200) return null;
  return summarisePage(page.body.toString('utf8'), page.url);
}

/** The page's image, fetched, checked, stripped and stored as the author's; its media URL. */
async function storedPicture(address: string, authorId: string): Promise<string> {
  const picture = await safeFetch(address, { ...REQUEST, maxBytes: PICTURE_MAX_BYTES, acceptType: isImage, headers: { ...REQUEST.headers, accept: 'image/*' } });
  if (picture.status !== 200) throw new SafeFetchError('network', `Answered ${picture.status}`);
  const checked = checkMedia(new Uint8Array(picture.body), 'image', { maxBytes: PICTURE_MAX_BYTES, tooLarge: 'Preview image too large' });
  return mediaUrlOf(await storeMedia(authorId, checked));
}

export type LinkPreviewOutcome = 'none' | 'previewed' | 'no-card' | 'gone' | 'done' | `refused-${SafeFetchError['reason']}`;

const refusal = (error: unknown): LinkPreviewOutcome => {
  if (error instanceof SafeFetchError) return `refused-${error.reason}`;
  // The image's own check (type, size, a malformed file): the card goes without it.
  if (error instanceof HttpError && error.statusCode === 400) return 'refused-type';
  throw error;
};

interface Card {
  outcome: LinkPreviewOutcome;
  /** Only when the image was fetched at all: what became of it. */
  thumbnail?: LinkPreviewOutcome;
  set?: { linkTitle: string; linkDescription?: string; linkThumbnail?: string };
}

async function cardOf(address: string, authorId: string): Promise<Card> {
  let page: PageSummary | null;
  try {
    page = await readPage(address);
  } catch (error) {
    return { outcome: refusal(error) };
  }
  if (!page) return { outcome: 'no-card' };
  const set = { linkTitle: page.title, linkDescription: page.description ?? undefined };
  if (!page.image) return { outcome: 'previewed', set };
  try {
    return { outcome: 'previewed', thumbnail: 'previewed', set: { ...set, linkThumbnail: await storedPicture(page.image, authorId) } };
  } catch (error) {
    return { outcome: 'previewed', thumbnail: refusal(error), set };
  }
}

/**
 * Previews a new post's link, once: `linkCheckedAt` says it was looked at, whatever came of it, and
 * is written only while the post is there and has none yet, so a repeated stream record changes
 * nothing; an image stored for a post gone meanwhile goes again. Answers what became of it, for
 * the log (never the address).
 */
export async function previewLink(post: Pick<PostItem, 'id' | 'authorId' | 'linkUrl'>, now = new Date()): Promise<Omit<Card, 'set'>> {
  if (!post.linkUrl) return { outcome: 'none' };
  // A retried stream batch, or a post deleted since: nothing to fetch.
  const current = await getPostItem(post.id);
  if (!current) return { outcome: 'gone' };
  if (current.linkCheckedAt) return { outcome: 'done' };
  const { set, ...card } = await cardOf(post.linkUrl, post.authorId);
  const written = await updateIf(
    updateOf(postKey(post.id), { set: { linkCheckedAt: now.toISOString(), ...set } }, `${LIVE_POST} AND attribute_not_exists(linkCheckedAt)`),
  );
  if (written) return card;
  const key = set?.linkThumbnail && mediaKeyOf(set.linkThumbnail, 'image');
  if (key) await Promise.all([deleteObjectForGood(key), forgetUpload(post.authorId, key)]);
  return { outcome: 'gone' };
}
