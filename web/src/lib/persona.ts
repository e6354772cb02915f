import { type AvatarStyle, AVATAR_STYLES, DEFAULT_AVATAR } from '../../../shared/limits.ts';

export const ANONYMOUS_FALLBACK_NAME = 'Anonymous Seeker';

export function displayName(anonymousName: string | null | undefined): string {
  return anonymousName?.trim() || ANONYMOUS_FALLBACK_NAME;
}

/** The first character (a whole code point, so Devanagari and emoji survive), upper-cased. */
export function initialOf(name: string): string {
  return Array.from(name.trim())[0]?.toLocaleUpperCase() ?? Array.from(ANONYMOUS_FALLBACK_NAME)[0]!;
}

/** Anything unrecognised is earth (spec §3). */
export function avatarStyleOf(value: string | null | undefined): AvatarStyle {
  return (AVATAR_STYLES as readonly string[]).includes(value ?? '') ? (value as AvatarStyle) : DEFAULT_AVATAR;
}

/**
 * The community palette: one gradient per avatar style, dark enough at both ends for a white
 * initial. Written out in full so Tailwind finds every class.
 */
export const AVATAR_GRADIENTS: Record<AvatarStyle, string> = {
  earth: 'bg-linear-to-br from-amber-600 to-orange-900',
  gentle: 'bg-linear-to-br from-teal-600 to-sky-800',
  soft: 'bg-linear-to-br from-rose-500 to-pink-800',
  spiritual: 'bg-linear-to-br from-violet-600 to-indigo-900',
};

export const AVATAR_LABELS: Record<AvatarStyle, { name: string; description: string }> = {
  earth: { name: 'Earth', description: 'Grounded and warm' },
  gentle: { name: 'Gentle', description: 'Clear water and sky' },
  soft: { name: 'Soft', description: 'Tender like dawn' },
  spiritual: { name: 'Spiritual', description: 'Deep twilight' },
};
