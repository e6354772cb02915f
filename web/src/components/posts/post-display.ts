import { HandHeart, Heart, Lightbulb, type LucideIcon } from 'lucide-react';
import { REACTION_LABELS, type PostType, type ReactionType } from '#shared/types/post.ts';

export const POST_TYPE_LABELS: Record<PostType, string> = {
  question: 'Question',
  reflection: 'Reflection',
  reply: 'Reply',
};

/** How each reaction type is named and drawn. */
export const REACTION_DISPLAY: Record<ReactionType, { label: string; icon: LucideIcon }> = {
  resonates: { label: REACTION_LABELS.resonates, icon: Heart },
  insightful: { label: REACTION_LABELS.insightful, icon: Lightbulb },
  gratitude: { label: REACTION_LABELS.gratitude, icon: HandHeart },
};
