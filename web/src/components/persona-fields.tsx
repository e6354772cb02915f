import { useId, useRef } from 'react';
import { NAME_TAKEN, NAME_TAKEN_CODE } from '#shared/persona-names.ts';
import { AvatarStylePicker } from '@/components/avatar-style-picker.tsx';
import { describedBy, FieldError } from '@/components/field-error.tsx';
import { JourneyField } from '@/components/journey-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { displayName } from '@/lib/persona.ts';
import { type Schema, useSchemaForm } from '@/lib/use-schema-form.ts';

// A type, not an interface: the form's values must fit Record<string, string>.
type PersonaValues = {
  anonymousName: string;
  avatar: string;
  spiritualJourney: string;
};

/** Each screen's own words for the same three fields. */
export interface PersonaFieldLabels {
  name: string;
  nameHint?: string;
  avatar: string;
  journey: string;
  journeyPlaceholder?: string;
}

/**
 * The persona form's state, validated with the screen's schema (creation requires the journey,
 * editing does not). `submit` gives the parsed data, or null after moving focus to the first field
 * with a problem.
 */
export function usePersonaForm<T>(schema: Schema<T>, initial: PersonaValues) {
  const { values, errors, change, submit: validate, refuse } = useSchemaForm(schema, initial);
  const nameRef = useRef<HTMLInputElement>(null);
  const journeyRef = useRef<HTMLTextAreaElement>(null);
  const submit = () => {
    const { data, errors: found } = validate();
    if (!data) (found.anonymousName ? nameRef : journeyRef).current?.focus();
    return data;
  };
  /**
   * The server's refusal of a name another member holds: its message under the name, which takes
   * the focus so the member can choose another. True when the error was that refusal.
   */
  const nameRefused = (error: unknown) => {
    if (!isApiError(error, 409) || error.code !== NAME_TAKEN_CODE) return false;
    refuse('anonymousName', error.serverMessage ?? NAME_TAKEN);
    nameRef.current?.focus();
    return true;
  };
  return { values, errors, change, submit, nameRefused, nameRef, journeyRef };
}

type PersonaForm = Omit<ReturnType<typeof usePersonaForm>, 'submit' | 'nameRefused'>;

/** The anonymous name, the avatar style and the spiritual journey, for persona creation and profile editing alike. */
export function PersonaFields({ form, labels }: { form: PersonaForm; labels: PersonaFieldLabels }) {
  const id = useId();
  const { values, errors, change, nameRef, journeyRef } = form;
  const ids = {
    name: `${id}-name`,
    nameHint: `${id}-name-hint`,
    nameError: `${id}-name-error`,
    journey: `${id}-journey`,
  };
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={ids.name}>{labels.name}</Label>
        {labels.nameHint ? (
          <p id={ids.nameHint} className="text-muted-foreground">
            {labels.nameHint}
          </p>
        ) : null}
        <Input
          ref={nameRef}
          id={ids.name}
          name="anonymousName"
          autoComplete="off"
          value={values.anonymousName}
          onChange={(event) => change('anonymousName', event.target.value)}
          aria-invalid={errors.anonymousName ? true : undefined}
          aria-describedby={describedBy(labels.nameHint && ids.nameHint, errors.anonymousName && ids.nameError)}
        />
        <FieldError id={ids.nameError} message={errors.anonymousName} />
      </div>

      <AvatarStylePicker
        legend={labels.avatar}
        previewName={displayName(values.anonymousName)}
        value={values.avatar}
        onValueChange={(value) => change('avatar', value)}
        error={errors.avatar}
      />

      <JourneyField
        id={ids.journey}
        label={labels.journey}
        placeholder={labels.journeyPlaceholder}
        value={values.spiritualJourney}
        onChange={(value) => change('spiritualJourney', value)}
        error={errors.spiritualJourney}
        textareaRef={journeyRef}
      />
    </>
  );
}
