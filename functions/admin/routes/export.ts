/**
 * GET /api/admin/export?type=users|posts|circles (spec §7): the rows the page turns into a CSV
 * (shared/csv.ts), and the file's name. Only what the admin already sees in the panel is exported:
 * accounts as on the Users tab, posts as on the Posts tab, circles as on the Circles tab — never a
 * direct message or a journal entry, which no admin route reads.
 *
 * Lambda answers at most 6 MB: an export stops at EXPORT_MAX_ROWS rows or about EXPORT_MAX_BYTES
 * of rows, newest first, and says `truncated` (the page tells the admin). Posts and circles are read
 * through their tabs' own paged lists, a page at a time.
 */
import { adminAuthorName, EXPORT_TYPES, type AdminCircle, type AdminExport, type AdminPost, type AdminUser, type ExportType } from '#shared/types/admin.ts';
import { USER_STATUSES } from '#shared/types/user.ts';
import { recordAdminAction } from '../../lib/admin-log.ts';
import { listCirclesForAdmin } from '../../circles/items/circle.ts';
import { badRequest } from '../../lib/errors.ts';
import type { GroupImplementation } from '../../lib/handler.ts';
import { json, query } from '../../lib/http.ts';
import { listAdminPosts } from './posts.ts';
import { usersIn } from './users.ts';

export const EXPORT_MAX_ROWS = 5000;
export const EXPORT_MAX_BYTES = 4_000_000;

type Row = AdminExport['data'][number];
type Page<T> = { items: T[]; next: string | null };

/** Rows from the source's pages, newest first, until it ends or the export is full. */
async function collect<T>(readPage: (before: string | null) => Promise<Page<T>>, toRow: (item: T) => Row): Promise<Pick<AdminExport, 'data' | 'truncated'>> {
  const data: Row[] = [];
  let bytes = 0;
  let before: string | null = null;
  do {
    const page: Page<T> = await readPage(before);
    for (const item of page.items) {
      const row = toRow(item);
      bytes += Buffer.byteLength(JSON.stringify(row));
      if (data.length === EXPORT_MAX_ROWS || bytes > EXPORT_MAX_BYTES) return { data, truncated: true };
      data.push(row);
    }
    before = page.next;
  } while (before);
  return { data, truncated: false };
}

const userRow = (user: AdminUser): Row => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  anonymousName: user.anonymousName,
  spiritualJourney: user.spiritualJourney,
  status: user.status,
  isAdmin: user.isAdmin,
  hasCompletedOnboarding: user.hasCompletedOnboarding,
  createdAt: user.createdAt,
});

const postRow = (post: AdminPost): Row => ({
  id: post.id,
  type: post.type,
  author: adminAuthorName(post),
  circle: post.circle?.name ?? null,
  content: post.content,
  parentId: post.parentId,
  isAiGenerated: post.isAiGenerated,
  isReported: post.isReported,
  reactionTotal: post.reactionTotal,
  createdAt: post.createdAt,
});

const circleRow = (circle: AdminCircle): Row => ({
  id: circle.id,
  name: circle.name,
  description: circle.description,
  isPrivate: circle.isPrivate,
  creator: circle.creator.anonymousName,
  memberCount: circle.memberCount,
  recentPostCount: circle.recentPostCount,
  createdAt: circle.createdAt,
});

const SOURCES: Record<ExportType, () => ReturnType<typeof collect>> = {
  users: () => collect(async () => ({ items: await usersIn(USER_STATUSES), next: null }), userRow),
  posts: () =>
    collect(async (before) => {
      const { posts, next } = await listAdminPosts({ filter: 'all', search: null, before });
      return { items: posts, next };
    }, postRow),
  circles: () =>
    collect(async (before) => {
      const { circles, next } = await listCirclesForAdmin(before);
      return { items: circles, next };
    }, circleRow),
};

function exportType(value: string | undefined): ExportType {
  if (!(EXPORT_TYPES as readonly (string | undefined)[]).includes(value)) {
    throw badRequest(`Export type must be one of ${EXPORT_TYPES.join(', ')}`, 'invalid_export_type');
  }
  return value as ExportType;
}

export const exportRoutes: Pick<GroupImplementation<'admin'>, 'GET /api/admin/export'> = {
  'GET /api/admin/export': async ({ event, caller }) => {
    const type = exportType(query(event, 'type'));
    const now = new Date();
    const rows = await SOURCES[type]();
    await recordAdminAction(caller.user, { action: 'export', target: { type: 'export', id: type }, detail: type }, now);
    const answer: AdminExport = { ...rows, filename: `${type}-export-${now.toISOString().slice(0, 10)}.csv` };
    return json(200, answer);
  },
};
