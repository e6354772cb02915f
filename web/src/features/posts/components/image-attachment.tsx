import { ImagePlus, X } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { IMAGE_TYPES, type ImageUploadResult, UPLOAD_LIMITS } from '#shared/upload-schemas.ts';
import { Button } from '@/components/ui/button.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useUploadImage } from '../api/upload-image.ts';
import { imageFileProblem, imageUploadFailure } from '../utils/upload-messages.ts';
import { UploadProgress } from './upload-progress.tsx';

const MB = 1024 * 1024;
const IMAGE_FORMATS = IMAGE_TYPES.map((type) => type.replace('image/', '').toUpperCase()).join(', ');

interface ImageAttachmentProps {
  value: ImageUploadResult | null;
  onChange: (value: ImageUploadResult | null) => void;
  onBusyChange: (busy: boolean) => void;
  /** Why no image can be attached now (a video is), or null. */
  blockedBy: string | null;
}

/**
 * Choose a picture; it goes straight to storage with a progress bar, the server checks it and
 * strips its metadata (location, camera), and the cleaned copy is what the preview shows.
 */
export function ImageAttachment({ value, onChange, onBusyChange, blockedBy }: ImageAttachmentProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const upload = useUploadImage();

  useEffect(() => onBusyChange(upload.isPending), [upload.isPending, onBusyChange]);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: onChange,
        onError: (error) => {
          if (!isApiError(error, 401)) toast({ ...imageUploadFailure(error), variant: 'destructive' });
        },
      },
    );
  };

  if (value) {
    return (
      <div className="flex items-start gap-3">
        {/* min-w-0: beside the Remove button a wide picture shrinks instead of widening the page. */}
        <img src={value.imageUrl} alt="The attached image" className="max-h-60 max-w-full min-w-0 rounded-2xl border border-border object-contain" />
        <Button type="button" variant="outline" size="icon" aria-label="Remove image" onClick={() => onChange(null)}>
          <X aria-hidden="true" className="size-5" />
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept="image/*"
          // The button below is the control people reach; the input only opens the file picker.
          hidden
          onChange={onFile}
          disabled={upload.isPending || blockedBy !== null}
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => input.current?.click()}
          disabled={upload.isPending || blockedBy !== null}
          aria-describedby={`${id}-hint`}
        >
          <ImagePlus aria-hidden="true" className="size-5" />
          Choose an image
        </Button>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {blockedBy ?? `${IMAGE_FORMATS} up to ${UPLOAD_LIMITS.imageMaxBytes / MB}MB. Location and camera details are removed.`}
        </p>
      </div>
      {upload.isPending ? <UploadProgress label="Uploading image" fraction={progress} /> : null}
    </div>
  );
}
