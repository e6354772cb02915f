import { Eye, EyeOff, Share2, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import type { Post } from '#shared/types/post.ts';
import type { User } from '#shared/types/user.ts';
import { ConfirmButton } from '@/components/confirm-button.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { toast } from '@/lib/toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useDeletePost } from '../api/delete-post.ts';
import { useSetShareShowsWords } from '../api/set-share-words.ts';
import { ReportPostDialog } from './report-post-dialog.tsx';

/** The public link: a small Open Graph page that sends people on to the post (spec §2). */
export const shareLinkOf = (postId: string) => `${window.location.origin}/api/share/post/${encodeURIComponent(postId)}`;

async function copyShareLink(postId: string) {
  const link = shareLinkOf(postId);
  try {
    await navigator.clipboard.writeText(link);
    toast({ title: 'Link copied to clipboard' });
  } catch {
    // Clipboard refused (permissions, an embedded view): give the link to copy by hand.
    toast({ title: 'Copy this link to share the post', description: link });
  }
}

/** Spec §6: a post may be deleted by its author or by an admin. */
export const canDelete = (post: Pick<Post, 'authorId'>, user: Pick<User, 'id' | 'isAdmin'>) =>
  post.authorId === user.id || user.isAdmin;

function DeletePostButton({ post }: { post: Post }) {
  const navigate = useNavigate();
  const remove = useDeletePost();
  const isReply = post.parentId !== null;
  const onConfirm = () =>
    remove.mutate(post, {
      onSuccess: () => {
        toast({ title: isReply ? 'Reflection deleted' : 'Post deleted' });
        // A deleted reflection returns to its post; anything else to the feed.
        navigate(isReply && post.parentId ? paths.post.getHref(post.parentId) : paths.home.getHref(), { replace: true });
      },
      onError: (error) => toastError(error, 'Failed to delete post. Please try again.'),
    });
  return (
    <ConfirmButton
      disabled={remove.isPending}
      title={isReply ? 'Delete this reflection?' : 'Delete this post?'}
      description={
        isReply
          ? 'It will be removed for everyone. This cannot be undone.'
          : 'It will be removed for everyone, together with its reflections. This cannot be undone.'
      }
      confirmLabel="Delete"
      destructive
      onConfirm={onConfirm}
    >
      {remove.isPending ? <Spinner /> : <Trash2 aria-hidden="true" className="size-5" />}
      Delete
    </ConfirmButton>
  );
}

/**
 * The author's choice of what a shared link shows outside the community (issue 15 §4): by default
 * only that something was shared here; pressed, a snippet of the post's words and the persona.
 * Circle posts and replies are never shown outside, so they have no such choice.
 */
function ShareWordsToggle({ post }: { post: Post }) {
  const change = useSetShareShowsWords();
  const on = change.isPending ? !post.shareShowsWords : post.shareShowsWords;
  const toggle = () =>
    change.mutate(
      { id: post.id, shareShowsWords: !post.shareShowsWords },
      {
        onSuccess: (saved) =>
          toast({
            title: saved.shareShowsWords ? 'Link preview shows your words' : 'Link preview keeps your words private',
            description: saved.shareShowsWords
              ? 'Where the link is pasted, a snippet of this post and your persona can be seen.'
              : 'Where the link is pasted, it says only that a reflection was shared here.',
          }),
        onError: (error) => toastError(error, 'Failed to change the link preview. Please try again.'),
      },
    );
  return (
    // Its words wrap on the narrowest phones, where the one line would be wider than the card.
    <Button variant="outline" className="h-auto min-h-11 max-w-full py-2 text-left whitespace-normal" aria-pressed={on} disabled={change.isPending} onClick={toggle}>
      {on ? <Eye aria-hidden="true" className="size-5" /> : <EyeOff aria-hidden="true" className="size-5" />}
      {on ? 'Words shown in link preview' : 'Words hidden in link preview'}
    </Button>
  );
}

export function PostActions({ post, user }: { post: Post; user: User }) {
  const ownMainFeedPost = post.authorId === user.id && post.parentId === null && post.circleId === null;
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="outline" onClick={() => void copyShareLink(post.id)}>
        <Share2 aria-hidden="true" className="size-5" />
        Share
      </Button>
      {ownMainFeedPost ? <ShareWordsToggle post={post} /> : null}
      {post.authorId === user.id ? null : <ReportPostDialog post={post} />}
      {canDelete(post, user) ? <DeletePostButton post={post} /> : null}
    </div>
  );
}
