import { useEffect, useId, useRef, useState } from 'react';
import type { Post } from '#shared/types/post.ts';
import type { Arrival } from '@/components/deferred.tsx';
import { Button } from '@/components/ui/button.tsx';
import { displayName } from '@/lib/persona.ts';
import { AttachmentsPanel } from './attachments.tsx';
import { ReplyForm } from './reply-form.tsx';
import { REPLY_ACTION_CLASSES, ReplyActionFace } from './reply-action-face.tsx';

/**
 * A feed card's Reply and the small composer it opens in place (issue 33 §1). Its own chunk, loaded
 * after the feed's first screen (reply-action.tsx); pressed before that, it opens on arrival.
 */
export default function ReplyComposer({ post, defaultOpen }: { post: Post } & Arrival) {
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  // Once opened the form stays mounted, hidden when closed: the words and an upload under way are kept.
  const [opened, setOpened] = useState(defaultOpen);
  const [status, setStatus] = useState('');
  const toggle = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  // After the commit's layout work (the deferred swap puts the focus on the button): the text box takes it.
  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <>
      <div className="ml-auto flex items-center gap-3">
        <p role="status" className="text-sm text-muted-foreground">
          {status}
        </p>
        <Button
          ref={toggle}
          type="button"
          variant="ghost"
          className={REPLY_ACTION_CLASSES}
          aria-expanded={open}
          aria-controls={opened ? id : undefined}
          onClick={() => {
            setStatus('');
            setOpened(true);
            setOpen((was) => !was);
          }}
        >
          <ReplyActionFace name={displayName(post.author.anonymousName)} />
        </Button>
      </div>
      {opened ? (
        <div id={id} hidden={!open} className="relative z-10 basis-full">
          <ReplyForm
            postId={post.id}
            wording="feed"
            field={field}
            onClose={close}
            attachmentsPanel={(attachments) => <AttachmentsPanel attachments={attachments} />}
            onShared={(message) => {
              setStatus(message);
              close();
            }}
          />
        </div>
      ) : null}
    </>
  );
}
