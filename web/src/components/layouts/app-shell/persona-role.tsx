import { Badge } from '@/components/ui/badge.tsx';

/**
 * The line under one's own persona name: "Anonymous Persona", and for an admin the spec's admin
 * flag as a badge beside it. Only ever on one's own persona (the sidebar, the drawer, the user menu):
 * no member sees a badge on anyone else (docs/decisions.md, "The admin badge").
 */
export function PersonaRole({ isAdmin }: { isAdmin: boolean }) {
  if (!isAdmin) return 'Anonymous Persona';
  // Beside the words where they fit, under them where they do not (the sidebar is narrow).
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      Anonymous Persona
      <Badge variant="secondary" className="px-2 py-0 text-xs">
        Admin
      </Badge>
    </span>
  );
}
