import { Plus, X } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { meditationRegistrationSchema } from '#shared/meditation-schemas.ts';
import type { AvailabilitySlot } from '#shared/types/meditation.ts';
import { describedBy, FieldError } from '@/components/field-error.tsx';
import { HydratedFieldset } from '@/components/hydrated-fieldset.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { pathErrorsOf } from '@/lib/form-errors.ts';
import { useT } from '@/lib/i18n.tsx';
import { toast } from '@/lib/toast.ts';
import { useCreateMeditationRegistration } from '../api/create-meditation-registration.ts';
import { meditationMessages } from '../messages/index.ts';

interface Values {
  name: string;
  availabilitySlots: AvailabilitySlot[];
  expectations: string;
}

const emptySlot = (): AvailabilitySlot => ({ dateRange: '', timeRange: '' });
/** Spec §3: empty name, one empty slot, empty expectations. */
const initialValues = (): Values => ({ name: '', availabilitySlots: [emptySlot()], expectations: '' });


/** Spec §8: logged, and a destructive toast; the form keeps every value. */
function registrationFailed(reason: unknown) {
  console.error('Meditation registration failed', reason);
  toast({
    title: meditationMessages.say('form.failed'),
    description: meditationMessages.say('form.failedDescription'),
    variant: 'destructive',
  });
}

