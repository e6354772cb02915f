import { type FormEvent, useId, useRef, useState } from 'react';
import { reflectionSchema } from '#shared/post-schemas.ts';
import { describedBy, FieldError } from '@/components/field-error.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { fieldErrorsOf } from '@/lib/form-errors.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useCreatePost } from '../api/create-post.ts';
import { ContentCounter } from './content-counter.tsx';

/** The post page's reply form, with its own wording for the rules (spec §5 "Reply on post page"). */
export function ReplyForm({ postId }: { postId: string }) {
  const id = useId();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const create = useCreatePost();

  const validate = (value: string) => {
    const result = reflectionSchema.safeParse({ content: value });
    setError(result.success ? undefined : fieldErrorsOf(result.error).content);
    return result;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = validate(content);
    if (!result.success) {
      field.current?.focus();
      return;
    }
    create.mutate(
      { type: 'reply', parentId: postId, content: result.data.content },
      {
        onSuccess: () => {
          setContent('');
          setSubmitted(false);
          setStatus('Your reflection was shared.');
        },
        onError: (failure) => toastError(failure, 'Failed to share reflection. Please try again.'),
      },
    );
  };

  const ids = { field: `${id}-reflection`, count: `${id}-count`, error: `${id}-error` };
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-2">
      <Label htmlFor={ids.field}>Share your reflection</Label>
      <Textarea
        ref={field}
        id={ids.field}
        name="content"
        rows={4}
        placeholder="What does this stir in you?"
        value={content}
        onChange={(event) => {
          setContent(event.target.value);
          setStatus('');
          if (submitted) validate(event.target.value);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids.count, error && ids.error)}
      />
      <div className="flex items-start justify-between gap-4">
        <FieldError id={ids.error} message={error} />
        <ContentCounter id={ids.count} length={content.length} />
      </div>
      <div className="flex items-center justify-end gap-4">
        <p role="status" className="text-sm text-muted-foreground">
          {status}
        </p>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Spinner /> : null}
          Share Reflection
        </Button>
      </div>
    </form>
  );
}
