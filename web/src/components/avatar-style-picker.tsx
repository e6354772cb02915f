import { useId } from 'react';
import { AVATAR_STYLES } from '#shared/limits.ts';
import { useT } from '@/lib/i18n.tsx';
import { libMessages } from '@/lib/messages/index.ts';
import { AVATAR_LABELS } from '@/lib/persona.ts';
import { PersonaAvatar } from './persona-avatar.tsx';
import { RadioCard, RadioGroup } from './ui/radio-group.tsx';

interface AvatarStylePickerProps {
  legend: string;
  /** The name the previews show, so the choice is seen as it will look. */
  previewName: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
}

/** The four avatar styles as a radio group of cards, each previewing the persona in its colours. */
export function AvatarStylePicker({ legend, previewName, value, onValueChange, error }: AvatarStylePickerProps) {
  // The styles' names below are read from this catalogue: drawn once it speaks the interface's language.
  useT(libMessages);
  const id = useId();
  const ids = { legend: `${id}-legend`, error: `${id}-error` };
  return (
    <fieldset className="grid gap-3">
      <legend id={ids.legend} className="mb-3 text-base font-medium">
        {legend}
      </legend>
      <RadioGroup
        aria-labelledby={ids.legend}
        aria-describedby={error ? ids.error : undefined}
        value={value}
        onValueChange={onValueChange}
        className="grid-cols-2"
      >
        {AVATAR_STYLES.map((style) => (
          <RadioCard key={style} value={style}>
            <PersonaAvatar name={previewName} avatar={style} />
            <span className="grid leading-tight">
              <span className="font-medium">{AVATAR_LABELS[style].name}</span>
              <span className="text-sm text-muted-foreground">{AVATAR_LABELS[style].description}</span>
            </span>
          </RadioCard>
        ))}
      </RadioGroup>
      {error ? (
        <p id={ids.error} className="text-base text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
