import { Outlet, Route, Routes } from 'react-router-dom';
import type { User } from '../../../../../shared/types.ts';
import { AppShell } from '@/components/layouts/app-shell/app-shell.tsx';
import { usePendingCount } from '@/features/invitations/api/get-pending-count.ts';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count.ts';
import { displayName } from '@/lib/persona.ts';
import { NotFound } from '../not-found.tsx';
import { Home } from './home.tsx';

function Shell({ user }: { user: User }) {
  // Mounted only for approved, non-suspended members: the count routes refuse anyone else.
  const unread = useUnreadCount();
  const pending = usePendingCount();
  return (
    <AppShell
      persona={{ name: displayName(user.anonymousName), avatar: user.avatar, isAdmin: user.isAdmin }}
      counts={{ notifications: unread.data?.count, invitations: pending.data?.count }}
    >
      <Outlet />
    </AppShell>
  );
}

/**
 * The member routes. Screens that later issues build (circles, journal, messages, …) have no
 * route yet, so their links reach the not-found screen rather than a pretend page.
 */
export default function MemberArea({ user }: { user: User }) {
  return (
    <Routes>
      <Route element={<Shell user={user} />}>
        <Route index element={<Home user={user} />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
