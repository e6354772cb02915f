/**
 * Care for a member whose words signal crisis (docs/care.md). The answer to what they wrote (a
 * post, a reply, a journal entry, a message) carries `care` for their browser alone, which shows
 * the card at once; nobody else's answer ever carries it.
 */
import type { GuideLanguage } from '../ai-guru-schemas.ts';
import type { Post } from './post.ts';

/** A help line: its name and the numbers to call (a deployment setting, CARE_HELPLINES). */
export interface HelpLine {
  name: string;
  numbers: string[];
}

export interface Care {
  /** The language the writer wrote in, which the card speaks. */
  language: GuideLanguage;
  helplines: HelpLine[];
  emergencyNumber: string;
  /** The care answer in that language: the lines first, warm and short, nothing about methods. */
  message: string;
}

/** A create or send answer, with `care` only when the writer's words signalled crisis. */
export type WithCare<T> = T & { care?: Care };

/** One post in the admins' "Needs care" list: the post as members see it, and when it was written. */
export interface NeedsCareItem {
  post: Post;
  flaggedAt: string;
}

/** GET /api/admin/care: newest first, a page at a time (`?before=` the answer's `next`). */
export interface NeedsCarePage {
  items: NeedsCareItem[];
  next: string | null;
}
