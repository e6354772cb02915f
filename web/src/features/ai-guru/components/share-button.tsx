import { Check, Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/lib/toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { type ShareTarget, useShareConversation } from '../api/share-conversation.ts';

/** What the member is told: the spec words sharing from History and from the chat differently (§8). */
export interface ShareToasts {
  success: { title: string; description?: string };
  failure: string;
}

export const HISTORY_SHARE_TOASTS: ShareToasts = {
  success: { title: 'Success', description: 'The conversation is now a public post in the feed.' },
  failure: 'Failed to share conversation as post. Please try again.',
};

export const CHAT_SHARE_TOASTS: ShareToasts = {
  success: { title: 'Shared with Community', description: 'Your question and the guidance are now a post in the feed.' },
  failure: 'Failed to share chat conversation as post.',
};

interface ShareButtonProps {
  target: ShareTarget;
  /** Already a post (sharedAsPostId): the button reads Shared and stays disabled. */
  shared: boolean;
  toasts: ShareToasts;
  /** Names the exchange for screen readers, since a list has many Share buttons. */
  label: string;
}

/** Spec §4 "Conversation share": not shared → shared; sharing again on the server answers the same post. */
export function ShareButton({ target, shared, toasts, label }: ShareButtonProps) {
  const share = useShareConversation({
    onSuccess: () => toast(toasts.success),
    // A refusal says why (words that are not the guide's, an exchange that is gone); a failure stays the spec's.
    onError: (error) => toastError(error, toasts.failure, { preferServerMessage: true }),
  });
  const done = shared || share.isSuccess;
  return (
    <Button
      variant="outline"
      disabled={done || share.isPending}
      aria-label={done ? `Shared: ${label}` : `Share as a post: ${label}`}
      onClick={() => share.mutate(target)}
    >
      {share.isPending ? <Spinner /> : done ? <Check aria-hidden="true" className="size-5" /> : <Share2 aria-hidden="true" className="size-5" />}
      {done ? 'Shared' : 'Share'}
    </Button>
  );
}
