import type { PostType } from '#shared/types.ts';

export const POST_TYPE_LABELS: Record<PostType, string> = {
  question: 'Question',
  reflection: 'Reflection',
  reply: 'Reply',
};

/** m:ss, for recordings (at most 300 s). */
export function formatDuration(seconds: number | null | undefined): string {
  const total = Math.max(0, Math.round(seconds ?? 0));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
