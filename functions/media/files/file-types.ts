/**
 * The real type of stored bytes, by their magic numbers. The Content-Type a browser declares (and
 * the one S3 stored with the object) is whatever the uploader said; these bytes are what a
 * browser will actually decode.
 */
import type { UploadKind } from '#shared/upload-schemas.ts';

export interface FileType {
  kind: UploadKind;
  contentType: string;
  ext: string;
}

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  bytes.length >= at + text.length && [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);

export const JPEG: FileType = { kind: 'image', contentType: 'image/jpeg', ext: 'jpg' };
export const PNG: FileType = { kind: 'image', contentType: 'image/png', ext: 'png' };
export const GIF: FileType = { kind: 'image', contentType: 'image/gif', ext: 'gif' };
export const WEBP: FileType = { kind: 'image', contentType: 'image/webp', ext: 'webp' };

const WEBM: FileType = { kind: 'audio', contentType: 'audio/webm', ext: 'webm' };
const OGG: FileType = { kind: 'audio', contentType: 'audio/ogg', ext: 'ogg' };
const M4A: FileType = { kind: 'audio', contentType: 'audio/mp4', ext: 'm4a' };
const WAV: FileType = { kind: 'audio', contentType: 'audio/wav', ext: 'wav' };
export const MP3: FileType = { kind: 'audio', contentType: 'audio/mpeg', ext: 'mp3' };

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/** An MPEG-1/2/2.5 audio frame header: 11 sync bits, a defined version, and layer I, II or III. */
function isMpegAudioFrame(bytes: Uint8Array, at = 0): boolean {
  const b0 = bytes[at];
  const b1 = bytes[at + 1];
  const b2 = bytes[at + 2];
  if (b0 !== 0xff || b1 === undefined || b2 === undefined) return false;
  const sync = (b1 & 0xe0) === 0xe0;
  const version = (b1 >> 3) & 0b11;
  const layer = (b1 >> 1) & 0b11;
  const bitrate = b2 >> 4;
  const sampleRate = (b2 >> 2) & 0b11;
  return sync && version !== 0b01 && layer !== 0b00 && bitrate !== 0b1111 && sampleRate !== 0b11;
}

export function detectFileType(bytes: Uint8Array): FileType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(bytes, PNG_SIGNATURE)) return PNG;
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return GIF;
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return WEBP;
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return WAV;
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return WEBM;
  if (ascii(bytes, 0, 'OggS')) return OGG;
  if (ascii(bytes, 4, 'ftyp')) return M4A;
  if (ascii(bytes, 0, 'ID3') || isMpegAudioFrame(bytes)) return MP3;
  return null;
}
