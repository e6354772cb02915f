import { Send } from 'lucide-react';
import { type FormEvent, useId, useRef } from 'react';
import { inviteByEmailSchema } from '#shared/circle-schemas.ts';
import { describedBy, FieldError } from '@/components/field-error.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useSchemaForm } from '@/lib/use-schema-form.ts';
import { InviteMessageField, useInvite } from './invite-message-field.tsx';

/**
 * Invite by Email. The answer is the same whether or not the address belongs to a member (the
 * server invites a member in the app, anyone else by email), so the form says nothing either way.
 */
export function InviteByEmailForm({ circleId }: { circleId: string }) {
  const id = useId();
  const form = useSchemaForm(inviteByEmailSchema, { email: '', message: '' });
  const invite = useInvite(circleId, form.reset);
  const emailRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const ids = { email: `${id}-email`, hint: `${id}-hint`, emailError: `${id}-email-error`, message: `${id}-message` };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (invite.isPending) return;
    const { data, errors } = form.submit();
    if (data) invite.mutate({ to: 'email', body: data });
    else (errors.email ? emailRef : messageRef).current?.focus();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-2">
        <Label htmlFor={ids.email}>Email address</Label>
        <p id={ids.hint} className="text-muted-foreground">
          Someone not yet in the community gets an email with a link to ask to join, with you as their referrer. Your
          own address is never shared.
        </p>
        <Input
          ref={emailRef}
          id={ids.email}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="off"
          value={form.values.email}
          onChange={(event) => form.change('email', event.target.value)}
          aria-invalid={form.errors.email ? true : undefined}
          aria-describedby={describedBy(ids.hint, form.errors.email && ids.emailError)}
        />
        <FieldError id={ids.emailError} message={form.errors.email} />
      </div>
      <InviteMessageField
        id={ids.message}
        textareaRef={messageRef}
        value={form.values.message}
        onChange={(value) => form.change('message', value)}
        error={form.errors.message}
      />
      <Button type="submit" disabled={invite.isPending} className="justify-self-start">
        {invite.isPending ? <Spinner /> : <Send aria-hidden="true" className="size-5" />}
        {invite.isPending ? 'Sending...' : 'Send Invitation'}
      </Button>
    </form>
  );
}
