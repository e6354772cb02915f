import type { CSSProperties } from 'react';
import { AVATAR_GRADIENTS, avatarStyleOf } from '#shared/avatars.ts';
import type { AvatarStyle } from '#shared/limits.ts';

export { avatarStyleOf };

export const ANONYMOUS_FALLBACK_NAME = 'Anonymous Seeker';

export function displayName(anonymousName: string | null | undefined): string {
  return anonymousName?.trim() || ANONYMOUS_FALLBACK_NAME;
}

/** The first character (a whole code point, so Devanagari and emoji survive), upper-cased. */
export function initialOf(name: string): string {
  return Array.from(name.trim())[0]?.toLocaleUpperCase() ?? Array.from(ANONYMOUS_FALLBACK_NAME)[0]!;
}

/**
 * An avatar's gradient, drawn from shared/avatars.ts: the one palette the API's avatar images
 * use too, so a persona has the same colours everywhere. Anything unrecognised is earth.
 */
export function avatarGradientStyle(avatar: string | null | undefined): CSSProperties {
  const { from, to } = AVATAR_GRADIENTS[avatarStyleOf(avatar)];
  return { backgroundImage: `linear-gradient(to bottom right, ${from}, ${to})` };
}

export const AVATAR_LABELS: Record<AvatarStyle, { name: string; description: string }> = {
  earth: { name: 'Earth', description: 'Grounded and warm' },
  gentle: { name: 'Gentle', description: 'Clear water and sky' },
  soft: { name: 'Soft', description: 'Tender like dawn' },
  spiritual: { name: 'Spiritual', description: 'Deep twilight' },
};
