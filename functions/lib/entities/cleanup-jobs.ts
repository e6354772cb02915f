/** Every background clean-up job and its steps: the stream worker runs their pages (cleanup-page.ts). */
import type { TableKey } from '../db/keys.ts';
import { circleCleanupSteps } from './circle-deletion.ts';
import { erasureSteps } from './erasure.ts';
import { runCleanupPage } from './cleanup-page.ts';
import { postCleanupSteps } from './post-cleanup.ts';

export const runCleanup = (key: TableKey) => runCleanupPage(key, { circle: circleCleanupSteps, post: postCleanupSteps, erase: erasureSteps });
