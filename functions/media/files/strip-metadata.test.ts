/**
 * The metadata strippers and the magic-byte check, on tiny pictures built in the test (each one
 * decodes in Chromium before and after cleaning; see functions/testing/media-fixtures.ts).
 */
import { describe, expect, it } from 'vitest';
import { audio, gif, hasSecret, jpeg, jpegMarkers, png, pngChunkTypes, webp, webpChunks } from '../../testing/media-fixtures.ts';
import { detectFileType, GIF, JPEG, PNG, WEBP } from './file-types.ts';
import { exifOrientation, MalformedFileError, stripMetadata } from './strip-metadata.ts';

const latin1 = (data: Uint8Array) => Buffer.from(data).toString('latin1');

describe('detectFileType', () => {
  it('knows the accepted pictures and recordings by their bytes', () => {
    expect(detectFileType(jpeg())?.contentType).toBe('image/jpeg');
    expect(detectFileType(png())?.contentType).toBe('image/png');
    expect(detectFileType(gif())?.contentType).toBe('image/gif');
    expect(detectFileType(webp())?.contentType).toBe('image/webp');
    expect(detectFileType(audio.webm())).toMatchObject({ kind: 'audio', ext: 'webm' });
    expect(detectFileType(audio.ogg())).toMatchObject({ kind: 'audio', ext: 'ogg' });
    expect(detectFileType(audio.m4a())).toMatchObject({ kind: 'audio', ext: 'm4a' });
    expect(detectFileType(audio.wav())).toMatchObject({ kind: 'audio', ext: 'wav' });
    expect(detectFileType(audio.mp3())).toMatchObject({ kind: 'audio', ext: 'mp3' });
    expect(detectFileType(new Uint8Array([0xff, 0xfb, 0x90, 0x64]))).toMatchObject({ kind: 'audio', ext: 'mp3' });
  });

  it('refuses what only claims to be one', () => {
    for (const text of ['hello, I am a text file', '<!doctype html><script>alert(1)</script>', '<svg xmlns="http://www.w3.org/2000/svg"/>', '%PDF-1.7', 'BM6', '']) {
      expect(detectFileType(Buffer.from(text)), text).toBeNull();
    }
    // ADTS AAC has the sync bits but layer 00: not an MPEG audio frame.
    expect(detectFileType(new Uint8Array([0xff, 0xf1, 0x50, 0x80]))).toBeNull();
    // RIFF that is neither WebP nor WAVE (AVI).
    expect(detectFileType(Buffer.from('RIFF\0\0\0\0AVI LIST'))).toBeNull();
  });
});

describe('JPEG', () => {
  it('drops EXIF (with GPS), XMP, IPTC, comments, the JFIF thumbnail and what follows EOI', () => {
    const dirty = jpeg({ exif: true, xmp: true, iptc: true, comment: true, jfifThumbnail: true, trailer: true });
    expect(hasSecret(dirty)).toBe(true);
    const clean = stripMetadata(dirty, JPEG);
    expect(hasSecret(clean)).toBe(false);
    expect(latin1(clean)).not.toContain('Exif');
    expect(latin1(clean)).not.toContain('http://ns.adobe.com/xap');
    const markers = jpegMarkers(clean).map((m) => m.marker);
    expect(markers).toEqual([0xe0, 0xdb, 0xc0, 0xc4, 0xc4, 0xda]);
    // The JFIF header stays, without a thumbnail; the picture itself is byte for byte the same.
    expect(jpegMarkers(clean)[0]!.payload.subarray(12)).toEqual(new Uint8Array([0, 0]));
    expect(clean.subarray(clean.length - 3)).toEqual(new Uint8Array([0x3f, 0xff, 0xd9]));
    expect(clean).toEqual(stripMetadata(jpeg(), JPEG));
  });

  it('keeps the orientation alone, so portrait photos stay upright', () => {
    const clean = stripMetadata(jpeg({ exif: true, orientation: 6 }), JPEG);
    expect(hasSecret(clean)).toBe(false);
    const app1 = jpegMarkers(clean).filter((m) => m.marker === 0xe1);
    expect(app1).toHaveLength(1);
    const segment = new Uint8Array([0xff, 0xe1, 0, app1[0]!.payload.length + 2, ...app1[0]!.payload]);
    expect(exifOrientation(segment)).toBe(6);
    // Header, one IFD entry, no pointer to a next IFD, GPS IFD or anything else.
    expect(app1[0]!.payload.length).toBe(6 + 26);
  });

  it('keeps ICC colour profiles and the Adobe segment, which decoding needs', () => {
    const icc = new Uint8Array([0xff, 0xe2, 0, 18, ...Buffer.from('ICC_PROFILE\0'), 1, 1, 0, 0]);
    const adobe = new Uint8Array([0xff, 0xee, 0, 14, ...Buffer.from('Adobe'), 0, 100, 0, 0, 0, 0, 1]);
    const mpf = new Uint8Array([0xff, 0xe2, 0, 10, ...Buffer.from('MPF\0'), 0, 0, 0, 0]);
    const base = jpeg();
    const dirty = new Uint8Array([...base.subarray(0, 20), ...icc, ...adobe, ...mpf, ...base.subarray(20)]);
    const markers = jpegMarkers(stripMetadata(dirty, JPEG)).map((m) => m.marker);
    expect(markers).toEqual([0xe0, 0xe2, 0xee, 0xdb, 0xc0, 0xc4, 0xc4, 0xda]);
  });

  it('refuses a JPEG it cannot walk', () => {
    const good = jpeg();
    const broken = [
      good.subarray(0, 30), // cut inside a segment
      new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), // no picture at all
      new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0xff, 0xff]), // segment longer than the file
      new Uint8Array([...good.subarray(0, 20), 0x41, 0x42]), // garbage where a marker belongs
    ];
    for (const bytes of broken) expect(() => stripMetadata(bytes, JPEG)).toThrow(MalformedFileError);
  });
});

