/** The DocumentClient, created once per module load and reused across invocations. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { limitMs, optionalEnv, requireEnv, TIME_LIMIT_ENV } from '../config.ts';

const endpoint = optionalEnv('DYNAMODB_ENDPOINT');

export const tableName = requireEnv('TABLE_NAME');

/**
 * A call that gets no answer is given up after 5 s, and tried three times in all (the SDK's standard
 * retries, which also wait out throttling): at most about 16 s, inside API Gateway's 29 s, so a
 * DynamoDB that hangs is answered 503 (dependency-failure.ts) rather than cut off by the time-out.
 * A transaction retried this way carries the same client token, so it is applied once. The tests
 * of a hanging DynamoDB shorten the 5 s (TIME_LIMIT_ENV) rather than wait it out three times.
 */
const patience = {
  maxAttempts: 3,
  requestHandler: { connectionTimeout: 1_000, requestTimeout: limitMs(TIME_LIMIT_ENV.dynamodbRequest, 5_000), throwOnRequestTimeout: true },
};

export const dynamo = new DynamoDBClient(
  endpoint
    ? {
        ...patience,
        endpoint,
        region: process.env.AWS_REGION ?? 'local',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }
    : patience,
);

export const db = DynamoDBDocumentClient.from(dynamo, {
  marshallOptions: { removeUndefinedValues: true },
});

