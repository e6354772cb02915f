/** Member reports of posts: what an admin sees of them (never who reported). */
import type { Post } from './post.ts';

/** One reason as members wrote it, and how many of them gave exactly that reason. */
export interface ReportReason {
  reason: string;
  count: number;
}

/** A reported post in the admin's Reports tab. */
export interface AdminReport {
  post: Post;
  /** How many members have reported it since the last dismissal. */
  reportCount: number;
  lastReportedAt: string;
  /** The reasons (up to REPORTS.reasonsShown of them), each once, most given first. */
  reasons: ReportReason[];
  /** Auto-moderation's reasons for flagging it (issue 31 §3): not member reports, not in the count. */
  flags: string[];
  /** Hidden for review by auto-moderation until an admin dismisses the reports or deletes it. */
  quarantined: boolean;
}

/** GET /api/admin/reports: latest report first; `next` is the cursor (`?before=`) of the following page, null after the last. */
export interface AdminReportPage {
  reports: AdminReport[];
  next: string | null;
}
