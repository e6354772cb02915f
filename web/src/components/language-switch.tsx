import { Languages } from 'lucide-react';
import { LANGUAGE_NAMES, LANGUAGES, READ_IN } from '#shared/languages.ts';
import { Button } from '@/components/ui/button.tsx';
import { setLanguage, useLanguage } from '@/lib/i18n.tsx';

/**
 * The signed-out pages' way to the other language: its own name, in its own script, so a person
 * who cannot read the page they are on still finds theirs. The choice is kept in this browser; a
 * member keeps theirs in Profile Settings.
 */
export function LanguageSwitch() {
  const current = useLanguage();
  const other = LANGUAGES.find((language) => language !== current)!;
  return (
    <Button variant="ghost" lang={other} aria-label={READ_IN[other]} onClick={() => void setLanguage(other)} className="text-muted-foreground">
      <Languages aria-hidden="true" className="size-4" />
      {LANGUAGE_NAMES[other]}
    </Button>
  );
}
