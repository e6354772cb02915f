import { LogOut } from 'lucide-react';
import type { ComponentProps, MouseEvent } from 'react';
import { logoutHref, onSignOut } from '@/lib/auth/sign-in.ts';
import { useT } from '@/lib/i18n.tsx';
import { componentMessages } from './messages/index.ts';

/** A click that opens the link elsewhere (a new tab or window) leaves this page where it is. */
const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * Sign Out is a full-page navigation to the server, which clears the session cookies. A plain
 * click first lets this browser drop its push subscription (at most a second), then navigates; the
 * link's href serves every other way of following it.
 */
export function SignOutLink({ onClick, children, ...props }: ComponentProps<'a'>) {
  const t = useT(componentMessages);
  return (
    <a
      href={logoutHref()}
      onClick={(event) => {
        // First, so a menu around the link closes as for any other item.
        onClick?.(event);
        if (event.defaultPrevented) return;
        const leave = !opensElsewhere(event);
        if (leave) event.preventDefault();
        void onSignOut(leave);
      }}
      {...props}
    >
      {children ?? (
        <>
          <LogOut aria-hidden="true" className="size-5" />
          {t('signOut')}
        </>
      )}
    </a>
  );
}
