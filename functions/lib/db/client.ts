/** The DocumentClient, created once per module load and reused across invocations. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { optionalEnv, requireEnv } from '../config.ts';

const endpoint = optionalEnv('DYNAMODB_ENDPOINT');

export const tableName = requireEnv('TABLE_NAME');

export const dynamo = new DynamoDBClient(
  endpoint
    ? {
        endpoint,
        region: process.env.AWS_REGION ?? 'local',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }
    : {},
);

export const db = DynamoDBDocumentClient.from(dynamo, {
  marshallOptions: { removeUndefinedValues: true },
});

