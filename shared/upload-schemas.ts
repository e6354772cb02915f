/**
 * Uploads and previews: limits, accepted types, the specification's messages and the request
 * schemas, shared by the browser (which checks before uploading) and the functions (which check
 * again, and then check the stored object itself).
 */
import * as z from 'zod/mini';

const MB = 1024 * 1024;

export const UPLOAD_LIMITS = {
  /** The specification's image limit. */
  imageMaxBytes: 10 * MB,
  /**
   * Ours (the spec sets none): 300 s of Opus or AAC from MediaRecorder is 2–5 MB, so 20 MB leaves
   * room for uncompressed WAV up to about 3.5 minutes of 48 kHz mono.
   */
  audioMaxBytes: 20 * MB,
  /** The specification's maximum recording length. */
  audioMaxSeconds: 300,
  /** How long a presigned upload form stays usable. */
  presignSeconds: 5 * 60,
} as const;

export type UploadKind = 'image' | 'audio';

/** Accepted image types: the ones every browser decodes and the server can check and strip. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const AUDIO_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/mpeg', 'audio/wav'] as const;

/** Other names browsers and operating systems give the same formats. */
const TYPE_ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'audio/x-m4a': 'audio/mp4',
  'audio/m4a': 'audio/mp4',
  'audio/aac': 'audio/mp4',
  'audio/mp3': 'audio/mpeg',
  'audio/x-wav': 'audio/wav',
  'audio/wave': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
};

/** `audio/webm;codecs=opus` → `audio/webm`: the policy pins this bare type, and the form sends it. */
export function normaliseContentType(contentType: string): string {
  const bare = contentType.split(';')[0]!.trim().toLowerCase();
  return TYPE_ALIASES[bare] ?? bare;
}

export const UPLOAD_MESSAGES = {
  imageType: { title: 'Invalid file type', description: 'Please select an image file' },
  imageSize: { title: 'File too large', description: 'Please select an image smaller than 10MB' },
  imageFailed: { title: 'Upload failed', description: 'Failed to upload image. Please try again.' },
  audioType: 'Please select an audio file',
  audioSize: 'Please select an audio file smaller than 20MB',
  audioDuration: 'Audio recordings can be at most 300 seconds long',
  notFound: 'Upload not found. Please try again.',
} as const;

export const YOUTUBE_MESSAGES = {
  invalid: "Please check the URL and try again. Make sure it's a valid YouTube link.",
  failed: 'Failed to fetch video preview.',
} as const;

const KIND_RULES = {
  image: {
    types: IMAGE_TYPES as readonly string[],
    maxBytes: UPLOAD_LIMITS.imageMaxBytes,
    badType: UPLOAD_MESSAGES.imageType.description,
    tooLarge: UPLOAD_MESSAGES.imageSize.description,
  },
  audio: {
    types: AUDIO_TYPES as readonly string[],
    maxBytes: UPLOAD_LIMITS.audioMaxBytes,
    badType: UPLOAD_MESSAGES.audioType,
    tooLarge: UPLOAD_MESSAGES.audioSize,
  },
} as const;

export const uploadRules = (kind: UploadKind) => KIND_RULES[kind];

/**
 * What is wrong with a file as the browser describes it, or null. The browser asks before it
 * uploads; the server asks again before it signs, and checks the stored bytes afterwards anyway.
 */
export function declaredUploadProblem(kind: UploadKind, contentType: string, size: number): string | null {
  const rules = KIND_RULES[kind];
  if (!rules.types.includes(normaliseContentType(contentType))) return rules.badType;
  if (!Number.isInteger(size) || size < 1) return rules.badType;
  if (size > rules.maxBytes) return rules.tooLarge;
  return null;
}

export const presignUploadSchema = z.object({
  kind: z.enum(['image', 'audio'], { error: 'Upload kind must be "image" or "audio"' }),
  contentType: z.string({ error: 'File type is required' }).check(z.maxLength(200, 'File type is required')),
  size: z.number({ error: 'File size is required' }),
});
export type PresignUploadInput = z.infer<typeof presignUploadSchema>;

const uploadKey = z.string({ error: UPLOAD_MESSAGES.notFound }).check(z.maxLength(200, UPLOAD_MESSAGES.notFound));

export const imageUploadSchema = z.object({ key: uploadKey });

export const audioUploadSchema = z.object({
  key: uploadKey,
  duration: z.number({ error: UPLOAD_MESSAGES.audioDuration }).check(
    z.gt(0, UPLOAD_MESSAGES.audioDuration),
    z.lte(UPLOAD_LIMITS.audioMaxSeconds, UPLOAD_MESSAGES.audioDuration),
  ),
});

export const youtubePreviewSchema = z.object({
  url: z.string({ error: YOUTUBE_MESSAGES.invalid }).check(
    z.trim(),
    z.minLength(1, YOUTUBE_MESSAGES.invalid),
    z.maxLength(2048, YOUTUBE_MESSAGES.invalid),
  ),
});

/** POST /api/upload/presign: where and how the browser posts the file. */
export interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
  key: string;
  maxBytes: number;
}

export interface ImageUploadResult {
  imageUrl: string;
}

export interface AudioUploadResult {
  audioUrl: string;
  duration: number;
}

export interface YoutubePreview {
  url: string;
  title: string;
  thumbnail: string;
}
