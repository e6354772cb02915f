/**
 * What a post may attach: one media item (an uploaded image or a YouTube video) and/or one audio
 * recording. An uploaded file is attached only by the member who uploaded it, once the server has
 * verified and stored it (media/items/media.ts): one BatchGetItem checks both. Another member's file
 * is answered exactly like a missing one. A YouTube attachment must be the normalised watch URL
 * and a YouTube thumbnail, as the preview route returns them.
 */
import { AUDIO_MAX_SECONDS } from '#shared/limits.ts';
import { keysUploadedBy } from '../items/media.ts';
import { type MediaFields, mediaKeyOf, mediaUrlOf } from '../../lib/media.ts';
import { badRequest } from '../../lib/errors.ts';
import { markUsed } from '../../lib/s3.ts';

const YOUTUBE_WATCH = /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/;
const YOUTUBE_THUMBNAIL = /^https:\/\/(i\.ytimg\.com|img\.youtube\.com)\/[\w\-./]+$/;

export async function verifyAttachments(input: MediaFields, authorId: string): Promise<MediaFields> {
  const imageUrl = input.imageUrl || null;
  const youtubeUrl = input.youtubeUrl || null;
  const audioUrl = input.audioUrl || null;
  if (imageUrl && youtubeUrl) throw badRequest('Only one media item (an image or a YouTube link) can be attached.');
  // Image and audio keys live in different folders, so the two are never the same key.
  const imageKey = imageUrl && mediaKeyOf(imageUrl, 'image');
  const audioKey = audioUrl && mediaKeyOf(audioUrl, 'audio');
  const owned = await keysUploadedBy(authorId, [imageKey, audioKey].filter((key) => key !== null));
  if (imageUrl && !(imageKey && owned.has(imageKey))) throw badRequest('Upload failed. Please attach the image again.');
  if (audioUrl && !(audioKey && owned.has(audioKey))) throw badRequest('Upload failed. Please record the audio again.');
  // Kept from now on, before the post is written: a post never points at media due to be removed.
  await Promise.all([imageKey, audioKey].filter((key) => key !== null).map(markUsed));
  if (youtubeUrl && !YOUTUBE_WATCH.test(youtubeUrl)) {
    throw badRequest("Please check the URL and try again. Make sure it's a valid YouTube link.");
  }
  const youtubeThumbnail = youtubeUrl ? input.youtubeThumbnail || null : null;
  if (youtubeThumbnail && !YOUTUBE_THUMBNAIL.test(youtubeThumbnail)) throw badRequest('Invalid video thumbnail');
  const audioDuration = audioUrl ? Math.min(AUDIO_MAX_SECONDS, Math.max(0, Math.round(input.audioDuration ?? 0))) : null;
  // Stored as the bare path: an answer signs it anew for whoever may see it.
  return {
    imageUrl: imageKey && mediaUrlOf(imageKey),
    audioUrl: audioKey && mediaUrlOf(audioKey),
    audioDuration,
    youtubeUrl,
    youtubeThumbnail,
    youtubeTitle: youtubeUrl ? input.youtubeTitle || null : null,
  };
}
