import type { Ref } from 'react';
import { INVITE_MESSAGE_MAX } from '#shared/circle-schemas.ts';
import { CountedTextarea } from '@/components/counted-textarea.tsx';
import { toast } from '@/lib/toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useSendInvitation } from '../api/send-invitation.ts';

interface InviteMessageFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** The optional personal note that goes with an invitation, by email or in the app, with its x/500 counter. */
export function InviteMessageField(props: InviteMessageFieldProps) {
  return (
    <CountedTextarea
      {...props}
      name="message"
      label={
        <>
          Message <span className="font-normal text-muted-foreground">(optional)</span>
        </>
      }
      max={INVITE_MESSAGE_MAX}
      rows={3}
      className="min-h-24"
      placeholder="A few words about why you thought of them…"
    />
  );
}

/** Both ways of inviting answer alike: 'Invitation sent!', or the server's words for a refusal. */
export function useInvite(circleId: string, onSent?: () => void) {
  return useSendInvitation(circleId, {
    onSuccess: () => {
      toast({ title: 'Invitation sent!' });
      onSent?.();
    },
    onError: (error) => toastError(error, 'Failed to send invitation. Please try again.', { preferServerMessage: true }),
  });
}

