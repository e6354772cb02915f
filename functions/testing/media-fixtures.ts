/**
 * Tiny, real, decodable pictures built byte by byte, with the metadata a camera or an editor
 * would add (EXIF with a GPS position, XMP, IPTC, comments, text chunks). Every secret is an
 * ASCII marker starting with SECRET, so a test can look for it in the cleaned bytes.
 */
import { crc32, deflateSync } from 'node:zlib';

const bytes = (...parts: (number[] | Uint8Array | string)[]) =>
  new Uint8Array(
    Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p as Uint8Array)))),
  );
const u16be = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const u32le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];

export const SECRETS = {
  camera: 'SECRET-CAMERA',
  gpsRef: 'SECRET-GPS',
  xmp: 'SECRET-XMP-CREATOR',
  iptc: 'SECRET-IPTC-BYLINE',
  comment: 'SECRET-COMMENT',
  trailer: 'SECRET-TRAILER',
  thumbnail: 'SECRET-THUMBNAIL',
  text: 'SECRET-TEXT',
  audioTitle: 'SECRET-AUDIO-TITLE',
} as const;

export const hasSecret = (data: Uint8Array) => Buffer.from(data).toString('latin1').includes('SECRET');

// ---------------------------------------------------------------------------------------------
// JPEG: one 8×8 grey block (two for `wide`). Quantisation all ones; one-code Huffman tables (DC category 0, AC
// end-of-block), so the whole entropy-coded scan is the bits 00 padded with ones: 0x3F.

const jpegSegment = (marker: number, payload: Uint8Array | number[] | string) => {
  const data = bytes(payload);
  return bytes([0xff, marker, ...u16be(data.length + 2)], data);
};

/** A big-endian TIFF with IFD0 {Make, Orientation, GPS pointer} and a GPS IFD. */
export function exifTiff(orientation: number): Uint8Array {
  const make = `${SECRETS.camera}\0`;
  // Layout: header 8 | IFD0 (2 + 3×12 + 4 = 42) at 8 | GPS IFD (2 + 2×12 + 4 = 30) at 50 | Make at 80 | latitude at 80 + make.
  const gpsAt = 50;
  const makeAt = 80;
  const latAt = makeAt + make.length;
  const entry = (tag: number, type: number, count: number, value: number[]) => [...u16be(tag), ...u16be(type), ...u32be(count), ...value];
  return bytes(
    [0x4d, 0x4d, 0, 42, ...u32be(8)],
    [0, 3],
    entry(0x010f, 2, make.length, u32be(makeAt)),
    entry(0x0112, 3, 1, [...u16be(orientation), 0, 0]),
    entry(0x8825, 4, 1, u32be(gpsAt)),
    u32be(0),
    [0, 2],
    entry(0x0001, 2, 2, [0x4e, 0, 0, 0]),
    entry(0x0002, 5, 3, u32be(latAt)),
    u32be(0),
    make,
    // 48° 51' 29.9" as three rationals, then the marker a test can search for.
    [...u32be(48), ...u32be(1), ...u32be(51), ...u32be(1), ...u32be(299), ...u32be(10)],
    SECRETS.gpsRef,
  );
}

export interface JpegOptions {
  /** An APP1 Exif segment with camera, orientation and GPS position. */
  exif?: boolean;
  orientation?: number;
  xmp?: boolean;
  iptc?: boolean;
  comment?: boolean;
  /** A JFIF thumbnail (would show the picture before cropping). */
  jfifThumbnail?: boolean;
  /** Bytes after EOI, the way phones append a motion-photo video. */
  trailer?: boolean;
  /** 16×8 instead of 8×8, so that an orientation shows in the decoded size. */
  wide?: boolean;
}

