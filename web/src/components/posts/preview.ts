import { FEED } from '#shared/limits.ts';
import { FEED_DISPLAY } from '@/config/limits.ts';
import type { Post } from '#shared/types/post.ts';

/** Cuts at a whole character (never half an emoji or a Devanagari sign's code point) and marks the cut. */
export function truncate(text: string, max: number): string {
  const characters = Array.from(text.trim());
  if (characters.length <= max) return characters.join('');
  return `${characters.slice(0, max).join('').trimEnd()}…`;
}

export interface PostPreview {
  text: string;
  /** An AI-generated post's answer, shown apart from the question that prompted it. */
  aiResponse: string | null;
}

/**
 * Spec §2: the feed previews 150 characters, and 100 of an AI response. An AI-generated post is the
 * member's question followed, after a blank line, by the guide's answer (docs/decisions.md).
 */
export function previewOf(post: Pick<Post, 'content' | 'isAiGenerated'>): PostPreview {
  if (post.isAiGenerated) {
    const split = post.content.search(/\n\s*\n/);
    if (split > 0) {
      return {
        text: truncate(post.content.slice(0, split), FEED.previewChars),
        aiResponse: truncate(post.content.slice(split), FEED_DISPLAY.aiPreviewChars),
      };
    }
  }
  return { text: truncate(post.content, FEED.previewChars), aiResponse: null };
}
