import { notifyManager, type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useSyncExternalStore } from 'react';
import { matchRoutes, Outlet, Route, Routes } from 'react-router-dom';
import type { User } from '#shared/types/user.ts';
import { AppShell } from '@/components/layouts/app-shell/app-shell.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { myCirclesQueryOptions } from '@/features/circles/api/get-my-circles.ts';
import { otherCirclesQueryOptions } from '@/features/circles/api/get-other-circles.ts';
import { usePendingCount } from '@/features/invitations/api/get-pending-count.ts';
import { useConversations } from '@/features/messages/api/get-conversations.ts';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count.ts';
import { NotificationBell } from '@/features/notifications/components/notification-bell.tsx';
import { useBrowserPopups } from '@/features/notifications/hooks/use-browser-popups.ts';
import { feedQueryOptions } from '@/features/posts/api/get-feed.ts';
import { postQueryOptions } from '@/features/posts/api/get-post.ts';
import { repliesQueryOptions } from '@/features/posts/api/get-replies.ts';
import { feedSortOf } from '@/features/posts/components/feed.tsx';
import { dismissCare, useShownCare } from '@/lib/care.ts';
import { lazyScreen } from '@/lib/lazy-screen.tsx';
import { displayName } from '@/lib/persona.ts';
import { prefetchFirstScreen } from '@/lib/react-query.ts';
import { useT } from '@/lib/i18n.tsx';
import { useIdle } from '@/lib/use-idle.ts';
import { memberMessages } from './messages/index.ts';
import { NotFound } from '../not-found.tsx';
import { Home } from './home.tsx';

// Each screen loads when first opened, so the member area's first paint carries only the shell and home.
const SCREENS = [
  { path: paths.preRegistration.path, Screen: lazyScreen(() => import('../pre-registration.tsx')) },
  { path: paths.meditationRegistration.path, Screen: lazyScreen(() => import('../meditation-registration.tsx')) },
  { path: paths.guidelines.path, Screen: lazyScreen(() => import('../guidelines.tsx')) },
  { path: paths.referrals.path, Screen: lazyScreen(() => import('./referrals.tsx')) },
  { path: paths.notifications.path, Screen: lazyScreen(() => import('./notifications.tsx')) },
  { path: paths.invitations.path, Screen: lazyScreen(() => import('./invitations.tsx')) },
  { path: paths.profileSettings.path, Screen: lazyScreen(() => import('./profile-settings.tsx')) },
  { path: paths.members.path, Screen: lazyScreen(() => import('./members.tsx')) },
  { path: paths.messages.path, Screen: lazyScreen(() => import('./messages.tsx')) },
  { path: paths.user.path, Screen: lazyScreen(() => import('./user-profile.tsx')) },
  { path: paths.admin.path, Screen: lazyScreen(() => import('./admin.tsx')) },
  { path: paths.post.path, Screen: lazyScreen(() => import('./post.tsx')) },
  { path: paths.create.path, Screen: lazyScreen(() => import('./create-post.tsx')) },
  { path: paths.circles.path, Screen: lazyScreen(() => import('./circles.tsx')) },
  { path: paths.circle.path, Screen: lazyScreen(() => import('./circle.tsx')) },
  { path: paths.discover.path, Screen: lazyScreen(() => import('./discover.tsx')) },
  { path: paths.journal.path, Screen: lazyScreen(() => import('./journal.tsx')) },
  { path: paths.aiGuru.path, Screen: lazyScreen(() => import('./ai-guru.tsx')) },
];

/**
 * The data each early screen shows first: what the boot script (shared/boot-script.ts) asks for before the
 * code arrives, so these queries take its answers. Keep the two lists together.
 */
