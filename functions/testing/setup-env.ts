/**
 * Points the function modules a test imports directly (entities, for arranging state; storage;
 * email; media signing) at the run's DynamoDB Local, S3 emulator, SES stand-in and key, exactly as the stack
 * configures the handlers.
 */
import { inject } from 'vitest';
import { WEB_PUSH_ENV } from '../lib/config.ts';

const stack = inject('stack');
Object.assign(process.env, {
  TABLE_NAME: stack.tableName,
  DYNAMODB_ENDPOINT: stack.dynamoEndpoint,
  MEDIA_BUCKET: stack.mediaBucket,
  MEDIA_SIGNING_KEY_FILE: stack.mediaSigningKeyFile,
  S3_ENDPOINT: stack.s3Endpoint,
  SES_ENDPOINT: stack.sesEndpoint,
  MAIL_FROM: stack.mailFrom,
  [WEB_PUSH_ENV.keyFile]: stack.webPushKeyFile,
  AWS_REGION: 'us-east-1',
});
