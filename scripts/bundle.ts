/**
 * Production bundles of the route groups, built with the settings the Lambdas deploy with
 * (functions/bundling.ts). The benchmark measures these files.
 */
import { build } from 'esbuild';
import { join } from 'node:path';
import { FUNCTION_BUNDLE_OPTIONS } from '../functions/bundling.ts';
import { routeGroups } from '#shared/routes.ts';
import { handlerFile } from '../functions/route-handlers.ts';

export async function bundleFunctions(outDir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  await Promise.all(
    routeGroups.map(async (group) => {
      const outfile = join(outDir, group, 'index.mjs');
      await build({ ...FUNCTION_BUNDLE_OPTIONS, entryPoints: [handlerFile(group)], outfile, logLevel: 'warning' });
      files[group] = outfile;
    }),
  );
  return files;
}
