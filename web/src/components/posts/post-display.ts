import { HandHeart, Heart, Lightbulb, type LucideIcon } from 'lucide-react';
import type { PostType, ReactionType } from '#shared/types/post.ts';

export const POST_TYPE_LABELS: Record<PostType, string> = {
  question: 'Question',
  reflection: 'Reflection',
  reply: 'Reply',
};

/** How each reaction type is named and drawn. */
export const REACTION_DISPLAY: Record<ReactionType, { label: string; icon: LucideIcon }> = {
  resonates: { label: 'Resonates', icon: Heart },
  insightful: { label: 'Insightful', icon: Lightbulb },
  gratitude: { label: 'Gratitude', icon: HandHeart },
};
