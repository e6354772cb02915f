import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { CountBadge } from '@/components/ui/count-badge.tsx';
import { paths } from '@/config/paths.ts';
import { useT } from '@/lib/i18n.tsx';
import { cn } from '@/lib/utils.ts';
import { layoutMessages } from '../messages/index.ts';
import { countPhrase, mainNavItems, type NavPlace } from './nav-items.ts';
import type { Counts } from './types.ts';

const STYLES: Record<NavPlace, { row: string; active: string; icon: string; label: string }> = {
  sidebar: {
    row: 'flex min-h-11 items-center gap-3 rounded-xl px-3 text-base text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
    active: 'bg-primary-soft font-medium text-primary-soft-foreground hover:bg-primary-soft',
    icon: 'size-5',
    label: 'flex-1 truncate',
  },
  drawer: {
    row: 'flex min-h-12 items-center gap-4 rounded-xl px-3 text-base text-foreground transition-colors hover:bg-muted',
    active: 'bg-primary-soft font-medium text-primary-soft-foreground',
    icon: 'size-5 text-muted-foreground',
    label: 'flex-1',
  },
};

/** A row in the place's own look, for what follows the list there (Settings, Sign Out). */
export const navRowClasses = (place: NavPlace) => STYLES[place].row;

interface NavListProps {
  place: NavPlace;
  isAdmin: boolean;
  counts: Counts;
  /** The collapsed sidebar: icons only, names on hover and for screen readers, badges capped at 9+. */
  collapsed?: boolean;
  /** The drawer closes when an entry is chosen. */
  onNavigate?: () => void;
  /** Rows after the entries, inside the same list. */
  children?: ReactNode;
}

/** The member area's entries with their count badges, for the desktop sidebar and the phone drawer. */
export function NavList({ place, isAdmin, counts, collapsed = false, onNavigate, children }: NavListProps) {
  const t = useT(layoutMessages);
  const cap = collapsed ? 9 : 99;
  const style = STYLES[place];
  return (
    <ul className="grid gap-1">
      {mainNavItems(place, isAdmin).map(({ label, href, icon: Icon, count }) => {
        const value = count ? counts[count] : undefined;
        return (
          <li key={href}>
            <NavLink
              to={href}
              end={href === paths.home.getHref()}
              title={collapsed ? t(label) : undefined}
              onClick={onNavigate}
              className={({ isActive }) => cn(style.row, collapsed && 'justify-center px-0', isActive && style.active)}
            >
              <span className="relative inline-flex">
                <Icon aria-hidden="true" className={style.icon} />
                {collapsed ? (
                  <CountBadge count={value} cap={cap} className="absolute -top-2 -right-3 h-4 min-w-4 px-1 text-[0.6875rem]" />
                ) : null}
              </span>
              <span className={collapsed ? 'sr-only' : style.label}>
                {t(label)}
                {count ? <span className="sr-only">{countPhrase(count, value, cap)}</span> : null}
              </span>
              {collapsed ? null : <CountBadge count={value} cap={cap} />}
            </NavLink>
          </li>
        );
      })}
      {children}
    </ul>
  );
}
