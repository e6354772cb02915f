/**
 * DynamoDB calls counted by an SDK middleware on a client (the functions' own, `db/client.ts`), for
 * the benchmarks (scripts/bench-kit.ts) and the tests that hold a path to its round trips. Each
 * call counts once whatever the SDK retries underneath; a round trip is a call that starts while no
 * other is in flight, so calls sent together count once. Attached by the caller, never in the client,
 * so production code carries no counter.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';

export interface DynamoCalls {
  /** Calls by command name (GetCommand, TransactWriteCommand, …). */
  byCommand: Record<string, number>;
  calls: number;
  trips: number;
}

/** Counts every call made through `client` from now on; answers a reader of the totals so far. */
export function countDynamoCalls(client: DynamoDBClient): () => DynamoCalls {
  const byCommand = new Map<string, number>();
  let inFlight = 0;
  let trips = 0;
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const name = context.commandName ?? 'unknown';
      byCommand.set(name, (byCommand.get(name) ?? 0) + 1);
      if (inFlight++ === 0) trips++;
      try {
        return await next(args);
      } finally {
        inFlight--;
      }
    },
    { step: 'initialize', name: 'countDynamoCalls' },
  );
  return () => ({ byCommand: Object.fromEntries(byCommand), calls: [...byCommand.values()].reduce((a, b) => a + b, 0), trips });
}

/** What was called between two readings of the totals. */
export function callsBetween(before: DynamoCalls, after: DynamoCalls): DynamoCalls {
  const byCommand = Object.fromEntries(
    Object.entries(after.byCommand)
      .map(([name, n]) => [name, n - (before.byCommand[name] ?? 0)] as const)
      .filter(([, n]) => n > 0),
  );
  return { byCommand, calls: after.calls - before.calls, trips: after.trips - before.trips };
}
