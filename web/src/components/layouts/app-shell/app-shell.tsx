import type { ReactNode } from 'react';
import { useWideScreen } from '@/lib/use-wide-screen.ts';
import { useT } from '@/lib/i18n.tsx';
import { cn } from '@/lib/utils.ts';
import { layoutMessages } from '../messages/index.ts';
import { DesktopSidebar } from './desktop-sidebar.tsx';
import { DesktopTopBar } from './desktop-top-bar.tsx';
import { MobileBottomBar } from './mobile-bottom-bar.tsx';
import { MobileTopBar } from './mobile-top-bar.tsx';
import type { Counts, ShellPersona } from './types.ts';
import { useSidebarCollapsed } from './use-sidebar-collapsed.ts';

interface AppShellProps {
  persona: ShellPersona;
  counts: Counts;
  /** The bell of both top bars: its popover reads notifications, which the shell below features does not know. */
  bell: ReactNode;
  children: ReactNode;
}

/**
 * The member area's frame: sidebar and top bar from md up, top bar, drawer and bottom bar below.
 * Only the window's own layout is rendered: a phone's first screen does not build (and mount the
 * links, bell and menus of) a desktop frame it would only hide, nor a desktop a phone's.
 */
export function AppShell({ persona, counts, bell, children }: AppShellProps) {
  const t = useT(layoutMessages);
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const wide = useWideScreen();
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded-xl bg-primary px-4 py-3 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skip')}
      </a>
      {wide ? <DesktopSidebar persona={persona} counts={counts} collapsed={collapsed} onToggle={toggleCollapsed} /> : null}
      <div className={cn('transition-[padding] duration-200', collapsed ? 'md:pl-16' : 'md:pl-64')}>
        {wide ? <DesktopTopBar persona={persona} bell={bell} /> : <MobileTopBar persona={persona} counts={counts} bell={bell} />}
        <main id="main" tabIndex={-1} className="pb-20 outline-none md:pb-0">
          {children}
        </main>
      </div>
      {wide ? null : <MobileBottomBar />}
    </div>
  );
}
