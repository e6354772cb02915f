import { LogOut, Settings } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ReactElement } from 'react';
import type { Arrival } from '@/components/deferred.tsx';
import { SignOutLink } from '@/components/sign-out-link.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { paths } from '@/config/paths.ts';
import { useT } from '@/lib/i18n.tsx';
import { layoutMessages } from '../messages/index.ts';
import type { ShellPersona } from './types.ts';
import { PersonaRole } from './persona-role.tsx';

/** The desktop top bar's user menu: who one is here, Settings and Sign Out (desktop-top-bar.tsx loads it when idle or pressed). */
export default function UserMenu({ persona, trigger, defaultOpen }: { persona: ShellPersona; trigger: ReactElement } & Arrival) {
  const t = useT(layoutMessages);
  return (
    /* Not modal: a modal menu hides the page with aria-hidden while it stays focusable behind. */
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <p className="truncate font-medium">{persona.name}</p>
          <p className="text-sm font-normal text-muted-foreground">
            <PersonaRole isAdmin={persona.isAdmin} />
          </p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.profileSettings.getHref()}>
            <Settings aria-hidden="true" />
            {t('settings')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <SignOutLink>
            <LogOut aria-hidden="true" />
            {t('signOut')}
          </SignOutLink>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
