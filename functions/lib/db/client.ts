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

/**
 * DynamoDB calls made through this client, by command name (GetItemCommand, QueryCommand…):
 * one logical call each, whatever the SDK retries underneath. The feed benchmark reads it to count
 * round trips per page and to prove no member-facing route Scans.
 */
export const dynamoCalls = new Map<string, number>();
dynamo.middlewareStack.add(
  (next, context) => async (args) => {
    const name = context.commandName ?? 'unknown';
    dynamoCalls.set(name, (dynamoCalls.get(name) ?? 0) + 1);
    return next(args);
  },
  { step: 'initialize', name: 'countDynamoCalls' },
);
