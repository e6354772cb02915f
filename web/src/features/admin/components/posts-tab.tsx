import { CornerDownRight, Flag, MessageSquareText, Sparkles, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { ADMIN_POST_FILTER_LABELS, ADMIN_POST_FILTERS, adminAuthorName, type AdminPost, type AdminPostFilter } from '#shared/types/admin.ts';
import { ConfirmButton } from '@/components/confirm-button.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadMoreButton } from '@/components/load-more-button.tsx';
import { POST_TYPE_LABELS } from '@/components/posts/post-display.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Card } from '@/components/ui/card.tsx';
import { SEARCH_DEBOUNCE_MS } from '@/config/limits.ts';
import { formatDate } from '@/lib/format.ts';
import { toast } from '@/lib/toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useDeleteAdminPost } from '../api/delete-admin-post.ts';
import { useAdminPosts } from '../api/get-admin-posts.ts';
import { CircleBadge } from './circle-badge.tsx';
import { ListError, ListSkeleton } from './list-states.tsx';
import { SearchFilterBar } from './search-filter-bar.tsx';

const FILTER_OPTIONS = ADMIN_POST_FILTERS.map((value) => ({ value, label: ADMIN_POST_FILTER_LABELS[value] }));

function AdminPostCard({ post }: { post: AdminPost }) {
  const remove = useDeleteAdminPost({
    onSuccess: () => toast({ title: 'Post deleted' }),
    onError: (error) => toastError(error, 'Failed to delete post'),
  });
  const author = adminAuthorName(post);
  const reactions = `${post.reactionTotal} ${post.reactionTotal === 1 ? 'reaction' : 'reactions'}`;

  return (
    <li>
      <Card className="grid gap-3">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h3 className="min-w-0 font-semibold wrap-anywhere">{author}</h3>
          <time dateTime={post.createdAt} className="text-sm text-muted-foreground">
            {formatDate(post.createdAt)}
          </time>
        </div>
        <ul aria-label="About this post" className="flex flex-wrap gap-2">
          <li>
            {post.parentId ? (
              <Badge variant="outline">
                <CornerDownRight aria-hidden="true" className="size-3.5" />
                {POST_TYPE_LABELS.reply}
              </Badge>
            ) : (
              <Badge variant={post.type === 'question' ? 'accent' : 'secondary'}>{POST_TYPE_LABELS[post.type]}</Badge>
            )}
          </li>
          {post.isAiGenerated ? (
            <li>
              <Badge variant="outline">
                <Sparkles aria-hidden="true" className="size-3.5" />
                AI
              </Badge>
            </li>
          ) : null}
          {post.circle ? (
            <li className="min-w-0">
              <CircleBadge name={post.circle.name} />
            </li>
          ) : null}
          {post.isReported ? (
            <li>
              <Badge variant="destructive">
                <Flag aria-hidden="true" className="size-3.5" />
                Reported{post.reportCount ? ` (${post.reportCount})` : null}
              </Badge>
            </li>
          ) : null}
        </ul>
        <p className="whitespace-pre-wrap wrap-anywhere">{post.content}</p>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground">{reactions}</p>
          <ConfirmButton
            disabled={remove.isPending}
            title={post.parentId ? 'Delete this reply?' : 'Delete this post?'}
            description={
              post.parentId
                ? 'It will be removed for everyone, with its reactions. This cannot be undone.'
                : 'It will be removed for everyone, with its replies and reactions. This cannot be undone.'
            }
            confirmLabel="Delete"
            destructive
            onConfirm={() => remove.mutate(post.id)}
          >
            <Trash2 aria-hidden="true" className="size-5" />
            Delete<span className="sr-only"> the post by {author}</span>
          </ConfirmButton>
        </div>
      </Card>
    </li>
  );
}

/** Spec §2 Posts: search by content or author, four filters, delete with confirmation; the server pages and searches. */
export function PostsTab() {
  const id = useId();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<AdminPostFilter>('all');
  const settled = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim();
  const posts = useAdminPosts(filter, settled);
  const { data, hasNextPage, isFetching, fetchNextPage } = posts;

  // A rare match may lie past the posts one request examines: keep looking before saying there is none.
  const searching = data?.length === 0 && hasNextPage && !posts.isError;
  useEffect(() => {
    if (searching && !isFetching) void fetchNextPage();
  }, [searching, isFetching, fetchNextPage]);

  return (
    <section aria-labelledby={`${id}-heading`} className="grid grid-cols-1 gap-5">
      <h2 id={`${id}-heading`} className="sr-only">
        Posts
      </h2>
      <SearchFilterBar
        searchLabel="Search posts"
        placeholder="Content or author's anonymous name"
        search={search}
        onSearch={setSearch}
        filter={filter}
        filters={FILTER_OPTIONS}
        onFilter={setFilter}
      />

      {posts.isPending || searching ? (
        <ListSkeleton label="Loading posts" count={3} />
      ) : posts.isError ? (
        <ListError title="We couldn't load the posts" onRetry={() => void posts.refetch()} />
      ) : posts.data.length === 0 ? (
        <EmptyState icon={MessageSquareText} title="No posts found" headingLevel="h3">
          Try another search or filter.
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-4">
            {posts.data.map((post) => (
              <AdminPostCard key={post.id} post={post} />
            ))}
          </ul>
          <LoadMoreButton query={posts}>Show more</LoadMoreButton>
        </>
      )}
    </section>
  );
}
