import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { PRE_REGISTRATION } from '#shared/limits.ts';
import { firstIssueMessage } from '#shared/schemas.ts';
import { preRegistrationSchema } from '#shared/joining-schemas.ts';
import type { MemberListEntry } from '#shared/types/user.ts';
import { HydratedFieldset } from '@/components/hydrated-fieldset.tsx';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { paths } from '@/config/paths.ts';
import { toast } from '@/lib/toast.ts';
import { useT } from '@/lib/i18n.tsx';
import { toastError } from '@/lib/toast-error.ts';
import { useTranslateMessage } from '@/lib/translate-message.ts';
import { cn } from '@/lib/utils.ts';
import { useCreatePreRegistration } from '../api/create-pre-registration.ts';
import { useReferrerChoice } from '../hooks/use-referrer-choice.ts';
import { joiningMessages } from '../messages/index.ts';
import { ReferrerPicker } from './referrer-picker.tsx';

interface Values {
  name: string;
  email: string;
  spiritualJourney: string;
}

/**
 * The button's rule (docs/decisions.md): every field has something in it and a referrer is
 * chosen. The spec's four checks then run on submit, in order, on the trimmed values, so a name
 * of spaces or an email without an @ still meets its own message.
 */
export function isReadyToSubmit(values: Values, referrer: MemberListEntry | null): boolean {
  return (
    values.name.length > 0 &&
    values.email.length > 0 &&
    values.spiritualJourney.length >= PRE_REGISTRATION.journeyMin &&
    referrer !== null
  );
}

export function PreRegistrationForm({ onSubmitted }: { onSubmitted: () => void }) {
  const id = useId();
  const t = useT(joiningMessages);
  const translate = useTranslateMessage();
  const [values, setValues] = useState<Values>({ name: '', email: '', spiritualJourney: '' });
  const [referrer, setReferrer] = useReferrerChoice();
  const create = useCreatePreRegistration({
    onSuccess: () => {
      toast({ title: joiningMessages.say('form.submitted'), description: joiningMessages.say('form.submittedDescription') });
      onSubmitted();
    },
    onError: (error) => toastError(error, joiningMessages.say('form.failed'), { title: joiningMessages.say('form.error'), preferServerMessage: true }),
  });
  const update = (field: keyof Values, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const result = preRegistrationSchema.safeParse({ ...values, referredBy: referrer?.id ?? '' });
    if (!result.success) {
      toast({ title: t('form.error'), description: translate(firstIssueMessage(result.error)), variant: 'destructive' });
      return;
    }
    create.mutate(result.data);
  };

  const journeyLength = values.spiritualJourney.length;
  const ids = { name: `${id}-name`, email: `${id}-email`, journey: `${id}-journey`, count: `${id}-count` };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-7">
      <HydratedFieldset>
        <div className="grid gap-2">
          <Label htmlFor={ids.name}>{t('form.name')}</Label>
          <Input
            id={ids.name}
            name="name"
            autoComplete="name"
            value={values.name}
            disabled={create.isPending}
            onChange={(event) => update('name', event.target.value)}
          />
        </div>

        <div className="grid gap-2">
          <Label htmlFor={ids.email}>{t('form.email')}</Label>
          <Input
            id={ids.email}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            disabled={create.isPending}
            onChange={(event) => update('email', event.target.value)}
          />
        </div>

        <ReferrerPicker value={referrer} onChange={setReferrer} disabled={create.isPending} />

        <div className="grid gap-2">
          <Label htmlFor={ids.journey}>{t('form.journey')}</Label>
          <Textarea
            id={ids.journey}
            name="spiritualJourney"
            rows={5}
            placeholder={t('form.journeyPlaceholder')}
            value={values.spiritualJourney}
            disabled={create.isPending}
            onChange={(event) => update('spiritualJourney', event.target.value)}
            aria-describedby={ids.count}
          />
          <p
            id={ids.count}
            className={cn(
              'text-sm tabular-nums',
              journeyLength >= PRE_REGISTRATION.journeyMin ? 'text-primary' : 'text-muted-foreground',
            )}
          >
            {t('form.journeyCount', { length: journeyLength, min: PRE_REGISTRATION.journeyMin })}
          </p>
        </div>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Link to={paths.home.getHref()} className={buttonVariants({ variant: 'outline' })}>
            {t('form.back')}
          </Link>
          <Button type="submit" size="lg" disabled={create.isPending || !isReadyToSubmit(values, referrer)}>
            {create.isPending ? t('form.submitting') : t('form.submit')}
          </Button>
        </div>
      </HydratedFieldset>
    </form>
  );
}
