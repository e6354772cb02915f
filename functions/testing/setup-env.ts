/**
 * Points the function modules a test imports directly (entities, for arranging state) at the
 * run's DynamoDB Local, exactly as the stack configures the handlers.
 */
import { inject } from 'vitest';

const stack = inject('stack');
Object.assign(process.env, {
  TABLE_NAME: stack.tableName,
  DYNAMODB_ENDPOINT: stack.dynamoEndpoint,
  AWS_REGION: 'us-east-1',
});
