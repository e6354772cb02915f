import { ChevronDown, Paperclip } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/utils.ts';
import { AudioAttachment } from './audio-attachment.tsx';
import { ImageAttachment } from './image-attachment.tsx';
import { YoutubeAttachment } from './youtube-attachment.tsx';
import type { Attachments } from '../hooks/use-attachments.ts';

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
 * The Attachments button and the panel it opens: an image or a YouTube video, and a voice recording.
 * Apart from their state (use-attachments.ts), so a form without them does not load their code.
 */
export function AttachmentsPanel({ attachments }: { attachments: Attachments }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="grid gap-4">
      <Button type="button" variant="outline" className="justify-self-start" aria-expanded={open} aria-controls={id} onClick={() => setOpen((was) => !was)}>
        <Paperclip aria-hidden="true" className="size-5" />
        {attachments.count ? `Attachments (${attachments.count})` : 'Attachments'}
        <ChevronDown aria-hidden="true" className={cn('size-5 transition-transform', open && 'rotate-180')} />
      </Button>
      {/* Kept mounted while closed, so an upload under way carries on. */}
      <div id={id} hidden={!open} className="grid grid-cols-1 gap-6 rounded-3xl border border-border bg-muted/40 p-4 sm:p-5">
        <AttachmentSection title="Image">
          <ImageAttachment {...attachments.image} />
        </AttachmentSection>
        <AttachmentSection title="YouTube video">
          <YoutubeAttachment {...attachments.video} />
        </AttachmentSection>
        <AttachmentSection title="Voice recording">
          <AudioAttachment {...attachments.audio} />
        </AttachmentSection>
      </div>
    </div>
  );
}
