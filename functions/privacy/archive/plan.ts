/**
 * Which of a member's media files an archive holds, and how they are cut into the parts of its
 * multipart upload (docs/archive.md). Every part but the last must be at least 5 MiB in S3, so the
 * media are gathered into parts of about `partBytes`, each written by one step of its own; what is
 * left at the end, too little for a part, goes into the last part with the JSON files.
 */

export interface MediaFile {
  /** The bucket key (`media/images/<id>.<ext>`), which is also the file's path in the zip. */
  key: string;
  size: number;
}

export interface MediaPlan {
  /** Each one part of the upload, written by a step of its own. */
  parts: MediaFile[][];
  /** Under S3's smallest part: written by the last step, with the JSON files. */
  tail: MediaFile[];
  /** Files beyond the archive's limits, left out (README.txt says how many). */
  leftOut: number;
}

const MiB = 1024 * 1024;

export const ARCHIVE_LIMITS = {
  /** A step reads and uploads about this much: well inside the stream worker's minute and memory. */
  partBytes: 8 * MiB,
  /** S3's smallest part, but for the last. */
  minPartBytes: 5 * MiB,
  /**
   * The newest this many files: each one's central-directory record is kept on its step's item
   * (DynamoDB's 400 KB item), and the zip has no ZIP64 (65,535 entries).
   */
  maxMediaFiles: 3000,
  /** The zip has no ZIP64 (4 GiB), and the JSON files need room too. */
  maxMediaBytes: 3 * 1024 * MiB,
} as const;

export type ArchiveLimits = { readonly [K in keyof typeof ARCHIVE_LIMITS]: number };

/** `files` newest first; repeats (one picture on two posts) are kept once. */
export function planMedia(files: readonly MediaFile[], limits: ArchiveLimits = ARCHIVE_LIMITS): MediaPlan {
  const seen = new Set<string>();
  const kept: MediaFile[] = [];
  let keptBytes = 0;
  let leftOut = 0;
  for (const file of files) {
    if (seen.has(file.key)) continue;
    seen.add(file.key);
    if (kept.length >= limits.maxMediaFiles || keptBytes + file.size > limits.maxMediaBytes) {
      leftOut++;
      continue;
    }
    kept.push(file);
    keptBytes += file.size;
  }
  const parts: MediaFile[][] = [];
  let current: MediaFile[] = [];
  let currentBytes = 0;
  for (const file of kept) {
    current.push(file);
    currentBytes += file.size;
    if (currentBytes >= limits.partBytes) {
      parts.push(current);
      current = [];
      currentBytes = 0;
    }
  }
  if (currentBytes >= limits.minPartBytes) return { parts: [...parts, current], tail: [], leftOut };
  return { parts, tail: current, leftOut };
}
