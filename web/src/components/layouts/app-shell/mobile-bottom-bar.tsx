import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { useT } from '@/lib/i18n.tsx';
import { cn } from '@/lib/utils.ts';
import { layoutMessages } from '../messages/index.ts';
import { bottomBarItems } from './nav-items.ts';

/** Phones only: the five places a member goes most, within thumb's reach. */
export function MobileBottomBar() {
  const t = useT(layoutMessages);
  return (
    <nav
      aria-label={t('nav.shortcuts')}
      className="fixed inset-x-0 bottom-0 z-20 border-t border-border bg-card pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid h-16 grid-cols-5">
        {bottomBarItems.map(({ label, href, icon: Icon }) => (
          <li key={label} className="flex">
            <NavLink
              to={href}
              end={href === paths.home.getHref()}
              className={({ isActive }) =>
                cn(
                  'flex flex-1 flex-col items-center justify-center gap-0.5 text-xs text-muted-foreground',
                  isActive && 'font-semibold text-primary',
                )
              }
            >
              <Icon aria-hidden="true" className="size-6" />
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
