import { MessageCircleReply } from 'lucide-react';

/** The Reply button's look, the same on its stand-in and on the real one (reply-action.tsx). */
export const REPLY_ACTION_CLASSES = 'relative z-10 -my-1.5 px-3 text-muted-foreground hover:text-foreground';

export function ReplyActionFace({ name }: { name: string }) {
  return (
    <>
      <MessageCircleReply aria-hidden="true" className="size-5" />
      Reply<span className="sr-only"> to {name}</span>
    </>
  );
}
