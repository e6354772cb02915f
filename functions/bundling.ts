/**
 * How a route group becomes its Lambda bundle: one minified ESM file with every dependency inside
 * (the AWS SDK too, so cold starts do not depend on the runtime's copy). The functions own these
 * settings; the CDK stack (infra/lib/api-function.ts) and `npm run build:functions` / `npm run
 * bench` (scripts/bundle.ts) both read them, so the benchmark measures exactly what deploys.
 */
import type { BuildOptions } from 'esbuild';

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
  // Relative to the repository root.
  alias: { '@aws-sdk/credential-provider-node': './functions/lib/lambda-credentials.ts' },
  // Some dependencies still call require(); ESM output needs it defined.
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
} as const satisfies BuildOptions;
