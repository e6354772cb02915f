import { lazy, Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import type { User } from '#shared/types/user.ts';
import { AppShell } from '@/components/layouts/app-shell/app-shell.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { usePendingCount } from '@/features/invitations/api/get-pending-count.ts';
import { useConversations } from '@/features/messages/api/get-conversations.ts';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count.ts';
import { NotificationBell } from '@/features/notifications/components/notification-bell.tsx';
import { useBrowserPopups } from '@/features/notifications/hooks/use-browser-popups.ts';
import { displayName } from '@/lib/persona.ts';
import { useIdle } from '@/lib/use-idle.ts';
import { NotFound } from '../not-found.tsx';
import { Home } from './home.tsx';

// Each screen loads when first opened, so the member area's first paint carries only the shell and home.
const PreRegistrationRoute = lazy(() => import('../pre-registration.tsx'));
const MeditationRegistrationRoute = lazy(() => import('../meditation-registration.tsx'));
const ReferralsRoute = lazy(() => import('./referrals.tsx'));
const NotificationsRoute = lazy(() => import('./notifications.tsx'));
const InvitationsRoute = lazy(() => import('./invitations.tsx'));
const ProfileSettingsRoute = lazy(() => import('./profile-settings.tsx'));
const MembersRoute = lazy(() => import('./members.tsx'));
const MessagesRoute = lazy(() => import('./messages.tsx'));
const UserProfileRoute = lazy(() => import('./user-profile.tsx'));
const AdminRoute = lazy(() => import('./admin.tsx'));
const PostRoute = lazy(() => import('./post.tsx'));
const CreatePostRoute = lazy(() => import('./create-post.tsx'));
const CirclesRoute = lazy(() => import('./circles.tsx'));
const CircleRoute = lazy(() => import('./circle.tsx'));
const DiscoverRoute = lazy(() => import('./discover.tsx'));
const JournalRoute = lazy(() => import('./journal.tsx'));
const AiGuruRoute = lazy(() => import('./ai-guru.tsx'));

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
  // The shell's own news waits until the browser is idle, so none of it competes with the first
  // screen's code and data on a slow network.
  const idle = useIdle();
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
        <Route path={paths.preRegistration.path} element={<PreRegistrationRoute />} />
        <Route path={paths.meditationRegistration.path} element={<MeditationRegistrationRoute />} />
        <Route path={paths.referrals.path} element={<ReferralsRoute />} />
        <Route path={paths.notifications.path} element={<NotificationsRoute />} />
        <Route path={paths.invitations.path} element={<InvitationsRoute />} />
        <Route path={paths.profileSettings.path} element={<ProfileSettingsRoute />} />
        <Route path={paths.members.path} element={<MembersRoute user={user} />} />
        <Route path={paths.messages.path} element={<MessagesRoute user={user} />} />
        <Route path={paths.user.path} element={<UserProfileRoute user={user} />} />
        <Route path={paths.admin.path} element={<AdminRoute user={user} />} />
        <Route path={paths.post.path} element={<PostRoute user={user} />} />
        <Route path={paths.create.path} element={<CreatePostRoute user={user} />} />
        <Route path={paths.circles.path} element={<CirclesRoute />} />
        <Route path={paths.circle.path} element={<CircleRoute />} />
        <Route path={paths.discover.path} element={<DiscoverRoute />} />
        <Route path={paths.journal.path} element={<JournalRoute />} />
        <Route path={paths.aiGuru.path} element={<AiGuruRoute user={user} />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
