import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { POST_CONTENT_MAX } from '#shared/limits.ts';
import { createPostSchema } from '#shared/post-schemas.ts';
import { CountedTextarea } from '@/components/counted-textarea.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { LabelledRadioCard, RadioGroup } from '@/components/ui/radio-group.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { paths } from '@/config/paths.ts';
import { fieldErrorsOf } from '@/lib/form-errors.ts';
import { toast } from '@/lib/toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useCreatePost } from '../api/create-post.ts';
import { useAttachments } from '../hooks/use-attachments.ts';
import { AttachmentsPanel } from './attachments.tsx';

type PostKind = 'question' | 'reflection';

const KINDS: Record<PostKind, { label: string; description: string; field: string; placeholder: string; noun: string }> = {
  question: {
    label: 'Question',
    description: 'Ask the community something you are wondering about.',
    field: 'Your question',
    placeholder: 'What are you wondering about?',
    noun: 'question',
  },
  reflection: {
    label: 'Reflection',
    description: 'Share an insight, an experience or something you noticed.',
    field: 'Your reflection',
    placeholder: 'What would you like to share?',
    noun: 'reflection',
  },
};

/**
 * Spec §2 "Create post": type, text, the attachments panel; on success a toast and home, or for a
 * circle's post that circle's page, the only feed that shows it (docs/decisions.md).
 */
export function CreatePostForm({ circleId }: { circleId: string | null }) {
  const id = useId();
  const navigate = useNavigate();
  const create = useCreatePost();
  const [kind, setKind] = useState<PostKind>('question');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const attachments = useAttachments();
  const [shareShowsWords, setShareShowsWords] = useState(false);
  const contentField = useRef<HTMLTextAreaElement>(null);

  const { working } = attachments;

  const input = () => ({
    type: kind,
    content,
    ...(circleId ? { circleId } : {}),
    ...attachments.fields,
    ...(shareShowsWords && !circleId ? { shareShowsWords: true } : {}),
  });

  const validate = (values: ReturnType<typeof input>) => {
    const result = createPostSchema.safeParse(values);
    setErrors(result.success ? {} : fieldErrorsOf(result.error));
    return result;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (working) return;
    setSubmitted(true);
    const result = validate(input());
    if (!result.success) {
      contentField.current?.focus();
      return;
    }
    create.mutate(result.data, {
      onSuccess: () => {
        toast({ title: 'Shared with Community', description: `Your ${KINDS[kind].noun} is now in ${circleId ? 'the circle' : 'the feed'}.` });
        // The feed opens at its top, where the new post waits (a page keeps the scroll it is left with).
        window.scrollTo({ top: 0 });
        navigate(circleId ? paths.circle.getHref(circleId) : paths.home.getHref());
      },
      onError: (error) => toastError(error, 'Failed to create post. Please try again.'),
    });
  };

  const text = KINDS[kind];
  const ids = {
    kind: `${id}-kind`,
    shareWords: `${id}-share-words`,
    shareWordsHint: `${id}-share-words-hint`,
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-7">
      <fieldset className="grid gap-3">
        <legend id={ids.kind} className="mb-3 text-base font-medium">
          What would you like to share?
        </legend>
        <RadioGroup value={kind} onValueChange={(value) => setKind(value as PostKind)} aria-labelledby={ids.kind} className="sm:grid-cols-2">
          {(Object.keys(KINDS) as PostKind[]).map((value) => (
            <LabelledRadioCard key={value} value={value} label={KINDS[value].label} description={KINDS[value].description} descriptionId={`${id}-${value}-description`} />
          ))}
        </RadioGroup>
      </fieldset>

      <CountedTextarea
        id={`${id}-content`}
        name="content"
        label={text.field}
        max={POST_CONTENT_MAX}
        textareaRef={contentField}
        rows={7}
        placeholder={text.placeholder}
        value={content}
        onChange={(value) => {
          setContent(value);
          if (submitted) validate({ ...input(), content: value });
        }}
        error={errors.content}
      />

      <AttachmentsPanel attachments={attachments} />

      {/* A circle's posts never leave the circle, so only a feed post has the choice (issue 15 §4). */}
      {circleId ? null : (
        <div className="flex items-start gap-3">
          <Switch id={ids.shareWords} checked={shareShowsWords} onCheckedChange={setShareShowsWords} aria-describedby={ids.shareWordsHint} />
          <div className="grid gap-1 pt-2.5">
            <Label htmlFor={ids.shareWords}>Show my words in link previews</Label>
            <p id={ids.shareWordsHint} className="text-sm text-muted-foreground">
              {shareShowsWords
                ? 'Where a link to this post is pasted, a snippet of it and your persona can be seen.'
                : 'Off: where a link to this post is pasted, it says only that something was shared here.'}
            </p>
          </div>
        </div>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        {working ? <p className="text-sm text-muted-foreground sm:mr-auto">Waiting for your attachment to finish…</p> : null}
        <Button type="button" variant="outline" onClick={() => navigate(-1)} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending || working}>
          {create.isPending ? <Spinner /> : null}
          Share with Community
        </Button>
      </div>
    </form>
  );
}
