import { type FormEvent, useId, useRef, useState } from 'react';
import { DEFAULT_AVATAR } from '#shared/limits.ts';
import { personaSchema } from '#shared/schemas.ts';
import { AvatarStylePicker } from '@/components/avatar-style-picker.tsx';
import { JourneyField } from '@/components/journey-field.tsx';
import { describedBy, FieldError } from '@/components/field-error.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { displayName } from '@/lib/persona.ts';
import { toast } from '@/lib/toast.ts';
import { useSchemaForm } from '@/lib/use-schema-form.ts';
import { useCreatePersona } from '../api/create-persona.ts';

export function PersonaForm() {
  const id = useId();
  const { values, errors, change: update, submit } = useSchemaForm(personaSchema, {
    anonymousName: '',
    avatar: DEFAULT_AVATAR as string,
    spiritualJourney: '',
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const journeyRef = useRef<HTMLTextAreaElement>(null);
  const createPersona = useCreatePersona();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const { data, errors: found } = submit();
    if (!data) {
      (found.anonymousName ? nameRef : journeyRef).current?.focus();
      return;
    }
    createPersona.mutate(data, {
      onSuccess: (user) => {
        toast({
          title: `Welcome, ${displayName(user.anonymousName)}`,
          description: 'Your anonymous persona is ready.',
        });
      },
      onError: (error) => {
        // A lapsed session is handled once, globally (toast and sign-in again).
        if (isApiError(error, 401)) return;
        if (isApiError(error, 400) && error.serverMessage) setServerError(error.serverMessage);
        toast({ title: 'Error', description: 'Failed to create persona. Please try again.', variant: 'destructive' });
      },
    });
  };

  const previewName = displayName(values.anonymousName);
  const ids = {
    name: `${id}-name`,
    nameHint: `${id}-name-hint`,
    nameError: `${id}-name-error`,
    journey: `${id}-journey`,
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-8">
      <div className="grid gap-2">
        <Label htmlFor={ids.name}>Anonymous name</Label>
        <p id={ids.nameHint} className="text-muted-foreground">
          How other members will know you. Your email and real name are never shown to them.
        </p>
        <Input
          ref={nameRef}
          id={ids.name}
          name="anonymousName"
          autoComplete="off"
          value={values.anonymousName}
          onChange={(event) => update('anonymousName', event.target.value)}
          aria-invalid={errors.anonymousName ? true : undefined}
          aria-describedby={describedBy(ids.nameHint, errors.anonymousName && ids.nameError)}
        />
        <FieldError id={ids.nameError} message={errors.anonymousName} />
      </div>

      <AvatarStylePicker
        legend="Avatar style"
        previewName={previewName}
        value={values.avatar}
        onValueChange={(value) => update('avatar', value)}
        error={errors.avatar}
      />

      <JourneyField
        id={ids.journey}
        label="Your spiritual journey"
        placeholder="What brings you here? A practice, a question, a path you are walking…"
        value={values.spiritualJourney}
        onChange={(value) => update('spiritualJourney', value)}
        error={errors.spiritualJourney}
        textareaRef={journeyRef}
      />

      {serverError ? (
        <p role="alert" className="rounded-xl border border-destructive px-4 py-3 text-destructive">
          {serverError}
        </p>
      ) : null}

      <Button type="submit" size="lg" disabled={createPersona.isPending}>
        {createPersona.isPending ? <Spinner /> : null}
        Enter the Community
      </Button>
    </form>
  );
}
