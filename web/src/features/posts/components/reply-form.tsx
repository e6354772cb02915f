import { type FormEvent, type KeyboardEvent, type ReactNode, type RefObject, useId, useRef, useState } from 'react';
import { POST_CONTENT_MAX } from '#shared/limits.ts';
import { createReplySchema, reflectionSchema } from '#shared/post-schemas.ts';
import { CountedTextarea } from '@/components/counted-textarea.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { fieldErrorsOf } from '@/lib/form-errors.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useCreatePost } from '../api/create-post.ts';
import { type Attachments, useAttachments } from '../hooks/use-attachments.ts';

/**
 * The spec's two reply forms (§5): the same rule and request, each with its own words. The post
 * page's reflection form, and the composer a feed's or a circle's card opens in place.
 */
const WORDINGS = {
  page: {
    schema: reflectionSchema,
    label: 'Share your reflection',
    submit: 'Share Reflection',
    shared: 'Your reflection was shared.',
    failure: 'Failed to share reflection. Please try again.',
    rows: 4,
  },
  feed: {
    schema: createReplySchema,
    label: 'Your reply',
    submit: 'Reply',
    shared: 'Your reply was shared.',
    failure: 'Failed to share reply. Please try again.',
    rows: 3,
  },
} as const;

interface ReplyFormProps {
  postId: string;
  wording: keyof typeof WORDINGS;
  /** The feed's composer: its text box (focused when it opens), and what Cancel or Escape does. */
  field?: RefObject<HTMLTextAreaElement | null>;
  onClose?: () => void;
  /** Told once the reply is shared; without it, the form stays and says so itself. */
  onShared?: (message: string) => void;
  /**
   * The feed's composer offers the spec's reply optional fields (audio, an image, a YouTube video):
   * their panel, given by the composer so the post page's chunk does not carry its code.
   */
  attachmentsPanel?: (attachments: Attachments) => ReactNode;
}

/**
 * A reply to a post: its words, and in the feed's composer its attachments. It goes through POST
 * /api/posts like every post, so words that signal crisis bring the writer the care card (docs/care.md).
 */
export function ReplyForm({ postId, wording, field, onClose, onShared, attachmentsPanel }: ReplyFormProps) {
  const id = useId();
  const words = WORDINGS[wording];
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState('');
  const ownField = useRef<HTMLTextAreaElement>(null);
  const textBox = field ?? ownField;
  const attachments = useAttachments();
  const create = useCreatePost();

  const input = (text: string) => ({ type: 'reply' as const, parentId: postId, content: text, ...attachments.fields });
  const validate = (text: string) => {
    const result = words.schema.safeParse(input(text));
    setError(result.success ? undefined : fieldErrorsOf(result.error).content);
    return result;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (attachments.working) return;
    setSubmitted(true);
    const result = validate(content);
    if (!result.success) {
      textBox.current?.focus();
      return;
    }
    create.mutate(
      { ...input(content), content: result.data.content },
      {
        onSuccess: () => {
          setContent('');
          setSubmitted(false);
          attachments.clear();
          if (onShared) onShared(words.shared);
          else setStatus(words.shared);
        },
        onError: (failure) => toastError(failure, words.failure),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !onClose) return;
    event.stopPropagation();
    onClose();
  };

  return (
    <form noValidate onSubmit={onSubmit} onKeyDown={onKeyDown} className="grid grid-cols-1 gap-3">
      <CountedTextarea
        id={id}
        name="content"
        label={words.label}
        max={POST_CONTENT_MAX}
        textareaRef={textBox}
        rows={words.rows}
        placeholder="What does this stir in you?"
        value={content}
        onChange={(value) => {
          setContent(value);
          setStatus('');
          if (submitted) validate(value);
        }}
        error={error}
      />
      {attachmentsPanel?.(attachments)}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {attachments.working ? <p className="text-sm text-muted-foreground sm:mr-auto">Waiting for your attachment to finish…</p> : null}
        <p role="status" className="text-sm text-muted-foreground">
          {status}
        </p>
        {onClose ? (
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={create.isPending || attachments.working}>
          {create.isPending ? <Spinner /> : null}
          {words.submit}
        </Button>
      </div>
    </form>
  );
}
