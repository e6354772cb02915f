/**
 * A zip file written in pieces, by different runs of the stream worker (docs/archive.md): each piece
 * is a run of complete entries (local header + data) that knows only where in the file it starts,
 * and the last piece ends with the central directory of every entry, from the records the earlier
 * pieces kept. fflate deflates the JSON files; media (already compressed) are stored as they are.
 *
 * fflate's own streaming `Zip` keeps its entries' offsets in memory until `end()`, so it cannot
 * write a file that one invocation starts and another finishes: this file writes the three
 * fixed-size structures of the format itself (APPNOTE.txt 4.3.7, 4.3.12, 4.3.16). No ZIP64: the
 * archive's limits (plan.ts) keep it under 4 GiB and 65,535 entries, and `centralDirectory` refuses
 * more rather than write a file that would not open.
 */
import { crc32 } from 'node:zlib';
import { deflateSync } from 'fflate';

/** What the central directory needs to know of an entry written earlier (kept on a step's item). */
export interface ZipEntry {
  name: string;
  crc: number;
  size: number;
  packedSize: number;
  /** 0: stored; 8: deflated. */
  method: 0 | 8;
  /** Where its local header starts in the whole file. */
  offset: number;
}

const VERSION = 20;
/** Names are UTF-8 (APPNOTE 4.4.4, bit 11). */
const UTF8_NAMES = 0x0800;
const LOCAL_HEADER = 30;
const CENTRAL_HEADER = 46;
const END_RECORD = 22;
const MAX_32 = 0xffffffff;
const MAX_ENTRIES = 0xffff;

/** MS-DOS date and time, in UTC (the format has no zone). */
function dosTime(when: Date): { time: number; date: number } {
  return {
    time: (when.getUTCHours() << 11) | (when.getUTCMinutes() << 5) | (when.getUTCSeconds() >> 1),
    date: ((Math.max(when.getUTCFullYear(), 1980) - 1980) << 9) | ((when.getUTCMonth() + 1) << 5) | when.getUTCDate(),
  };
}

/**
 * One entry, ready to be appended at `offset`: its bytes and the record the central directory will
 * need. `compress`: deflate it (text), or store it (pictures and recordings, compressed already).
 */
export function zipEntry(name: string, data: Uint8Array, offset: number, when: Date, compress: boolean): { bytes: Uint8Array; entry: ZipEntry } {
  const packed = compress ? deflateSync(data, { level: 6 }) : data;
  const nameBytes = Buffer.from(name, 'utf8');
  const entry: ZipEntry = { name, crc: crc32(data), size: data.length, packedSize: packed.length, method: compress ? 8 : 0, offset };
  const bytes = Buffer.alloc(LOCAL_HEADER + nameBytes.length + packed.length);
  const { time, date } = dosTime(when);
  bytes.writeUInt32LE(0x04034b50, 0);
  bytes.writeUInt16LE(VERSION, 4);
  bytes.writeUInt16LE(UTF8_NAMES, 6);
  bytes.writeUInt16LE(entry.method, 8);
  bytes.writeUInt16LE(time, 10);
  bytes.writeUInt16LE(date, 12);
  bytes.writeUInt32LE(entry.crc, 14);
  bytes.writeUInt32LE(entry.packedSize, 18);
  bytes.writeUInt32LE(entry.size, 22);
  bytes.writeUInt16LE(nameBytes.length, 26);
  bytes.writeUInt16LE(0, 28);
  nameBytes.copy(bytes, LOCAL_HEADER);
  bytes.set(packed, LOCAL_HEADER + nameBytes.length);
  return { bytes, entry };
}

/**
 * Entries appended one after another from `offset`: the bytes of the run, the records of its
 * entries, and where the next run starts.
 */
export function zipEntries(files: readonly { name: string; data: Uint8Array; compress: boolean }[], offset: number, when: Date) {
  const chunks: Uint8Array[] = [];
  const entries: ZipEntry[] = [];
  let at = offset;
  for (const file of files) {
    const { bytes, entry } = zipEntry(file.name, file.data, at, when, file.compress);
    chunks.push(bytes);
    entries.push(entry);
    at += bytes.length;
  }
  return { bytes: Buffer.concat(chunks), entries, end: at };
}

/** The central directory of every entry and the end record, to be written at `offset` (where the last entry ended). */
export function centralDirectory(entries: readonly ZipEntry[], offset: number, when: Date): Uint8Array {
  if (entries.length > MAX_ENTRIES) throw new Error(`A zip without ZIP64 holds at most ${MAX_ENTRIES} entries`);
  if (offset >= MAX_32) throw new Error('A zip without ZIP64 is smaller than 4 GiB');
  const { time, date } = dosTime(when);
  const records = entries.map((entry) => {
    const nameBytes = Buffer.from(entry.name, 'utf8');
    const record = Buffer.alloc(CENTRAL_HEADER + nameBytes.length);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(VERSION, 4);
    record.writeUInt16LE(VERSION, 6);
    record.writeUInt16LE(UTF8_NAMES, 8);
    record.writeUInt16LE(entry.method, 10);
    record.writeUInt16LE(time, 12);
    record.writeUInt16LE(date, 14);
    record.writeUInt32LE(entry.crc, 16);
    record.writeUInt32LE(entry.packedSize, 20);
    record.writeUInt32LE(entry.size, 24);
    record.writeUInt16LE(nameBytes.length, 28);
    // Extra field, comment, disk number, internal and external attributes: none.
    record.writeUInt32LE(entry.offset, 42);
    nameBytes.copy(record, CENTRAL_HEADER);
    return record;
  });
  const directory = Buffer.concat(records);
  if (offset + directory.length + END_RECORD > MAX_32) throw new Error('A zip without ZIP64 is smaller than 4 GiB');
  const end = Buffer.alloc(END_RECORD);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([directory, end]);
}
