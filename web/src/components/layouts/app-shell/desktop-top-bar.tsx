import { ChevronDown, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { deferred, sameTrigger } from '@/components/deferred.tsx';
import { PersonaAvatar } from '@/components/persona-avatar.tsx';
import { paths } from '@/config/paths.ts';
import { useT } from '@/lib/i18n.tsx';
import { layoutMessages } from '../messages/index.ts';
import type { ShellPersona } from './types.ts';

const UserMenu = deferred(() => import('./user-menu.tsx'));

/**
 * Desktop only: search, the bell and the user menu. Search opens the feed's search panel (spec §2),
 * going to the feed first from anywhere else and keeping the feed's sort when already there.
 */
export function DesktopTopBar({ persona, bell }: { persona: ShellPersona; bell: ReactNode }) {
  const t = useT(layoutMessages);
  const location = useLocation();
  const onFeed = location.pathname === paths.home.path;
  const userMenuTrigger = (
    <button type="button" aria-label={t('userMenu')} className="inline-flex h-11 items-center gap-1 rounded-xl px-1.5 hover:bg-muted data-[state=open]:bg-muted">
      <PersonaAvatar name={persona.name} avatar={persona.avatar} size="sm" />
      <ChevronDown aria-hidden="true" className="size-4 text-muted-foreground" />
    </button>
  );
  return (
    <header className="sticky top-0 z-20 hidden h-16 items-center justify-end gap-2 border-b border-border bg-background/90 px-6 backdrop-blur md:flex">
      <Link
        to={paths.feedSearch.getHref(onFeed ? location.search : '')}
        state={paths.feedSearch.state}
        className="mr-auto inline-flex h-11 w-full max-w-xs items-center gap-3 rounded-xl border border-input bg-card px-4 text-muted-foreground hover:bg-muted"
      >
        <Search aria-hidden="true" className="size-5" />
        <span>{t('search')}</span>
      </Link>
      {bell}
      <UserMenu persona={persona} trigger={userMenuTrigger} standIn={sameTrigger(userMenuTrigger, 'menu')} />
    </header>
  );
}
