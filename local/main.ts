/**
 * `npm start`: the whole product at http://localhost:3000 (PORT changes it), data in DATA_DIR
 * (default .data/), demo members seeded on the first start unless SEED_DEMO=false.
 * Ctrl-C, or anything else that ends it, stops every process it started.
 */
import { resolve } from 'node:path';
import { killDynamoChildren, MissingJavaError } from './dynamo.ts';
import { pageStandInPortFor, sesPortFor } from '../functions/stand-ins/local-settings.ts';
import { ROOT, startStack } from './stack.ts';

const port = Number(process.env.PORT ?? 3000);
const dataDir = resolve(ROOT, process.env.DATA_DIR ?? '.data');
const seedDemo = process.env.SEED_DEMO !== 'false';
const oidcPort = Number(process.env.OIDC_PORT ?? port + 1);
const sesPort = Number(process.env.SES_PORT ?? sesPortFor(port));

// DynamoDB Local is a Java process of its own: however this one ends (Ctrl-C, process.exit, a
// crash), it must not stay behind. The in-process parts (S3 emulator, sign-in provider, SES
// stand-in) end with us.
process.on('exit', killDynamoChildren);
// An error that escapes everything still ends the server (its state is unknown), but through the
// exit above instead of Node's default abrupt exit, which skips 'exit' listeners.
const crash = (error: unknown) => {
  console.error('The local server stopped on an unexpected error:', error);
  process.exit(1);
};
process.on('uncaughtException', crash);
process.on('unhandledRejection', crash);

// Until the stack is up, a signal ends start-up at once; afterwards it stops the stack in order.
const stopEarly = () => process.exit(130);
process.once('SIGINT', stopEarly);
process.once('SIGTERM', stopEarly);

try {
  const stack = await startStack({
    port,
    dataDir,
    seedDemo,
    oidcPort,
    sesPort,
    pageStandInPort: Number(process.env.PAGE_STAND_IN_PORT ?? pageStandInPortFor(port)),
    // Another build of the SPA (web/dist by default), e.g. one a parallel test run made.
    ...(process.env.WEB_ROOT ? { webRoot: resolve(ROOT, process.env.WEB_ROOT) } : {}),
    youtubeOembedEndpoint: process.env.YOUTUBE_OEMBED_ENDPOINT,
    // Served under another origin by something in front (a benchmark's TLS front, as CloudFront is).
    ...(process.env.PUBLIC_ORIGIN ? { publicOrigin: process.env.PUBLIC_ORIGIN } : {}),
    // Faults on demand, for browser tests of failures (functions/stand-ins/faults.ts); never on by default.
    ...(process.env.FAULT_INJECTION_PORT ? { faults: { controlPort: Number(process.env.FAULT_INJECTION_PORT) } } : {}),
    log: (line) => console.log(`  ${line}`),
  });
  console.log(`\nSeekers' Circle is running at ${stack.url}`);
  console.log(`Mail sent locally: http://localhost:${sesPort}\n`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await stack.stop();
    process.exit(0);
  };
  process.off('SIGINT', stopEarly).off('SIGTERM', stopEarly);
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  if (error instanceof MissingJavaError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
}
