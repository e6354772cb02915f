import type { CSSProperties } from 'react';
import { AVATAR_GRADIENTS, avatarStyleOf } from '#shared/avatars.ts';
import type { AvatarStyle } from '#shared/limits.ts';
import { libMessages } from './messages/index.ts';

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

/** A style's name and line, read in the interface's language whenever they are shown. */
const avatarLabel = (style: AvatarStyle) => ({
  get name() {
    return libMessages.say(`avatar.${style}.name`);
  },
  get description() {
    return libMessages.say(`avatar.${style}.description`);
  },
});

export const AVATAR_LABELS: Record<AvatarStyle, { readonly name: string; readonly description: string }> = {
  earth: avatarLabel('earth'),
  gentle: avatarLabel('gentle'),
  soft: avatarLabel('soft'),
  spiritual: avatarLabel('spiritual'),
};
