import { LogOut, PanelLeftClose, PanelLeftOpen, Settings } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Logo } from '@/components/logo.tsx';
import { PersonaAvatar } from '@/components/persona-avatar.tsx';
import { SignOutLink } from '@/components/sign-out-link.tsx';
import { APP_NAME } from '@/config/app.ts';
import { paths } from '@/config/paths.ts';
import { useT } from '@/lib/i18n.tsx';
import { cn } from '@/lib/utils.ts';
import { layoutMessages } from '../messages/index.ts';
import { NavList, navRowClasses } from './nav-list.tsx';
import type { Counts, ShellPersona } from './types.ts';
import { PersonaRole } from './persona-role.tsx';

interface DesktopSidebarProps {
  persona: ShellPersona;
  counts: Counts;
  collapsed: boolean;
  onToggle: () => void;
}

const rowClasses = navRowClasses('sidebar');

/** Desktop only (md and up): collapses between icons only (w-16) and icons with names (w-64). */
export function DesktopSidebar({ persona, counts, collapsed, onToggle }: DesktopSidebarProps) {
  const t = useT(layoutMessages);
  const toggleName = t(collapsed ? 'sidebar.expand' : 'sidebar.collapse');
  return (
    <aside
      data-testid="desktop-sidebar"
      data-collapsed={collapsed}
      className={cn(
        'fixed inset-y-0 left-0 z-30 hidden flex-col border-r border-border bg-card transition-[width] duration-200 md:flex',
        collapsed ? 'w-16' : 'w-64',
      )}
    >
      <div className={cn('flex h-16 items-center gap-2 border-b border-border', collapsed ? 'justify-center' : 'px-3')}>
        {collapsed ? null : (
          <Link to={paths.home.getHref()} className="flex min-w-0 flex-1 items-center gap-3 rounded-xl p-1">
            <Logo className="size-8" />
            <span className="truncate font-semibold">{APP_NAME}</span>
          </Link>
        )}
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={!collapsed}
          aria-controls="sidebar-navigation"
          aria-label={toggleName}
          title={toggleName}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          {collapsed ? (
            <PanelLeftOpen aria-hidden="true" className="size-5" />
          ) : (
            <PanelLeftClose aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>

      <nav id="sidebar-navigation" aria-label={t('nav.main')} className="flex-1 overflow-y-auto p-2">
        <NavList place="sidebar" isAdmin={persona.isAdmin} counts={counts} collapsed={collapsed} />
      </nav>

      <div className="grid grid-cols-1 gap-1 border-t border-border p-2">
        <div className={cn('flex items-center gap-3 py-2', collapsed ? 'justify-center' : 'px-2')}>
          <PersonaAvatar name={persona.name} avatar={persona.avatar} size="sm" />
          <div className={cn('min-w-0', collapsed && 'sr-only')}>
            <p className="truncate font-medium" title={persona.name}>{persona.name}</p>
            <p className="text-sm text-muted-foreground">
              <PersonaRole isAdmin={persona.isAdmin} />
            </p>
          </div>
        </div>
        <Link
          to={paths.profileSettings.getHref()}
          title={collapsed ? t('settings') : undefined}
          className={cn(rowClasses, collapsed && 'justify-center px-0')}
        >
          <Settings aria-hidden="true" className="size-5" />
          <span className={cn(collapsed && 'sr-only')}>{t('settings')}</span>
        </Link>
        <SignOutLink title={collapsed ? t('signOut') : undefined} className={cn(rowClasses, collapsed && 'justify-center px-0')}>
          <LogOut aria-hidden="true" className="size-5" />
          <span className={cn(collapsed && 'sr-only')}>{t('signOut')}</span>
        </SignOutLink>
      </div>
    </aside>
  );
}