export function jpeg(options: JpegOptions = {}): Uint8Array {
  const thumb = options.jfifThumbnail ? bytes([2, 2], SECRETS.thumbnail.slice(0, 12)) : bytes([0, 0]);
  const parts = [
    bytes([0xff, 0xd8]),
    jpegSegment(0xe0, bytes('JFIF\0', [1, 1, 0, 0, 1, 0, 1], thumb)),
    options.exif ? jpegSegment(0xe1, bytes('Exif\0\0', exifTiff(options.orientation ?? 1))) : bytes(),
    options.xmp
      ? jpegSegment(0xe1, bytes('http://ns.adobe.com/xap/1.0/\0', `<x:xmpmeta><dc:creator>${SECRETS.xmp}</dc:creator></x:xmpmeta>`))
      : bytes(),
    options.iptc ? jpegSegment(0xed, bytes('Photoshop 3.0\0', '8BIM', [4, 4, 0, 0], u32be(30), SECRETS.iptc)) : bytes(),
    options.comment ? jpegSegment(0xfe, SECRETS.comment) : bytes(),
    jpegSegment(0xdb, [0x00, ...new Array<number>(64).fill(1)]),
    jpegSegment(0xc0, [8, ...u16be(8), ...u16be(options.wide ? 16 : 8), 1, 1, 0x11, 0]),
    jpegSegment(0xc4, [0x00, 1, ...new Array<number>(15).fill(0), 0x00]),
    jpegSegment(0xc4, [0x10, 1, ...new Array<number>(15).fill(0), 0x00]),
    jpegSegment(0xda, [1, 1, 0x00, 0, 63, 0]),
    // Per block: DC difference 0 ('0'), end of block ('0'); then padding ones.
    bytes(options.wide ? [0x0f] : [0x3f], [0xff, 0xd9]),
    options.trailer ? bytes(SECRETS.trailer) : bytes(),
  ];
  return bytes(...parts);
}

