import { CirclePlay, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { YOUTUBE_MESSAGES, type YoutubePreview } from '#shared/upload-schemas.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useYoutubePreview } from '../api/get-youtube-preview.ts';

interface YoutubeAttachmentProps {
  value: YoutubePreview | null;
  onChange: (value: YoutubePreview | null) => void;
  onBusyChange: (busy: boolean) => void;
  /** Why no video can be attached now (an image is), or null. */
  blockedBy: string | null;
}

/** A YouTube link becomes a preview card (title and thumbnail) before it is attached. */
export function YoutubeAttachment({ value, onChange, onBusyChange, blockedBy }: YoutubeAttachmentProps) {
  const id = useId();
  const [url, setUrl] = useState('');
  const preview = useYoutubePreview();

  useEffect(() => onBusyChange(preview.isPending), [preview.isPending, onBusyChange]);

  const fetchPreview = () => {
    const trimmed = url.trim();
    if (!trimmed || preview.isPending) return;
    preview.mutate(trimmed, {
      onSuccess: (video) => {
        onChange(video);
        setUrl('');
      },
      onError: (error) => {
        if (!isApiError(error, 401)) toast({ title: YOUTUBE_MESSAGES.failed, description: YOUTUBE_MESSAGES.invalid, variant: 'destructive' });
      },
    });
  };

  // This sits inside the post form: Enter here previews the link instead of sending the post.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    fetchPreview();
  };

  if (value) {
    return (
      <div className="flex items-start gap-3 rounded-2xl border border-border bg-background p-3" data-testid="youtube-preview">
        <div className="relative w-28 shrink-0 overflow-hidden rounded-xl bg-muted sm:w-44">
          <img src={value.thumbnail} alt="" className="aspect-video w-full object-cover" />
          <CirclePlay aria-hidden="true" className="absolute inset-0 m-auto size-8 text-white drop-shadow-[0_1px_3px_rgb(0_0_0/0.6)]" />
        </div>
        <div className="min-w-0 flex-1">
          <p className="font-medium">{value.title}</p>
          <p className="truncate text-sm text-muted-foreground">{value.url}</p>
        </div>
        <Button type="button" variant="outline" size="icon" aria-label="Remove video" onClick={() => onChange(null)}>
          <X aria-hidden="true" className="size-5" />
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-url`}>YouTube link</Label>
      <div className="flex flex-wrap gap-2 sm:flex-nowrap">
        <Input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://www.youtube.com/watch?v=…"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={blockedBy !== null}
          aria-describedby={blockedBy ? `${id}-blocked` : undefined}
        />
        <Button type="button" variant="outline" onClick={fetchPreview} disabled={!url.trim() || preview.isPending || blockedBy !== null}>
          {preview.isPending ? <Spinner /> : null}
          Preview
        </Button>
      </div>
      {blockedBy ? (
        <p id={`${id}-blocked`} className="text-sm text-muted-foreground">
          {blockedBy}
        </p>
      ) : null}
    </div>
  );
}
