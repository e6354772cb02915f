/**
 * Profile Settings → Privacy → "Delete my account" (issue 15 §2, docs/erasure.md). Opening the form
 * asks two things: what becomes of the member's posts, and their anonymous name typed to confirm.
 * The server answers once they are gone for everyone and clears this browser's cookies; the page
 * then leaves for the landing page, signed out.
 */
import { type FormEvent, useId, useState } from 'react';
import { ERASURE_POST_CHOICES, type ErasurePostChoice } from '#shared/privacy-schemas.ts';
import { describedBy, FieldError } from '@/components/field-error.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { LabelledRadioCard, RadioGroup } from '@/components/ui/radio-group.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useCurrentUser } from '@/lib/auth/get-current-user.ts';
import { useEraseAccount } from '../api/erase-account.ts';

const CHOICES: Record<ErasurePostChoice, { label: string; description: string }> = {
  delete: { label: 'Delete them all', description: 'Your posts and replies are removed, with the reactions and replies they gathered.' },
  keep: {
    label: 'Keep them as "Former member"',
    description: 'Others can still read them, under "Former member", with nothing that leads back to you.',
  },
};

const FAILED = 'Your account could not be deleted. Please try again.';

function EraseForm({ name, onCancel }: { name: string; onCancel: () => void }) {
  const id = useId();
  const [posts, setPosts] = useState<ErasurePostChoice | null>(null);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const erase = useEraseAccount({
    // Signed out by the answer: a fresh page load starts from the landing page, nothing cached.
    onSuccess: () => window.location.assign('/'),
    onError: (failure) => setError(isApiError(failure) && failure.status < 500 && failure.serverMessage ? failure.serverMessage : FAILED),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!posts) return setError('Choose what happens to your posts');
    if (typed.trim() !== name) return setError('The name you typed is not your anonymous name.');
    setError(null);
    erase.mutate({ confirmName: typed, posts });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 grid gap-6" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="sr-only">
        Confirm deleting your account
      </h3>
      <fieldset className="grid gap-3">
        <legend id={`${id}-posts`} className="mb-3 text-base font-medium">
          What happens to your posts and replies?
        </legend>
        <RadioGroup value={posts ?? ''} onValueChange={(value) => setPosts(value as ErasurePostChoice)} aria-labelledby={`${id}-posts`}>
          {ERASURE_POST_CHOICES.map((choice) => (
            <LabelledRadioCard key={choice} value={choice} {...CHOICES[choice]} descriptionId={`${id}-${choice}`} />
          ))}
        </RadioGroup>
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>
          Type your anonymous name, <span className="font-semibold break-all">{name}</span>, to confirm
        </Label>
        <Input
          id={`${id}-name`}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(null);
          }}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && `${id}-error`)}
        />
        <div role="alert">
          <FieldError id={`${id}-error`} message={error ?? undefined} />
        </div>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={erase.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={erase.isPending}>
          {erase.isPending ? <Spinner /> : null}
          Delete my account forever
        </Button>
      </div>
    </form>
  );
}

export function EraseAccount() {
  const { data: user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const name = user?.anonymousName?.trim();
  return (
    <Card aria-labelledby={titleId} role="region">
      <h2 id={titleId} className="text-xl font-semibold">
        Delete my account
      </h2>
      <p className="mt-1 text-muted-foreground">
        Your email, names, persona, journal, guide history, messages you sent, reactions and settings are deleted, and you are
        signed out everywhere. Circles you created pass to their longest-standing member. This cannot be undone.
      </p>
      {open && name ? (
        <EraseForm name={name} onCancel={() => setOpen(false)} />
      ) : (
        <Button type="button" variant="outline" className="mt-5 border-destructive text-destructive hover:bg-destructive/10" onClick={() => setOpen(true)} disabled={!name}>
          Delete my account
        </Button>
      )}
    </Card>
  );
}
