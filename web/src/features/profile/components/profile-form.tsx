import { type FormEvent, useEffect } from 'react';
import { profileSchema } from '#shared/member-schemas.ts';
import type { User } from '#shared/types/user.ts';
import { type PersonaFieldLabels, PersonaFields, usePersonaForm } from '@/components/persona-fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { avatarStyleOf } from '@/lib/persona.ts';
import { toast } from '@/lib/toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

interface ProfileFormProps {
  user: User;
  onDone: () => void;
}

const LABELS: PersonaFieldLabels = { name: 'Anonymous Name', avatar: 'Avatar Style', journey: 'Spiritual Journey' };

export function ProfileForm({ user, onDone }: ProfileFormProps) {
  const form = usePersonaForm(profileSchema, {
    anonymousName: user.anonymousName ?? '',
    avatar: avatarStyleOf(user.avatar),
    spiritualJourney: user.spiritualJourney ?? '',
  });
  const { nameRef, nameRefused } = form;
  const update = useUpdateProfile({
    onSuccess: () => {
      toast({ title: 'Profile Updated', description: 'Your persona has been saved.' });
      onDone();
    },
    // The spec's toast carries the server's message; a name another member holds is also said under the name.
    onError: (error) => {
      nameRefused(error);
      toastError(error, 'Failed to update profile. Please try again.', { preferServerMessage: true });
    },
  });

  useEffect(() => nameRef.current?.focus(), [nameRef]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const data = form.submit();
    if (data) update.mutate(data);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-7">
      <PersonaFields form={form} labels={LABELS} />

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