export function MeditationForm() {
  const id = useId();
  const t = useT(meditationMessages);
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  // Slots get stable keys so removing one does not hand its neighbour's text to another input.
  const nextKey = useRef(1);
  const [slotKeys, setSlotKeys] = useState<number[]>([0]);
  const formRef = useRef<HTMLFormElement>(null);
  const register = useCreateMeditationRegistration({
    onSuccess: (answer) => {
      if (!answer?.success) return registrationFailed(answer);
      toast({
        title: meditationMessages.say('form.submitted'),
        description: meditationMessages.say('form.submittedDescription'),
      });
      reset();
    },
    onError: registrationFailed,
  });

  const validate = (next: Values) => {
    const result = meditationRegistrationSchema.safeParse(next);
    const nextErrors = result.success ? {} : pathErrorsOf(result.error);
    setErrors(nextErrors);
    return { result, nextErrors };
  };

  /** Spec §5: checked on submit, then re-checked on every change. */
  const change = (next: Values) => {
    setValues(next);
    if (submitted) validate(next);
  };

  const setSlot = (index: number, field: keyof AvailabilitySlot, value: string) =>
    change({
      ...values,
      availabilitySlots: values.availabilitySlots.map((slot, i) => (i === index ? { ...slot, [field]: value } : slot)),
    });

  const addSlot = () => {
    setSlotKeys((keys) => [...keys, nextKey.current++]);
    change({ ...values, availabilitySlots: [...values.availabilitySlots, emptySlot()] });
  };

  const removeSlot = (index: number) => {
    if (values.availabilitySlots.length <= 1) return;
    setSlotKeys((keys) => keys.filter((_, i) => i !== index));
    change({ ...values, availabilitySlots: values.availabilitySlots.filter((_, i) => i !== index) });
  };

  const reset = () => {
    setValues(initialValues());
    setSlotKeys([nextKey.current++]);
    setErrors({});
    setSubmitted(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (register.isPending) return;
    setSubmitted(true);
    const { result, nextErrors } = validate(values);
    if (!result.success) {
      const first = Object.keys(nextErrors)[0];
      formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    register.mutate(result.data);
  };

  const slotCount = values.availabilitySlots.length;
  const nameError = errors.name;
  const slotsError = errors.availabilitySlots;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-7">
      <HydratedFieldset>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-name`}>{t('form.name')}</Label>
          <Input
            id={`${id}-name`}
            data-field="name"
            name="name"
            autoComplete="name"
            placeholder={t('form.namePlaceholder')}
            value={values.name}
            onChange={(event) => change({ ...values, name: event.target.value })}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={describedBy(nameError && `${id}-name-error`)}
          />
          <FieldError id={`${id}-name-error`} message={nameError} />
        </div>

        <fieldset className="grid gap-4" aria-describedby={describedBy(slotsError && `${id}-slots-error`)}>
          <legend className="mb-1 text-base font-medium">{t('form.slots')}</legend>
          <p className="-mt-2 text-muted-foreground">{t('form.slotsHint')}</p>
          {values.availabilitySlots.map((slot, index) => {
            const key = slotKeys[index] ?? index;
            const base = `availabilitySlots.${index}`;
            const dateError = errors[`${base}.dateRange`];
            const timeError = errors[`${base}.timeRange`];
            const slotId = `${id}-slot-${key}`;
            return (
              <div key={key} role="group" aria-labelledby={`${slotId}-title`} className="grid gap-4 rounded-2xl border border-border bg-background/60 p-4">
                <div className="flex min-h-11 items-center justify-between gap-3">
                  <p id={`${slotId}-title`} className="font-medium">
                    {t('form.slot', { number: index + 1 })}
                  </p>
                  {slotCount > 1 ? (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={t('form.removeSlot', { number: index + 1 })}
                      onClick={() => removeSlot(index)}
                    >
                      <X aria-hidden="true" className="size-5" />
                    </Button>
                  ) : null}
                </div>
                <div className="grid gap-4">
                  <div className="grid content-start gap-2">
                    <Label htmlFor={`${slotId}-date`}>{t('form.dateRange')}</Label>
                    <Input
                      id={`${slotId}-date`}
                      data-field={`${base}.dateRange`}
                      autoComplete="off"
                      placeholder={t('form.datePlaceholder')}
                      value={slot.dateRange}
                      onChange={(event) => setSlot(index, 'dateRange', event.target.value)}
                      aria-invalid={dateError ? true : undefined}
                      aria-describedby={describedBy(dateError && `${slotId}-date-error`)}
                    />
                    <FieldError id={`${slotId}-date-error`} message={dateError} />
                  </div>
                  <div className="grid content-start gap-2">
                    <Label htmlFor={`${slotId}-time`}>{t('form.timeRange')}</Label>
                    <Input
                      id={`${slotId}-time`}
                      data-field={`${base}.timeRange`}
                      autoComplete="off"
                      placeholder={t('form.timePlaceholder')}
                      value={slot.timeRange}
                      onChange={(event) => setSlot(index, 'timeRange', event.target.value)}
                      aria-invalid={timeError ? true : undefined}
                      aria-describedby={describedBy(timeError && `${slotId}-time-error`)}
                    />
                    <FieldError id={`${slotId}-time-error`} message={timeError} />
                  </div>
                </div>
              </div>
            );
          })}
          <FieldError id={`${id}-slots-error`} message={slotsError} />
          <Button type="button" variant="secondary" onClick={addSlot} className="justify-self-start">
            <Plus aria-hidden="true" className="size-5" />
            {t('form.addSlot')}
          </Button>
        </fieldset>

        <div className="grid gap-2">
          <Label htmlFor={`${id}-expectations`}>
            {t.rich('form.expectations', { 0: <span className="font-normal text-muted-foreground" /> })}
          </Label>
          <Textarea
            id={`${id}-expectations`}
            data-field="expectations"
            name="expectations"
            rows={4}
            placeholder={t('form.expectationsPlaceholder')}
            value={values.expectations}
            onChange={(event) => change({ ...values, expectations: event.target.value })}
            aria-invalid={errors.expectations ? true : undefined}
            aria-describedby={describedBy(errors.expectations && `${id}-expectations-error`)}
          />
          <FieldError id={`${id}-expectations-error`} message={errors.expectations} />
        </div>

        <Button type="submit" size="lg" disabled={register.isPending}>
          {register.isPending ? (
            <>
              <Spinner />
              {t('form.submitting')}
            </>
          ) : (
            t('form.submit')
          )}
        </Button>
      </HydratedFieldset>
    </form>
  );
}
