import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { APP_NAME } from '@/config/app.ts';
import { paths } from '@/config/paths.ts';
import { LanguageSwitch } from '../language-switch.tsx';
import { Logo } from '../logo.tsx';

/** The frame for the public pages (joining, the Virtual Self Program) when no member shell is around them. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-between gap-3 px-4 py-3 sm:px-8">
        <Link to={paths.home.getHref()} className="flex items-center gap-3 rounded-xl p-1">
          <Logo className="size-9" />
          <span className="text-lg font-semibold">{APP_NAME}</span>
        </Link>
        <LanguageSwitch />
      </header>
      <main id="main" className="flex-1 pb-16">
        {children}
      </main>
    </div>
  );
}
