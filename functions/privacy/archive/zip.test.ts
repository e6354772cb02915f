/**
 * The zip written in pieces (zip.ts): entries appended by separate runs that know only where they
 * start, and a central directory from the records they kept, read back by fflate as one file.
 */
import { randomBytes } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { centralDirectory, zipEntries } from './zip.ts';

const when = new Date('2026-03-04T05:06:08Z');

describe('a zip written in pieces', () => {
  it('reads back as one file: stored media, deflated text, UTF-8 names', () => {
    const picture = randomBytes(70_000);
    const recording = randomBytes(1234);
    const text = JSON.stringify({ words: 'Stillness, again and again. '.repeat(500), hindi: 'शांति' });
    const first = zipEntries([{ name: 'media/images/a.jpg', data: picture, compress: false }], 0, when);
    const second = zipEntries(
      [
        { name: 'media/audio/b.webm', data: recording, compress: false },
        { name: 'journal.json', data: Buffer.from(text), compress: true },
        { name: 'नोट.txt', data: Buffer.from('नमस्ते'), compress: true },
      ],
      first.end,
      when,
    );
    const zip = Buffer.concat([first.bytes, second.bytes, centralDirectory([...first.entries, ...second.entries], second.end, when)]);

    const files = unzipSync(zip);
    expect(Object.keys(files)).toEqual(['media/images/a.jpg', 'media/audio/b.webm', 'journal.json', 'नोट.txt']);
    expect(Buffer.from(files['media/images/a.jpg']!).equals(picture)).toBe(true);
    expect(Buffer.from(files['media/audio/b.webm']!).equals(recording)).toBe(true);
    expect(strFromU8(files['journal.json']!)).toBe(text);
    expect(strFromU8(files['नोट.txt']!)).toBe('नमस्ते');
    // Text is deflated, media are stored as they are.
    expect(second.entries.find((e) => e.name === 'journal.json')!.packedSize).toBeLessThan(text.length / 10);
    expect(first.entries[0]!).toMatchObject({ method: 0, size: picture.length, packedSize: picture.length, offset: 0 });
  });

  it('writes the same bytes when a piece is written again', () => {
    const data = randomBytes(5000);
    const once = zipEntries([{ name: 'a.bin', data, compress: false }, { name: 'b.json', data: Buffer.from('{"a":1}'), compress: true }], 100, when);
    const again = zipEntries([{ name: 'a.bin', data, compress: false }, { name: 'b.json', data: Buffer.from('{"a":1}'), compress: true }], 100, when);
    expect(Buffer.from(again.bytes).equals(Buffer.from(once.bytes))).toBe(true);
    expect(again.entries).toEqual(once.entries);
  });

  it('refuses what a zip without ZIP64 cannot hold', () => {
    const entry = { name: 'a', crc: 0, size: 0, packedSize: 0, method: 0 as const, offset: 0 };
    expect(() => centralDirectory(Array(65_536).fill(entry), 0, when)).toThrow(/65535 entries/);
    expect(() => centralDirectory([entry], 2 ** 32, when)).toThrow(/4 GiB/);
  });
});
