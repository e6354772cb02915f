import { fileURLToPath } from 'node:url';

/** The repository root: entry points, the lock file and web/dist are found from here. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
