/** Circles as members see them (spec §3 Circle, Circle member). */

export interface Circle {
  id: string;
  name: string;
  description: string;
  isPrivate: boolean;
  memberCount: number;
  /** Posts in the circle since midnight UTC (docs/decisions.md). */
  recentPostCount: number;
  /** Whether the viewer is a member. */
  isMember: boolean;
  creator: { anonymousName: string };
  /** Whether the viewer created the circle (they admit or decline requests to join). */
  isCreator: boolean;
  /**
   * The viewer's request to join, on GET /api/circles/{id} only (null in lists): 'pending' while
   * it waits for the creator. A declined request reads as null, so the member may ask again.
   */
  joinRequest: 'pending' | null;
  createdAt: string;
}

/** GET /api/circles: one page of the circles the viewer has not joined, and the cursor for the next (null at the end). */
export interface CirclePage {
  circles: Circle[];
  nextCursor: string | null;
}

/** A member as the circle's other members see them: the persona only. */
export interface CircleMember {
  id: string;
  anonymousName: string;
  avatar: string;
  joinedAt: string;
}
