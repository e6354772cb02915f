import { useIsFetching } from '@tanstack/react-query';
import { Suspense } from 'react';
import { matchRoutes, Outlet, Route, Routes } from 'react-router-dom';
import type { User } from '#shared/types/user.ts';
import { AppShell } from '@/components/layouts/app-shell/app-shell.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { usePendingCount } from '@/features/invitations/api/get-pending-count.ts';
import { useConversations } from '@/features/messages/api/get-conversations.ts';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count.ts';
import { NotificationBell } from '@/features/notifications/components/notification-bell.tsx';
import { useBrowserPopups } from '@/features/notifications/hooks/use-browser-popups.ts';
import { lazyScreen } from '@/lib/lazy-screen.tsx';
import { displayName } from '@/lib/persona.ts';
import { useIdle } from '@/lib/use-idle.ts';
import { NotFound } from '../not-found.tsx';
import { Home } from './home.tsx';

// Each screen loads when first opened, so the member area's first paint carries only the shell and home.
const SCREENS = [
  { path: paths.preRegistration.path, Screen: lazyScreen(() => import('../pre-registration.tsx')) },
  { path: paths.meditationRegistration.path, Screen: lazyScreen(() => import('../meditation-registration.tsx')) },
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
 * Starts loading the screen a path shows (the router's own ranking picks it), so it is there for the
 * first render. Called through this module's dynamic import (router.tsx), which knip cannot follow.
 * @public
 */
export async function preloadScreen(pathname: string): Promise<void> {
  const match = matchRoutes(SCREENS, pathname)?.[0];
  await match?.route.Screen.preload();
}

/** Inside the shell, so the navigation stays put while a screen's code arrives. */
function ScreenLoader() {
  return (
    <div role="status" className="flex justify-center py-16 text-muted-foreground">
      <Spinner />
      <span className="sr-only">Loading…</span>
    </div>
  );
}

function Shell({ user }: { user: User }) {
  // Mounted only for approved, non-suspended members: the count routes refuse anyone else.
  // The shell's own news waits until the screen's first data is in and the browser is idle, so
  // none of it competes with the first screen's code and data on a slow network.
  const idle = useIdle(useIsFetching() === 0);
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
