import { Badge } from '@/components/ui/badge.tsx';
import { useT } from '@/lib/i18n.tsx';
import { layoutMessages } from '../messages/index.ts';

/**
 * The line under one's own persona name: "Anonymous Persona", and for an admin the spec's admin
 * flag as a badge beside it. Only ever on one's own persona (the sidebar, the drawer, the user menu):
 * no member sees a badge on anyone else (docs/decisions.md, "The admin badge").
 */
export function PersonaRole({ isAdmin }: { isAdmin: boolean }) {
  const t = useT(layoutMessages);
  if (!isAdmin) return t('persona');
  // Beside the words where they fit, under them where they do not (the sidebar is narrow).
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      {t('persona')}
      <Badge variant="secondary" className="px-2 py-0 text-xs">
        {t('admin')}
      </Badge>
    </span>
  );
}
