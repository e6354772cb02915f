import type { ReactNode } from 'react';
import { deferred, sameTrigger } from '@/components/deferred.tsx';
import { PersonaAvatar } from '@/components/persona-avatar.tsx';
import { APP_NAME } from '@/config/app.ts';
import { useT } from '@/lib/i18n.tsx';
import { layoutMessages } from '../messages/index.ts';
import type { Counts, ShellPersona } from './types.ts';

const NavDrawer = deferred(() => import('./nav-drawer.tsx'));

/** Phones only (below md): the avatar opens the drawer, the bell shows unread notifications. */
export function MobileTopBar({ persona, counts, bell }: { persona: ShellPersona; counts: Counts; bell: ReactNode }) {
  const t = useT(layoutMessages);
  const trigger = (
    <button type="button" aria-label={t('openMenu')} className="inline-flex size-11 items-center justify-center rounded-full hover:bg-muted">
      <PersonaAvatar name={persona.name} avatar={persona.avatar} size="sm" />
    </button>
  );
  return (
    <header className="sticky top-0 z-20 flex h-14 items-center justify-between border-b border-border bg-background/90 px-2 backdrop-blur md:hidden">
      <NavDrawer persona={persona} counts={counts} trigger={trigger} standIn={sameTrigger(trigger, 'dialog')} />
      <span className="text-lg font-semibold">{APP_NAME}</span>
      {bell}
    </header>
  );
}
