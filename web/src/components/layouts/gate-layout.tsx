import type { ReactNode } from 'react';
import { APP_NAME } from '@/config/app.ts';
import { Logo } from '../logo.tsx';
import { SignOutLink } from '../sign-out-link.tsx';
import { buttonVariants } from '../ui/button.tsx';

interface GateLayoutProps {
  children: ReactNode;
  /** Screens whose own content ends in Sign Out (waiting, suspended) leave it out of the header. */
  signOutInHeader?: boolean;
}

/** The frame for the screens before membership: persona creation, waiting, suspended. */
export function GateLayout({ children, signOutInHeader = true }: GateLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex min-h-16 items-center justify-between gap-4 px-4 py-3 sm:px-8">
        <div className="flex items-center gap-3">
          <Logo className="size-9" />
          <span className="text-lg font-semibold">{APP_NAME}</span>
        </div>
        {signOutInHeader ? <SignOutLink className={buttonVariants({ variant: 'ghost' })} /> : null}
      </header>
      <main id="main" className="flex flex-1 justify-center px-4 pt-4 pb-16 sm:px-8 sm:pt-10">
        <div className="w-full max-w-xl">{children}</div>
      </main>
    </div>
  );
}
