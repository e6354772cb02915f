/** Every background clean-up job and its steps: the stream worker runs their pages (cleanup-page.ts). */
import type { TableKey } from '../lib/db/keys.ts';
import { circleCleanupSteps } from '../admin/workflows/circle-deletion.ts';
import { erasureSteps } from '../privacy/workflows/erasure.ts';
import { runCleanupPage } from '../lib/cleanup-page.ts';
import { postCleanupSteps } from '../posts/workflows/post-cleanup.ts';

export const runCleanup = (key: TableKey) => runCleanupPage(key, { circle: circleCleanupSteps, post: postCleanupSteps, erase: erasureSteps });
