import { type FormEvent, useEffect, useId, useRef } from 'react';
import { profileSchema } from '#shared/schemas.ts';
import type { User } from '#shared/types.ts';
import { AvatarStylePicker } from '@/components/avatar-style-picker.tsx';
import { JourneyField } from '@/components/journey-field.tsx';
import { describedBy, FieldError } from '@/components/field-error.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { avatarStyleOf, displayName } from '@/lib/persona.ts';
import { toast } from '@/lib/toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useSchemaForm } from '@/lib/use-schema-form.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

interface ProfileFormProps {
  user: User;
  onDone: () => void;
}

export function ProfileForm({ user, onDone }: ProfileFormProps) {
  const id = useId();
  const { values, errors, change, submit } = useSchemaForm(profileSchema, {
    anonymousName: user.anonymousName ?? '',
    avatar: avatarStyleOf(user.avatar) as string,
    spiritualJourney: user.spiritualJourney ?? '',
  });
  const nameRef = useRef<HTMLInputElement>(null);
  const journeyRef = useRef<HTMLTextAreaElement>(null);
  const update = useUpdateProfile({
    onSuccess: () => {
      toast({ title: 'Profile Updated', description: 'Your persona has been saved.' });
      onDone();
    },
    onError: (error) => toastError(error, 'Failed to update profile. Please try again.', { preferServerMessage: true }),
  });

  useEffect(() => nameRef.current?.focus(), []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { data, errors: found } = submit();
    if (!data) {
      (found.anonymousName ? nameRef : journeyRef).current?.focus();
      return;
    }
    update.mutate(data);
  };

  const ids = {
    name: `${id}-name`,
    nameError: `${id}-name-error`,
    journey: `${id}-journey`,
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-7">
      <div className="grid gap-2">
        <Label htmlFor={ids.name}>Anonymous Name</Label>
        <Input
          ref={nameRef}
          id={ids.name}
          name="anonymousName"
          autoComplete="off"
          value={values.anonymousName}
          onChange={(event) => change('anonymousName', event.target.value)}
          aria-invalid={errors.anonymousName ? true : undefined}
          aria-describedby={describedBy(errors.anonymousName && ids.nameError)}
        />
        <FieldError id={ids.nameError} message={errors.anonymousName} />
      </div>

      <AvatarStylePicker
        legend="Avatar Style"
        previewName={displayName(values.anonymousName)}
        value={values.avatar}
        onValueChange={(value) => change('avatar', value)}
        error={errors.avatar}
      />

      <JourneyField
        id={ids.journey}
        label="Spiritual Journey"
        value={values.spiritualJourney}
        onChange={(value) => change('spiritualJourney', value)}
        error={errors.spiritualJourney}
        textareaRef={journeyRef}
      />

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Spinner /> : null}
          Save Changes
        </Button>
      </div>
    </form>
  );
}
