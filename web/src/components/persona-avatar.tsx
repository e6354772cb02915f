import { avatarGradientStyle, initialOf } from '@/lib/persona.ts';
import { cn } from '@/lib/utils.ts';

const SIZES = {
  sm: 'size-9 text-base',
  md: 'size-11 text-lg',
  lg: 'size-16 text-2xl',
} as const;

interface PersonaAvatarProps {
  name: string;
  avatar: string | null | undefined;
  size?: keyof typeof SIZES;
  className?: string;
}

/** A persona's face: its avatar style's gradient with the name's initial. Decorative; the name is said elsewhere. */
export function PersonaAvatar({ name, avatar, size = 'md', className }: PersonaAvatarProps) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full font-semibold text-white select-none [text-shadow:0_1px_2px_rgb(0_0_0/0.35)]',
        SIZES[size],
        className,
      )}
      style={avatarGradientStyle(avatar)}
    >
      {initialOf(name)}
    </span>
  );
}
