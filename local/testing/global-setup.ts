/** Starts one in-memory local stack for the whole test run, on free ports. */
import type { TestProject } from 'vitest/node';
import { freePort } from '../ports.ts';
import { startStack } from '../stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: {
      url: string;
      apiGatewayUrl: string;
      originVerifyValue: string;
      dynamoEndpoint: string;
      s3Endpoint: string;
      mediaBucket: string;
      tableName: string;
      issuer: string;
    };
  }
}

export default async function setup(project: TestProject) {
  const stack = await startStack({ port: await freePort(), dataDir: null, seedDemo: false });
  project.provide('stack', {
    url: stack.url,
    apiGatewayUrl: stack.apiGatewayUrl,
    originVerifyValue: stack.originVerifyValue,
    dynamoEndpoint: stack.dynamoEndpoint,
    s3Endpoint: stack.s3Endpoint,
    mediaBucket: stack.mediaBucket,
    tableName: stack.tableName,
    issuer: stack.issuer,
  });
  return () => stack.stop();
}
