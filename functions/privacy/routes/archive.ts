/**
 * Route group `archive`: "Download my data" (issue 15 §1, docs/archive.md). Starting writes the
 * archive's first step, which the stream worker runs in the background (functions/privacy/archive/);
 * the Privacy tab polls the state and fetches the zip through a short-lived presigned link.
 */
import { archiveState, startArchive } from '../items/archive.ts';
import { createGroupHandler } from '../../lib/handler.ts';
import { json } from '../../lib/http.ts';
import { archiveDownload } from './download.ts';

export const handler = createGroupHandler('archive', {
  // 202: accepted, prepared in the background (or already being prepared: that one).
  'POST /api/user/archive': async ({ caller }) => json(202, await startArchive(caller.user.id)),
  'GET /api/user/archive': async ({ caller }) => json(200, await archiveState(caller.user.id)),
  'GET /api/user/archive/{id}/download': async ({ caller, params }) => json(200, await archiveDownload(caller.user.id, params.id)),
});
