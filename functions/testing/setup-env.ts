/**
 * Points the function modules a test imports directly (entities, for arranging state; storage;
 * email) at the run's DynamoDB Local, S3 emulator and SES stand-in, exactly as the stack
 * configures the handlers.
 */
import { inject } from 'vitest';
import { WEB_PUSH_ENV } from '../lib/config.ts';

const stack = inject('stack');
Object.assign(process.env, {
  TABLE_NAME: stack.tableName,
  DYNAMODB_ENDPOINT: stack.dynamoEndpoint,
  MEDIA_BUCKET: stack.mediaBucket,
  S3_ENDPOINT: stack.s3Endpoint,
  SES_ENDPOINT: stack.sesEndpoint,
  MAIL_FROM: stack.mailFrom,
  [WEB_PUSH_ENV.keyFile]: stack.webPushKeyFile,
  AWS_REGION: 'us-east-1',
});
