import { type FormEvent, useState } from 'react';
import { DEFAULT_AVATAR } from '#shared/limits.ts';
import { personaSchema } from '#shared/member-schemas.ts';
import { type PersonaFieldLabels, PersonaFields, usePersonaForm } from '@/components/persona-fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n.tsx';
import { displayName } from '@/lib/persona.ts';
import { toast } from '@/lib/toast.ts';
import { useTranslateMessage } from '@/lib/translate-message.ts';
import { useCreatePersona } from '../api/create-persona.ts';
import { onboardingMessages } from '../messages/index.ts';

export function PersonaForm() {
  const t = useT(onboardingMessages);
  const translate = useTranslateMessage();
  const labels: PersonaFieldLabels = {
    name: t('persona.name'),
    nameHint: t('persona.nameHint'),
    avatar: t('persona.avatar'),
    journey: t('persona.journey'),
    journeyPlaceholder: t('persona.journeyPlaceholder'),
  };
  const form = usePersonaForm(personaSchema, { anonymousName: '', avatar: DEFAULT_AVATAR, spiritualJourney: '' });
  const [serverError, setServerError] = useState<string | null>(null);
  const createPersona = useCreatePersona({
    onSuccess: (user) =>
      toast({
        title: onboardingMessages.say('persona.welcome', { name: displayName(user.anonymousName) }),
        description: onboardingMessages.say('persona.ready'),
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
        toast({ title: onboardingMessages.say('persona.error'), description: onboardingMessages.say('persona.failed'), variant: 'destructive' });
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-8">
      <PersonaFields form={form} labels={labels} />

      {serverError ? (
        <p role="alert" className="rounded-xl border border-destructive px-4 py-3 text-destructive">
          {translate(serverError)}
        </p>
      ) : null}

      <Button type="submit" size="lg" disabled={createPersona.isPending}>
        {createPersona.isPending ? <Spinner /> : null}
        {t('persona.submit')}
      </Button>
    </form>
  );
}
