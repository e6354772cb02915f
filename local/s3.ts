/**
 * The S3 emulator (s3rver), in process. It neither checks signatures nor enforces POST policies,
 * so nothing may rely on it for security: the functions verify every stored object themselves.
 */
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { holdIdleSockets } from './listen.ts';

export interface LocalS3 {
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * Lets pages on these origins POST presigned uploads and read the answer (XHR upload progress makes
 * the browser send a preflight first), as the media bucket's CORS rule does in AWS.
 */
function corsConfiguration(origins: readonly string[]): string {
  const allowed = origins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('');
  return `<CORSConfiguration><CORSRule>${allowed}<AllowedMethod>POST</AllowedMethod><AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3600</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
}

export async function startS3(options: {
  port: number;
  dataDir: string | null;
  buckets: string[];
  /** Origins whose pages may POST uploads to the buckets. */
  corsOrigins?: readonly string[];
}): Promise<LocalS3> {
  const directory = options.dataDir ?? mkdtempSync(join(tmpdir(), 's3rver-'));
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    port: options.port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: options.buckets.map((name) => ({
      name,
      configs: options.corsOrigins?.length ? [corsConfiguration(options.corsOrigins)] : [],
    })),
  });
  await server.run();
  // The functions' S3 client and the fault proxy keep sockets to it (listen.ts).
  holdIdleSockets(server.httpServer);
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    stop: async () => {
      await server.close();
      if (!options.dataDir) rmSync(directory, { recursive: true, force: true });
    },
  };
}
