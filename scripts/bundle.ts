/**
 * Production bundles of the route groups, built the way the Lambdas are: one minified ESM file per
 * group with every dependency inside (the AWS SDK too, so cold starts do not depend on the
 * runtime's copy). The benchmark measures these files.
 */
import { build, type BuildOptions } from 'esbuild';
import { join } from 'node:path';
import { routeGroups } from '#shared/routes.ts';

export const FUNCTION_BUNDLE_OPTIONS = {
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  minify: true,
  sourcemap: false,
  legalComments: 'none',
  // Prefer the packages' ES module builds: esbuild's node default picks `main` (CommonJS), which
  // defeats tree-shaking and pulls the whole AWS SDK client, every command and protocol, in.
  mainFields: ['module', 'main'],
  alias: { '@aws-sdk/credential-provider-node': './functions/lib/lambda-credentials.ts' },
  // Some dependencies still call require(); ESM output needs it defined.
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
} as const satisfies BuildOptions;

export async function bundleFunctions(outDir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  await Promise.all(
    routeGroups.map(async (group) => {
      const outfile = join(outDir, group, 'index.mjs');
      await build({ ...FUNCTION_BUNDLE_OPTIONS, entryPoints: [`functions/${group}/handler.ts`], outfile, logLevel: 'warning' });
      files[group] = outfile;
    }),
  );
  return files;
}
