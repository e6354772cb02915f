import type { User } from '#shared/types/user.ts';

/** Which part of the product a visitor may reach (spec: "Gating by state"); the server enforces the same. */
export type Gate = 'signed-out' | 'suspended' | 'onboarding' | 'waiting' | 'member';

export function gateOf(user: User | null): Gate {
  if (!user) return 'signed-out';
  if (user.isSuspended) return 'suspended';
  if (!user.hasCompletedOnboarding) return 'onboarding';
  if (!user.isApproved) return 'waiting';
  return 'member';
}
