import { ChevronDown, Paperclip } from 'lucide-react';
import { type FormEvent, type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createPostSchema } from '#shared/post-schemas.ts';
import type { AudioUploadResult, ImageUploadResult, YoutubePreview } from '#shared/upload-schemas.ts';
import { describedBy, FieldError } from '@/components/field-error.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { LabelledRadioCard, RadioGroup } from '@/components/ui/radio-group.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { paths } from '@/config/paths.ts';
import { fieldErrorsOf } from '@/lib/form-errors.ts';
import { toast } from '@/lib/toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { cn } from '@/lib/utils.ts';
import { useCreatePost } from '../api/create-post.ts';
import { AudioAttachment } from './audio-attachment.tsx';
import { ContentCounter } from './content-counter.tsx';
import { ImageAttachment } from './image-attachment.tsx';
import { YoutubeAttachment } from './youtube-attachment.tsx';

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

/** One picture or one video per post (spec §2), so each names the other when it is in the way. */
const ONE_MEDIA_ITEM = {
  image: 'A video is attached. Remove it to attach an image instead: one picture or video per post.',
  video: 'An image is attached. Remove it to attach a video instead: one picture or video per post.',
};

type Busy = Record<'image' | 'video' | 'audio', boolean>;

function AttachmentSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid grid-cols-1 gap-3">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

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
  const [panelOpen, setPanelOpen] = useState(false);
  const [image, setImage] = useState<ImageUploadResult | null>(null);
  const [video, setVideo] = useState<YoutubePreview | null>(null);
  const [audio, setAudio] = useState<AudioUploadResult | null>(null);
  const [busy, setBusy] = useState<Busy>({ image: false, video: false, audio: false });
  const [shareShowsWords, setShareShowsWords] = useState(false);
  const contentField = useRef<HTMLTextAreaElement>(null);

  const onImageBusy = useCallback((value: boolean) => setBusy((previous) => ({ ...previous, image: value })), []);
  const onVideoBusy = useCallback((value: boolean) => setBusy((previous) => ({ ...previous, video: value })), []);
  const onAudioBusy = useCallback((value: boolean) => setBusy((previous) => ({ ...previous, audio: value })), []);
  const working = busy.image || busy.video || busy.audio;

  const input = () => ({
    type: kind,
    content,
    ...(circleId ? { circleId } : {}),
    ...(image ? { imageUrl: image.imageUrl } : {}),
    ...(video ? { youtubeUrl: video.url, youtubeTitle: video.title, youtubeThumbnail: video.thumbnail } : {}),
    ...(audio ? { audioUrl: audio.audioUrl, audioDuration: audio.duration } : {}),
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

  const attachedCount = [image ?? video, audio].filter(Boolean).length;
  const text = KINDS[kind];
  const ids = {
    kind: `${id}-kind`,
    content: `${id}-content`,
    count: `${id}-count`,
    error: `${id}-error`,
    panel: `${id}-attachments`,
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

      <div className="grid gap-2">
        <Label htmlFor={ids.content}>{text.field}</Label>
        <Textarea
          ref={contentField}
          id={ids.content}
          name="content"
          rows={7}
          placeholder={text.placeholder}
          value={content}
          onChange={(event) => {
            setContent(event.target.value);
            if (submitted) validate({ ...input(), content: event.target.value });
          }}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={describedBy(ids.count, errors.content && ids.error)}
        />
        <div className="flex items-start justify-between gap-4">
          <FieldError id={ids.error} message={errors.content} />
          <ContentCounter id={ids.count} length={content.length} />
        </div>
      </div>

      <div className="grid gap-4">
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          aria-expanded={panelOpen}
          aria-controls={ids.panel}
          onClick={() => setPanelOpen((open) => !open)}
        >
          <Paperclip aria-hidden="true" className="size-5" />
          {attachedCount ? `Attachments (${attachedCount})` : 'Attachments'}
          <ChevronDown aria-hidden="true" className={cn('size-5 transition-transform', panelOpen && 'rotate-180')} />
        </Button>
        {/* Kept mounted while closed, so an upload under way carries on. */}
        <div id={ids.panel} hidden={!panelOpen} className="grid grid-cols-1 gap-6 rounded-3xl border border-border bg-muted/40 p-4 sm:p-5">
          <AttachmentSection title="Image">
            <ImageAttachment value={image} onChange={setImage} onBusyChange={onImageBusy} blockedBy={video ? ONE_MEDIA_ITEM.image : null} />
          </AttachmentSection>
          <AttachmentSection title="YouTube video">
            <YoutubeAttachment value={video} onChange={setVideo} onBusyChange={onVideoBusy} blockedBy={image ? ONE_MEDIA_ITEM.video : null} />
          </AttachmentSection>
          <AttachmentSection title="Voice recording">
            <AudioAttachment value={audio} onChange={setAudio} onBusyChange={onAudioBusy} />
          </AttachmentSection>
        </div>
      </div>

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
