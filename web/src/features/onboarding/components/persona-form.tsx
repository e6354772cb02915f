import { type FormEvent, useState } from 'react';
import { DEFAULT_AVATAR } from '#shared/limits.ts';
import { personaSchema } from '#shared/member-schemas.ts';
import { type PersonaFieldLabels, PersonaFields, usePersonaForm } from '@/components/persona-fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { displayName } from '@/lib/persona.ts';
import { toast } from '@/lib/toast.ts';
import { useCreatePersona } from '../api/create-persona.ts';

const LABELS: PersonaFieldLabels = {
  name: 'Anonymous name',
  nameHint: 'How other members will know you. Your email and real name are never shown to them.',
  avatar: 'Avatar style',
  journey: 'Your spiritual journey',
  journeyPlaceholder: 'What brings you here? A practice, a question, a path you are walking…',
};

export function PersonaForm() {
  const form = usePersonaForm(personaSchema, { anonymousName: '', avatar: DEFAULT_AVATAR, spiritualJourney: '' });
  const [serverError, setServerError] = useState<string | null>(null);
  const createPersona = useCreatePersona({
    onSuccess: (user) =>
      toast({
        title: `Welcome, ${displayName(user.anonymousName)}`,
        description: 'Your anonymous persona is ready.',
      }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const data = form.submit();
    if (!data) return;
    createPersona.mutate(data, {
      onError: (error) => {
        // A lapsed session is handled once, globally (toast and sign-in again).
        if (isApiError(error, 401)) return;
        // A name another member holds: said under the name, which the member is asked to change.
        if (form.nameRefused(error)) return;
        if (isApiError(error, 400) && error.serverMessage) setServerError(error.serverMessage);
        toast({ title: 'Error', description: 'Failed to create persona. Please try again.', variant: 'destructive' });
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-8">
      <PersonaFields form={form} labels={LABELS} />

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
