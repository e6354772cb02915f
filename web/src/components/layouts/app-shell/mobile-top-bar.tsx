import { LogOut } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { PersonaAvatar } from '@/components/persona-avatar.tsx';
import { SignOutLink } from '@/components/sign-out-link.tsx';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet.tsx';
import { APP_NAME } from '@/config/app.ts';
import { NavList, navRowClasses } from './nav-list.tsx';
import type { Counts, ShellPersona } from './types.ts';

/** Phones only (below md): the avatar opens the drawer, the bell shows unread notifications. */
export function MobileTopBar({ persona, counts, bell }: { persona: ShellPersona; counts: Counts; bell: ReactNode }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <header className="sticky top-0 z-20 flex h-14 items-center justify-between border-b border-border bg-background/90 px-2 backdrop-blur md:hidden">
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetTrigger
          aria-label="Open menu"
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-muted"
        >
          <PersonaAvatar name={persona.name} avatar={persona.avatar} size="sm" />
        </SheetTrigger>
        <SheetContent>
          <div className="flex items-center gap-3 border-b border-border p-4 pr-14">
            <PersonaAvatar name={persona.name} avatar={persona.avatar} />
            <div className="min-w-0">
              <SheetTitle className="truncate text-base font-semibold">{persona.name}</SheetTitle>
              <SheetDescription className="text-sm text-muted-foreground">Anonymous Persona</SheetDescription>
            </div>
          </div>
          <nav aria-label="Menu" className="flex-1 overflow-y-auto p-2">
            <NavList place="drawer" isAdmin={persona.isAdmin} counts={counts} onNavigate={close}>
              <li>
                <SignOutLink className={navRowClasses('drawer')}>
                  <LogOut aria-hidden="true" className="size-5 text-muted-foreground" />
                  Sign Out
                </SignOutLink>
              </li>
            </NavList>
          </nav>
        </SheetContent>
      </Sheet>
      <span className="text-lg font-semibold">{APP_NAME}</span>
      {bell}
    </header>
  );
}