describe('PNG', () => {
  it('drops tEXt, zTXt, iTXt, eXIf, tIME, private chunks and what follows IEND', () => {
    const dirty = png({ text: true });
    expect(pngChunkTypes(dirty)).toContain('tEXt');
    const clean = stripMetadata(dirty, PNG);
    expect(pngChunkTypes(clean)).toEqual(['IHDR', 'gAMA', 'IDAT', 'IEND']);
    expect(hasSecret(clean)).toBe(false);
    expect(clean).toEqual(png());
  });

  it('refuses a PNG it cannot walk', () => {
    const good = png();
    expect(() => stripMetadata(good.subarray(0, good.length - 6), PNG)).toThrow(MalformedFileError);
    const unknownCritical = Buffer.from(good);
    unknownCritical.write('ZZZZ', 37, 'latin1'); // the gAMA chunk renamed to an unknown critical one
    expect(() => stripMetadata(unknownCritical, PNG)).toThrow(MalformedFileError);
  });
});

describe('WebP', () => {
  it('drops EXIF and XMP chunks, clears their VP8X flags and fixes the RIFF size', () => {
    const dirty = webp({ metadata: true });
    const clean = stripMetadata(dirty, WEBP);
    expect(webpChunks(clean)).toEqual(['VP8X', 'VP8L']);
    expect(hasSecret(clean)).toBe(false);
    expect(clean[20]! & 0x0c).toBe(0);
    expect(Buffer.from(clean).readUInt32LE(4)).toBe(clean.length - 8);
  });

  it('leaves a simple WebP as it is and refuses one without a picture', () => {
    expect(stripMetadata(webp(), WEBP)).toEqual(webp());
    const noImage = new Uint8Array([...Buffer.from('RIFF'), 4, 0, 0, 0, ...Buffer.from('WEBP')]);
    expect(() => stripMetadata(noImage, WEBP)).toThrow(MalformedFileError);
  });
});

describe('GIF', () => {
  it('drops comments and application blocks, keeping the looping one', () => {
    const clean = stripMetadata(gif({ metadata: true }), GIF);
    expect(hasSecret(clean)).toBe(false);
    expect(latin1(clean)).toContain('NETSCAPE2.0');
    expect(latin1(clean)).not.toContain('XMP DataXMP');
    expect(clean.length).toBe(gif().length + 19);
  });

  it('refuses a GIF it cannot walk', () => {
    const good = gif();
    expect(() => stripMetadata(good.subarray(0, good.length - 4), GIF)).toThrow(MalformedFileError);
    expect(() => stripMetadata(good.subarray(0, 13 + 6), GIF)).toThrow(MalformedFileError);
  });
});

describe('MP3', () => {
  it('drops the ID3v2 and ID3v1 tags', () => {
    const dirty = audio.mp3();
    const type = detectFileType(dirty)!;
    const clean = stripMetadata(dirty, type);
    expect(hasSecret(clean)).toBe(false);
    expect([...clean.subarray(0, 2)]).toEqual([0xff, 0xfb]);
    expect(clean.length).toBe(417);
  });
});
