import { LogOut } from 'lucide-react';
import { type ReactElement, useState } from 'react';
import type { Arrival } from '@/components/deferred.tsx';
import { PersonaAvatar } from '@/components/persona-avatar.tsx';
import { SignOutLink } from '@/components/sign-out-link.tsx';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet.tsx';
import { useT } from '@/lib/i18n.tsx';
import { layoutMessages } from '../messages/index.ts';
import { NavList, navRowClasses } from './nav-list.tsx';
import type { Counts, ShellPersona } from './types.ts';
import { PersonaRole } from './persona-role.tsx';

/** The phone's drawer: the persona, every destination and Sign Out (mobile-top-bar.tsx loads it when idle or pressed). */
export default function NavDrawer({ persona, counts, trigger, defaultOpen }: { persona: ShellPersona; counts: Counts; trigger: ReactElement } & Arrival) {
  const t = useT(layoutMessages);
  const [open, setOpen] = useState(defaultOpen);
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent>
        <div className="flex items-center gap-3 border-b border-border p-4 pr-14">
          <PersonaAvatar name={persona.name} avatar={persona.avatar} />
          <div className="min-w-0">
            <SheetTitle className="truncate text-base font-semibold">{persona.name}</SheetTitle>
            <SheetDescription className="text-sm text-muted-foreground">
              <PersonaRole isAdmin={persona.isAdmin} />
            </SheetDescription>
          </div>
        </div>
        <nav aria-label={t('nav.menu')} className="flex-1 overflow-y-auto p-2">
          <NavList place="drawer" isAdmin={persona.isAdmin} counts={counts} onNavigate={close}>
            <li>
              <SignOutLink className={navRowClasses('drawer')}>
                <LogOut aria-hidden="true" className="size-5 text-muted-foreground" />
                {t('signOut')}
              </SignOutLink>
            </li>
          </NavList>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
