import { LogOut } from 'lucide-react';
import type { ComponentProps } from 'react';
import { logoutHref, onSignOut } from '@/lib/auth/sign-in.ts';

/** Sign Out is a full-page navigation to the server, which clears the session cookies. */
export function SignOutLink({ onClick, children, ...props }: ComponentProps<'a'>) {
  return (
    <a
      href={logoutHref()}
      onClick={(event) => {
        onSignOut();
        onClick?.(event);
      }}
      {...props}
    >
      {children ?? (
        <>
          <LogOut aria-hidden="true" className="size-5" />
          Sign Out
        </>
      )}
    </a>
  );
}
