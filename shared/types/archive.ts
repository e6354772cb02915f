/** "Download my data" (issue 15 §1): the member's archive as the Privacy tab sees it. docs/archive.md. */

/**
 * GET and POST /api/user/archive: the member's latest archive. `preparing` counts its background
 * steps (`stepsTotal` is null until the first step has counted the media files); `ready` says how
 * large the zip is and when it goes; `failed` may be started again.
 */
export type ArchiveState =
  | { status: 'none' }
  | { status: 'preparing'; id: string; createdAt: string; stepsDone: number; stepsTotal: number | null }
  | { status: 'ready'; id: string; createdAt: string; readyAt: string; expiresAt: string; sizeBytes: number }
  | { status: 'failed'; id: string; createdAt: string };

/** GET /api/user/archive/{id}/download: a link to the zip that works for a few minutes. */
export interface ArchiveDownload {
  url: string;
  /** When the link stops working (the archive itself lasts until the state's `expiresAt`). */
  linkExpiresAt: string;
  fileName: string;
}
