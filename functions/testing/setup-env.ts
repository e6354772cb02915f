/**
 * Points the function modules a test imports directly (entities, for arranging state; storage) at
 * the run's DynamoDB Local and S3 emulator, exactly as the stack configures the handlers.
 */
import { inject } from 'vitest';

const stack = inject('stack');
Object.assign(process.env, {
  TABLE_NAME: stack.tableName,
  DYNAMODB_ENDPOINT: stack.dynamoEndpoint,
  MEDIA_BUCKET: stack.mediaBucket,
  S3_ENDPOINT: stack.s3Endpoint,
  AWS_REGION: 'us-east-1',
});
