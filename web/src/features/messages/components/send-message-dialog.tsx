import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import type { Participant } from '#shared/types/message.ts';
import { PersonaAvatar } from '@/components/persona-avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog.tsx';
import { displayName } from '@/lib/persona.ts';
import { EncryptionNote } from './encryption-note.tsx';
import { MessageComposer } from './message-composer.tsx';

/**
 * Spec §2 "Members": the Send Message dialog, offered for every member but oneself. Its message
 * goes through POST /api/messages, which starts the conversation or continues the one there is.
 */
export function SendMessageDialog({ recipient }: { recipient: Participant }) {
  const [open, setOpen] = useState(false);
  const name = displayName(recipient.anonymousName);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <MessageCircle aria-hidden="true" className="size-5" />
          Message<span className="sr-only"> {name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogTitle>Send Message</DialogTitle>
        <div className="flex min-w-0 items-center gap-3">
          <PersonaAvatar name={name} avatar={recipient.avatar} size="sm" />
          <DialogDescription className="min-w-0 wrap-anywhere text-foreground">To {name}</DialogDescription>
        </div>
        <EncryptionNote />
        <MessageComposer target={{ recipientId: recipient.id }} label="Your message" rows={5} onSent={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
