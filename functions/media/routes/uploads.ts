/**
 * Route group `uploads`: presigned uploads straight to the bucket, then server-side checks. The
 * answer's URL is signed for the uploader's preview; a post stores the bare path.
 */
import {
  audioUploadSchema,
  imageUploadSchema,
  presignUploadSchema,
  type AudioUploadResult,
  type ImageUploadResult,
} from '#shared/upload-schemas.ts';
import { createGroupHandler, parseBody } from '../../lib/handler.ts';
import { json } from '../../lib/http.ts';
import { mediaUrlOf } from '../../lib/media.ts';
import { signedMediaUrl } from '../../lib/media-signing.ts';
import { finalizeUpload } from './finalize.ts';
import { presignUpload } from './presign.ts';

export const handler = createGroupHandler('uploads', {
  'POST /api/upload/presign': async ({ caller, body }) =>
    json(200, await presignUpload(caller.user.id, parseBody(presignUploadSchema, body))),

  'POST /api/upload/image': async ({ caller, body }) => {
    const { key } = parseBody(imageUploadSchema, body);
    const mediaKey = await finalizeUpload(caller.user.id, key, 'image');
    return json(200, { imageUrl: await signedMediaUrl(mediaUrlOf(mediaKey)) } satisfies ImageUploadResult);
  },

  // The duration is the recorder's own count (MediaRecorder's WebM carries none to check against);
  // the spec's 300 s cap and the size cap bound what it can claim.
  'POST /api/upload/audio': async ({ caller, body }) => {
    const { key, duration } = parseBody(audioUploadSchema, body);
    const mediaKey = await finalizeUpload(caller.user.id, key, 'audio');
    return json(200, { audioUrl: await signedMediaUrl(mediaUrlOf(mediaKey)), duration } satisfies AudioUploadResult);
  },
});
