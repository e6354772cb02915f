/**
 * Removes what a file says about its maker before anyone else may fetch it: EXIF (camera, time,
 * GPS position, the uncropped thumbnail), XMP, IPTC, comments and text chunks. A small parser per
 * format walks the container and copies only what decoding needs; nothing is re-encoded, so the
 * pixels are untouched. Anything the walk cannot follow is refused rather than passed through.
 */
import { GIF, JPEG, MP3, PNG, PNG_SIGNATURE, WEBP, type FileType } from './file-types.ts';

export class MalformedFileError extends Error {
  constructor(what: string) {
    super(`Malformed file: ${what}`);
    this.name = 'MalformedFileError';
  }
}

const fail = (what: string): never => {
  throw new MalformedFileError(what);
};

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? fail('truncated')) << 8) | (b[at + 1] ?? fail('truncated'));
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 0x10000 + u16be(b, at + 2);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? fail('truncated')) | ((b[at + 1] ?? fail('truncated')) << 8);
const u32le = (b: Uint8Array, at: number) => u16le(b, at) + u16le(b, at + 2) * 0x10000;
const text = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));
const concat = (parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

/** The cleaned bytes of an image (or MP3), or MalformedFileError. Other audio passes unchanged. */
export function stripMetadata(bytes: Uint8Array, type: FileType): Uint8Array {
  switch (type) {
    case JPEG:
      return stripJpeg(bytes);
    case PNG:
      return stripPng(bytes);
    case WEBP:
      return stripWebp(bytes);
    case GIF:
      return stripGif(bytes);
    case MP3:
      return stripMp3Tags(bytes);
    default:
      return bytes;
  }
}

// ---------------------------------------------------------------------------------------------
// JPEG: a sequence of marker segments, then entropy-coded scan data.

const SOS = 0xda;
const EOI = 0xd9;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;

const isRst = (marker: number) => marker >= 0xd0 && marker <= 0xd7;
const isApp = (marker: number) => marker >= 0xe0 && marker <= 0xef;
/** SOF0–SOF15, less the three codes in that range that are not frame headers (DHT, JPG, DAC). */
const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** A JFIF APP0 rebuilt without its optional thumbnail (which could show the uncropped picture). */
function jfifWithoutThumbnail(segment: Uint8Array): Uint8Array | null {
  if (segment.length < 18 || text(segment, 4, 5) !== 'JFIF\0') return null;
  const out = new Uint8Array(18);
  out.set(segment.subarray(0, 16));
  out[2] = 0;
  out[3] = 16;
  // The thumbnail's width and height: zero, and no thumbnail bytes follow.
  out[16] = 0;
  out[17] = 0;
  return out;
}

/**
 * The EXIF orientation (1–8) in an APP1 segment, or null. It is the one EXIF field a viewer needs:
 * phone cameras store the sensor's pixels and say "rotate 90°" here, so dropping it would turn
 * every portrait photo on its side.
 */
export function exifOrientation(segment: Uint8Array): number | null {
  try {
    if (text(segment, 4, 6) !== 'Exif\0\0') return null;
    const tiff = segment.subarray(10);
    const order = text(tiff, 0, 2);
    if (order !== 'II' && order !== 'MM') return null;
    const u16 = order === 'II' ? u16le : u16be;
    const u32 = order === 'II' ? u32le : u32be;
    if (u16(tiff, 2) !== 42) return null;
    const ifd = u32(tiff, 4);
    const count = u16(tiff, ifd);
    for (let n = 0; n < count; n++) {
      const entry = ifd + 2 + n * 12;
      if (u16(tiff, entry) !== 0x0112) continue;
      if (u16(tiff, entry + 2) !== 3 || u32(tiff, entry + 4) !== 1) return null;
      const value = u16(tiff, entry + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
    return null;
  } catch {
    return null;
  }
}

/** A fresh APP1 holding nothing but the orientation: one IFD entry, big-endian TIFF. */
function orientationOnlyExif(orientation: number): Uint8Array {
  const tiff = [0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
  const data = [...'Exif\0\0'].map((c) => c.charCodeAt(0)).concat(tiff);
  return new Uint8Array([0xff, APP1, 0, data.length + 2, ...data]);
}

function stripJpeg(b: Uint8Array): Uint8Array {
  if (b[0] !== 0xff || b[1] !== 0xd8) fail('JPEG without SOI');
  const head: Uint8Array[] = [b.subarray(0, 2)];
  const body: Uint8Array[] = [];
  let orientation: number | null = null;
  let frames = 0;
  let scans = 0;
  let i = 2;
  for (;;) {
    if (i >= b.length) fail('JPEG ends before EOI');
    if (b[i] !== 0xff) fail('JPEG marker expected');
    while (b[i + 1] === 0xff) i++; // fill bytes before a marker
    const marker = b[i + 1] ?? fail('truncated JPEG marker');
    if (marker === EOI) {
      if (scans === 0) fail('JPEG without image data');
      // Whatever follows EOI (a phone's appended video, a second picture, a trailer) goes.
      body.push(b.subarray(i, i + 2));
      break;
    }
    if (marker === 0x00 || marker === 0xd8) fail('unexpected JPEG marker');
    if (isRst(marker) || marker === 0x01) {
      body.push(b.subarray(i, i + 2));
      i += 2;
      continue;
    }
    const length = u16be(b, i + 2);
    const end = i + 2 + length;
    if (length < 2 || end > b.length) fail('JPEG segment overruns the file');
    const segment = b.subarray(i, end);
    i = end;

    if (marker === APP0) {
      const jfif = jfifWithoutThumbnail(segment);
      if (jfif && head.length === 1) head.push(jfif);
    } else if (marker === APP1) {
      orientation ??= exifOrientation(segment);
    } else if (marker === APP2) {
      // ICC colour profiles; APP2 also carries MPF (further pictures with their own EXIF): dropped.
      if (text(segment, 4, 12) === 'ICC_PROFILE\0') body.push(segment);
    } else if (marker === APP14) {
      // Adobe's colour-transform flag: CMYK and YCCK pictures decode wrongly without it.
      if (text(segment, 4, 5) === 'Adobe') body.push(segment);
    } else if (!isApp(marker) && marker !== COM) {
      body.push(segment);
    }

    if (isFrame(marker)) frames++;
    if (marker === SOS) {
      if (frames === 0) fail('JPEG scan before its frame header');
      scans++;
      const start = i;
      while (i < b.length) {
        if (b[i] === 0xff) {
          const next = b[i + 1];
          if (next === 0x00 || (next !== undefined && isRst(next))) {
            i += 2;
            continue;
          }
          if (next === 0xff) {
            i += 1;
            continue;
          }
          break;
        }
        i++;
      }
      body.push(b.subarray(start, i));
      // A picture cut short after its scan data still decodes; end it properly.
      if (i >= b.length) {
        body.push(new Uint8Array([0xff, EOI]));
        break;
      }
    }
  }
  if (orientation !== null && orientation !== 1) head.push(orientationOnlyExif(orientation));
  return concat([...head, ...body]);
}

// ---------------------------------------------------------------------------------------------
// PNG: signature, then length-type-data-CRC chunks up to IEND.

const PNG_CRITICAL = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND']);
/** Ancillary chunks that change how the picture looks (transparency, colour, animation). */
const PNG_RENDERING = new Set(['tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'bKGD', 'pHYs', 'hIST', 'cICP', 'mDCV', 'cLLI', 'acTL', 'fcTL', 'fdAT']);

function stripPng(b: Uint8Array): Uint8Array {
  if (!PNG_SIGNATURE.every((byte, n) => b[n] === byte)) fail('PNG signature');
  const out: Uint8Array[] = [b.subarray(0, 8)];
  let i = 8;
  let first = true;
  let hasData = false;
  for (;;) {
    const length = u32be(b, i);
    const type = text(b, i + 4, 4);
    const end = i + 12 + length;
    if (end > b.length) fail('PNG chunk overruns the file');
    if (first && type !== 'IHDR') fail('PNG without IHDR');
    first = false;
    const critical = (type.charCodeAt(0) & 0x20) === 0;
    // An unknown critical chunk means no decoder can show the file.
    if (critical && !PNG_CRITICAL.has(type)) fail(`unknown critical PNG chunk ${type}`);
    if (critical || PNG_RENDERING.has(type)) out.push(b.subarray(i, end));
    hasData ||= type === 'IDAT';
    i = end;
    if (type === 'IEND') return hasData ? concat(out) : fail('PNG without image data');
  }
}

// ---------------------------------------------------------------------------------------------
// WebP: a RIFF container of chunks; VP8X's flags announce EXIF and XMP.

const WEBP_KEPT = new Set(['VP8X', 'VP8 ', 'VP8L', 'ALPH', 'ANIM', 'ANMF', 'ICCP']);
const WEBP_IMAGE = new Set(['VP8 ', 'VP8L', 'ANMF']);
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

function stripWebp(b: Uint8Array): Uint8Array {
  if (text(b, 0, 4) !== 'RIFF' || text(b, 8, 4) !== 'WEBP') fail('WebP header');
  const riffEnd = 8 + u32le(b, 4);
  if (riffEnd > b.length) fail('WebP shorter than its RIFF size');
  const chunks: Uint8Array[] = [];
  let hasImage = false;
  let i = 12;
  while (i + 8 <= riffEnd) {
    const fourcc = text(b, i, 4);
    const size = u32le(b, i + 4);
    const end = i + 8 + size;
    if (end > riffEnd) fail('WebP chunk overruns the file');
    if (WEBP_KEPT.has(fourcc)) {
      const chunk = new Uint8Array(8 + size + (size & 1));
      chunk.set(b.subarray(i, end));
      if (fourcc === 'VP8X') {
        if (size < 10) fail('VP8X too short');
        chunk[8] = chunk[8]! & ~(VP8X_EXIF | VP8X_XMP);
      }
      chunks.push(chunk);
      hasImage ||= WEBP_IMAGE.has(fourcc);
    }
    i = end + (size & 1);
  }
  if (!hasImage) fail('WebP without image data');
  const payload = concat(chunks);
  const header = new Uint8Array(12);
  header.set(b.subarray(0, 12));
  new DataView(header.buffer).setUint32(4, 4 + payload.length, true);
  return concat([header, payload]);
}

// ---------------------------------------------------------------------------------------------
// GIF: header, screen descriptor and palette, then images and extensions up to the trailer.

const GIF_LOOPING = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0']);

/** The offset just past a chain of data sub-blocks (each: a length byte, then that many bytes). */
function skipSubBlocks(b: Uint8Array, i: number): number {
  for (;;) {
    const size = b[i] ?? fail('GIF ends inside a block');
    i += 1 + size;
    if (size === 0) return i;
  }
}

const colourTableSize = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

function stripGif(b: Uint8Array): Uint8Array {
  if (b.length < 13) fail('GIF header');
  let i = 13 + colourTableSize(b[10]!);
  const out: Uint8Array[] = [b.subarray(0, i)];
  let images = 0;
  for (;;) {
    if (i > b.length) fail('GIF ends inside a block');
    const introducer = b[i];
    if (introducer === 0x3b || introducer === undefined) {
      if (images === 0) fail('GIF without image data');
      out.push(new Uint8Array([0x3b]));
      return concat(out);
    }
    const start = i;
    if (introducer === 0x2c) {
      const packed = b[i + 9] ?? fail('GIF image descriptor');
      i = skipSubBlocks(b, i + 10 + colourTableSize(packed) + 1);
      out.push(b.subarray(start, i));
      images++;
    } else if (introducer === 0x21) {
      const label = b[i + 1] ?? fail('GIF extension');
      i = skipSubBlocks(b, i + 2);
      // Kept: graphic control (frame timing, transparency), plain text, and the looping block.
      const keep = label === 0xf9 || label === 0x01 || (label === 0xff && b[start + 2] === 11 && GIF_LOOPING.has(text(b, start + 3, 11)));
      if (keep) out.push(b.subarray(start, i));
    } else {
      fail('GIF block');
    }
  }
}

// ---------------------------------------------------------------------------------------------
// MP3: ID3v2 tags in front, an ID3v1 tag in the last 128 bytes.

function stripMp3Tags(b: Uint8Array): Uint8Array {
  let start = 0;
  while (text(b, start, 3) === 'ID3') {
    const flags = b[start + 5] ?? fail('ID3 header');
    const size = [6, 7, 8, 9].reduce((sum, n) => (sum << 7) | ((b[start + n] ?? fail('ID3 header')) & 0x7f), 0);
    start += 10 + size + (flags & 0x10 ? 10 : 0);
  }
  let end = b.length;
  if (end - start >= 128 && text(b, end - 128, 3) === 'TAG') end -= 128;
  const audio = b.subarray(start, end);
  if (audio[0] !== 0xff || ((audio[1] ?? 0) & 0xe0) !== 0xe0) fail('MP3 without audio frames');
  return audio;
}
