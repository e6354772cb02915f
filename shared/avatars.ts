/**
 * The four avatar styles as colour gradients (DESIGN.md: together they make the community's
 * palette), dark enough at both ends for a white initial. Anything unrecognised is earth.
 * The SPA draws its avatars from these values too (web/src/lib/persona.ts), and GET /api/avatar/{key}
 * serves them as an SVG.
 */
import { AVATAR_STYLES, DEFAULT_AVATAR, type AvatarStyle } from './limits.ts';

export const AVATAR_GRADIENTS: Record<AvatarStyle, { from: string; to: string }> = {
  earth: { from: '#d97706', to: '#7c2d12' },
  gentle: { from: '#0d9488', to: '#075985' },
  soft: { from: '#f43f5e', to: '#9d174d' },
  spiritual: { from: '#7c3aed', to: '#312e81' },
};

export function avatarStyleOf(value: string | null | undefined): AvatarStyle {
  return (AVATAR_STYLES as readonly string[]).includes(value ?? '') ? (value as AvatarStyle) : DEFAULT_AVATAR;
}
