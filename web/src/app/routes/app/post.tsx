import { useParams } from 'react-router-dom';
import type { User } from '#shared/types/user.ts';
import { PostDetail } from '@/features/posts/components/post-detail.tsx';

export default function PostRoute({ user }: { user: User }) {
  const { id: postId = '' } = useParams();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
      {/* Keyed by id: moving Up to the parent starts a fresh page (its reply box empty). */}
      <PostDetail key={postId} postId={postId} user={user} />
    </div>
  );
}
