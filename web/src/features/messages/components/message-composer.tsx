import { Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { DIRECT_MESSAGE_MAX, sendMessageSchema } from '#shared/message-schemas.ts';
import { CountedTextarea } from '@/components/counted-textarea.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { fieldErrorsOf } from '@/lib/form-errors.ts';
import { toast } from '@/lib/toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { type MessageTarget, useSendMessage } from '../api/send-message.ts';

interface MessageComposerProps {
  target: MessageTarget;
  label: string;
  /** The thread names its field for screen readers only; the dialog shows the label. */
  hideLabel?: boolean;
  rows?: number;
  /** After a message is delivered (the dialog closes itself). */
  onSent?: () => void;
}

/**
 * Spec §5 "Direct message", the one composer of the thread and the Send Message dialog: trimmed,
 * never blank, at most 1000 characters (the server's own schema says so), Enter sends and
 * Shift+Enter starts a new line. What was typed stays when a send fails.
 */
export function MessageComposer({ target, label, hideLabel = false, rows = 3, onSent }: MessageComposerProps) {
  const id = useId();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const field = useRef<HTMLTextAreaElement>(null);
  const send = useSendMessage(target, {
    onSuccess: () => {
      setContent('');
      toast({ title: 'Message sent', description: 'Your encrypted message has been delivered.' });
      onSent?.();
    },
    onError: (failure) => toastError(failure, 'Failed to send message. Please try again.'),
  });

  const submit = () => {
    if (send.isPending) return;
    const result = sendMessageSchema.safeParse({ content });
    if (!result.success) {
      setError(fieldErrorsOf(result.error).content);
      field.current?.focus();
      return;
    }
    send.mutate(result.data.content);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An input method's Enter chooses a word; it never sends.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      noValidate
      className="grid gap-2"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
    >
      <CountedTextarea
        id={`${id}-message`}
        name="content"
        label={hideLabel ? <span className="sr-only">{label}</span> : label}
        max={DIRECT_MESSAGE_MAX}
        rows={rows}
        className="min-h-0 resize-none"
        placeholder="Write with care…"
        textareaRef={field}
        value={content}
        onChange={(value) => {
          setContent(value);
          setError(undefined);
        }}
        onKeyDown={onKeyDown}
        readOnly={send.isPending}
        error={error}
        hint="Enter sends, Shift+Enter adds a line"
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? <Spinner /> : <Send aria-hidden="true" className="size-5" />}
          {send.isPending ? 'Sending…' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