/** The JPEG's segments as [marker, payload] pairs, up to SOS (for assertions). */
export function jpegMarkers(data: Uint8Array): { marker: number; payload: Uint8Array }[] {
  const found: { marker: number; payload: Uint8Array }[] = [];
  let i = 2;
  while (i + 4 <= data.length && data[i] === 0xff) {
    const marker = data[i + 1]!;
    const length = (data[i + 2]! << 8) | data[i + 3]!;
    found.push({ marker, payload: data.subarray(i + 4, i + 2 + length) });
    if (marker === 0xda) break;
    i += 2 + length;
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// PNG: one RGBA pixel.

const pngChunk = (type: string, data: Uint8Array | string) => {
  const body = bytes(type, data);
  return bytes(u32be(body.length - 4), body, u32be(crc32(body)));
};

export function png(options: { text?: boolean } = {}): Uint8Array {
  const header = bytes(u32be(1), u32be(1), [8, 6, 0, 0, 0]);
  const pixels = deflateSync(Buffer.from([0, 0x33, 0x66, 0x99, 0xff]));
  const parts = [
    bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('gAMA', bytes(u32be(45455))),
    ...(options.text
      ? [
          pngChunk('tEXt', `Comment\0${SECRETS.text}`),
          pngChunk('zTXt', bytes('Author\0', [0], deflateSync(Buffer.from(SECRETS.text)))),
          pngChunk('iTXt', `Description\0\0\0\0\0${SECRETS.text}`),
          pngChunk('eXIf', exifTiff(1)),
          pngChunk('tIME', bytes([0x07, 0xe8, 1, 2, 3, 4, 5])),
          pngChunk('prVt', SECRETS.text),
        ]
      : []),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', bytes()),
    options.text ? bytes(SECRETS.trailer) : bytes(),
  ];
  return bytes(...parts);
}

export function pngChunkTypes(data: Uint8Array): string[] {
  const types: string[] = [];
  for (let i = 8; i + 8 <= data.length; ) {
    const length = Buffer.from(data.subarray(i, i + 4)).readUInt32BE(0);
    types.push(Buffer.from(data.subarray(i + 4, i + 8)).toString('latin1'));
    i += 12 + length;
  }
  return types;
}

// ---------------------------------------------------------------------------------------------
// GIF: the classic one-pixel picture, optionally with a comment, XMP and the looping block.

export function gif(options: { metadata?: boolean } = {}): Uint8Array {
  const subBlocks = (text: string) => bytes([text.length], text, [0]);
  return bytes(
    'GIF89a',
    [1, 0, 1, 0, 0x80, 0, 0],
    [0, 0, 0, 0xff, 0xff, 0xff],
    options.metadata ? bytes([0x21, 0xff, 11], 'NETSCAPE2.0', [3, 1, 0, 0, 0]) : bytes(),
    options.metadata ? bytes([0x21, 0xfe], subBlocks(SECRETS.comment)) : bytes(),
    options.metadata ? bytes([0x21, 0xff, 11], 'XMP DataXMP', subBlocks(SECRETS.xmp)) : bytes(),
    [0x21, 0xf9, 4, 1, 0, 0, 0, 0],
    [0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0],
    [2, 2, 0x44, 0x01, 0],
    [0x3b],
  );
}

// ---------------------------------------------------------------------------------------------
// WebP: a one-pixel lossless picture, optionally in an extended (VP8X) file with EXIF and XMP.

const VP8L_PIXEL = Buffer.from('LwAAABAHEBERiIj+BwA=', 'base64');

const riffChunk = (fourcc: string, data: Uint8Array) =>
  bytes(fourcc, u32le(data.length), data, data.length % 2 ? [0] : []);

export function webp(options: { metadata?: boolean } = {}): Uint8Array {
  const chunks = options.metadata
    ? bytes(
        riffChunk('VP8X', bytes([0x08 | 0x04, 0, 0, 0, 0, 0, 0, 0, 0, 0])),
        riffChunk('VP8L', VP8L_PIXEL),
        riffChunk('EXIF', exifTiff(1)),
        riffChunk('XMP ', bytes(`<x:xmpmeta>${SECRETS.xmp}</x:xmpmeta>`)),
      )
    : riffChunk('VP8L', VP8L_PIXEL);
  return bytes('RIFF', u32le(4 + chunks.length), 'WEBP', chunks);
}

export function webpChunks(data: Uint8Array): string[] {
  const found: string[] = [];
  for (let i = 12; i + 8 <= data.length; ) {
    const size = Buffer.from(data.subarray(i + 4, i + 8)).readUInt32LE(0);
    found.push(Buffer.from(data.subarray(i, i + 4)).toString('latin1'));
    i += 8 + size + (size % 2);
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Audio: container headers as recorders write them (enough for the type check, not for playing).

export const audio = {
  webm: () => bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01], 'B\x82\x84webm', new Uint8Array(64)),
  ogg: () => bytes('OggS', [0, 2], new Uint8Array(58)),
  m4a: () => bytes(u32be(24), 'ftypM4A ', u32be(0), 'M4A isom', new Uint8Array(40)),
  wav: () => bytes('RIFF', u32le(36), 'WAVE', 'fmt ', u32le(16), [1, 0, 1, 0, 0x80, 0xbb, 0, 0, 0, 0x77, 1, 0, 2, 0, 16, 0], 'data', u32le(0)),
  /** An ID3v2 tag with a title, one MPEG-1 layer III frame header, then an ID3v1 tag. */
  mp3: () => {
    const frame = bytes('TIT2', u32be(SECRETS.audioTitle.length + 1), [0, 0, 0], SECRETS.audioTitle);
    const id3 = bytes('ID3', [4, 0, 0], [0, 0, 0, frame.length], frame);
    const id3v1 = bytes('TAG', SECRETS.audioTitle, new Uint8Array(125 - SECRETS.audioTitle.length));
    return bytes(id3, [0xff, 0xfb, 0x90, 0x64], new Uint8Array(413), id3v1);
  },
};
