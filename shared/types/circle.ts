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
  createdAt: string;
}

/** A member as the circle's other members see them: the persona only. */
export interface CircleMember {
  id: string;
  anonymousName: string;
  avatar: string;
  joinedAt: string;
}
