/** Circles as tests read them: every page of Discover's circles; invitations by address once delivered. */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import type { Circle, CirclePage } from '#shared/types/circle.ts';
import type { CircleInvitation } from '#shared/types/invitation.ts';
import { db, tableName } from '../lib/db/client.ts';
import { outboxKey } from '../circles/items/invitation.ts';
import type { ApiResponse, TestClient } from './api-client.ts';

/** Every circle the client's member has not joined, and the pages they came in. */
export async function otherCircles(client: TestClient): Promise<{ circles: Circle[]; pages: CirclePage[] }> {
  const pages: CirclePage[] = [];
  let cursor: string | null = null;
  do {
    const response: ApiResponse<CirclePage> = await client.get<CirclePage>(`/api/circles${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
    if (response.status !== 200) throw new Error(`GET /api/circles answered ${response.status}: ${response.text}`);
    pages.push(response.json);
    cursor = response.json.nextCursor;
  } while (cursor);
  return { circles: pages.flatMap((page) => page.circles), pages };
}

/** Waits until the stream worker has delivered every invitation by address on the circle's list (as a member of it reads it). */
export async function addressInvitationsDelivered(client: TestClient, circleId: string): Promise<void> {
  const ids = (await client.get<CircleInvitation[]>(`/api/circles/${circleId}/invitations`)).json.map((i) => i.id);
  await expect
    .poll(
      async () => {
        const left = await Promise.all(ids.map(async (id) => (await db.send(new GetCommand({ TableName: tableName, Key: outboxKey(id) }))).Item));
        return left.filter(Boolean).length;
      },
      // The stream worker runs beside every other test's work: a busy run takes seconds.
      { timeout: 30_000 },
    )
    .toBe(0);
}
