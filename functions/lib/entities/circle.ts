/**
 * Circles: `CIRCLE#<id>` / `CIRCLE`. A circle's posts use the same partition value on the feed
 * indexes (entities/post.ts). Post answers read the circle item for its name only.
 */
import type { TableKey } from '../db/keys.ts';

export const circlePk = (circleId: string) => `CIRCLE#${circleId}`;
export const circleKey = (circleId: string): TableKey => ({ pk: circlePk(circleId), sk: 'CIRCLE' });

export interface CircleItem extends TableKey {
  name: string;
}