function firstScreenData(queryClient: QueryClient, pathname: string, search: string): Promise<void>[] {
  const fetched = (queryKey: QueryKey, prefetch: () => Promise<void>) => prefetchFirstScreen(queryClient, queryKey, prefetch);
  const others = otherCirclesQueryOptions();
  const otherCircles = () => fetched(others.queryKey, () => queryClient.prefetchInfiniteQuery(others));
  if (pathname === paths.home.path) {
    const feed = feedQueryOptions(feedSortOf(new URLSearchParams(search).get('sort')));
    return [fetched(feed.queryKey, () => queryClient.prefetchInfiniteQuery(feed)), otherCircles()];
  }
  if (pathname === paths.circles.path) {
    const mine = myCirclesQueryOptions();
    return [fetched(mine.queryKey, () => queryClient.prefetchQuery(mine)), otherCircles()];
  }
  const id = matchRoutes([{ path: paths.post.path }], pathname)?.[0]?.params.id;
  if (!id) return [];
  const post = postQueryOptions(id);
  const replies = repliesQueryOptions(id);
  return [fetched(post.queryKey, () => queryClient.prefetchQuery(post)), fetched(replies.queryKey, () => queryClient.prefetchQuery(replies))];
}

/**
 * Starts loading the screen an address shows (the router's own ranking picks it) and, for the
 * screens the boot script starts early, its first data, so both are there for the first render.
 * Called through this module's dynamic import (router.tsx), which knip cannot follow.
 * @public
 */
export async function preloadScreen(queryClient: QueryClient, { pathname, search }: Pick<Location, 'pathname' | 'search'>): Promise<void> {
  const match = matchRoutes(SCREENS, pathname)?.[0];
  await Promise.all([match?.route.Screen.preload(), ...firstScreenData(queryClient, pathname, search)]);
}

const CareCard = lazyScreen(() => import('@/components/care-card.tsx'));

/** The care card, whenever an answer to what the member wrote carries care (lib/care.ts); its code arrives only then. */
function CareHost() {
  const care = useShownCare();
  return care ? (
    <Suspense fallback={null}>
      <CareCard care={care} onClose={dismissCare} />
    </Suspense>
  ) : null;
}

/** Inside the shell, so the navigation stays put while a screen's code arrives. */
function ScreenLoader() {
  const t = useT(memberMessages);
  return (
    <div role="status" className="flex justify-center py-16 text-muted-foreground">
      <Spinner />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}

/**
 * Whether any query is fetching. TanStack's useIsFetching() answers the count, and each change of it
 * (every query starting or ending) would render the whole shell again; this renders it only when
 * the answer changes.
 */
function useAnyFetching(): boolean {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (changed: () => void) => queryClient.getQueryCache().subscribe(notifyManager.batchCalls(changed)),
    [queryClient],
  );
  return useSyncExternalStore(subscribe, () => queryClient.isFetching() > 0);
}

function Shell({ user }: { user: User }) {
  // Mounted only for approved, non-suspended members: the count routes refuse anyone else.
  // The shell's own news waits until the screen's first data is in and the browser is idle, so
  // none of it competes with the first screen's code and data on a slow network.
  const idle = useIdle(!useAnyFetching());
  const unread = useUnreadCount(idle);
  const pending = usePendingCount(idle);
  const conversations = useConversations(idle);
  const unreadMessages = conversations.data?.reduce((sum, conversation) => sum + conversation.unreadCount, 0);
  useBrowserPopups(user.id, idle);
  return (
    <AppShell
      persona={{ name: displayName(user.anonymousName), avatar: user.avatar, isAdmin: user.isAdmin }}
      counts={{ notifications: unread.data?.count, invitations: pending.data?.count, messages: unreadMessages }}
      bell={<NotificationBell unread={unread.data?.count} active={idle} />}
    >
      <Suspense fallback={<ScreenLoader />}>
        <Outlet />
      </Suspense>
      <CareHost />
    </AppShell>
  );
}

/** The member routes; any other path is the not-found screen. */
export default function MemberArea({ user }: { user: User }) {
  return (
    <Routes>
      <Route element={<Shell user={user} />}>
        <Route index element={<Home user={user} />} />
        {SCREENS.map(({ path, Screen }) => (
          <Route key={path} path={path} element={<Screen user={user} />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
