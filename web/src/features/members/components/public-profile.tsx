import { BookOpenText, MessageCircle, UserRoundX } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { PostSummary } from '#shared/types/post.ts';
import type { UserStats } from '#shared/types/user.ts';
import { EmptyState } from '@/components/empty-state.tsx';
import { PersonaAvatar } from '@/components/persona-avatar.tsx';
import { POST_TYPE_LABELS } from '@/components/posts/post-display.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { paths } from '@/config/paths.ts';
import { isApiError } from '@/lib/api-client.ts';
import { formatDate, formatMonthYear } from '@/lib/format.ts';
import { displayName } from '@/lib/persona.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useUserPosts } from '../api/get-user-posts.ts';
import { useUserProfile } from '../api/get-user-profile.ts';
import { useUserStats } from '../api/get-user-stats.ts';

function StatsRow({ stats }: { stats: UserStats }) {
  const items = [
    { label: 'Posts', value: stats.totalPosts },
    { label: 'Replies', value: stats.totalReplies },
    { label: 'Impact', value: stats.totalImpact },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3">
      {items.map(({ label, value }) => (
        <div key={label} className="rounded-2xl bg-muted p-4 text-center">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PostList({ posts }: { posts: PostSummary[] }) {
  if (posts.length === 0) {
    return (
      <EmptyState icon={BookOpenText} title="No posts yet" headingLevel="h3">
        When this member shares a question, a reflection or a reply, it appears here.
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-3">
      {posts.map((post) => (
        <li key={post.id}>
          <Link
            to={paths.post.getHref(post.parentId ?? post.id)}
            className="block rounded-2xl border border-border bg-card p-4 transition-colors hover:bg-muted/40"
          >
            <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <Badge variant={post.type === 'reply' ? 'outline' : 'secondary'}>{POST_TYPE_LABELS[post.type]}</Badge>
              <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
            </div>
            <p className="mt-2 line-clamp-4 max-w-[65ch] whitespace-pre-line">{post.content}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ProfileSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true" aria-label="Loading profile">
      <Skeleton className="h-40 rounded-3xl" />
      <Skeleton className="h-24 rounded-3xl" />
      <Skeleton className="h-48 rounded-3xl" />
    </div>
  );
}

/**
 * What failed, in the spec's words (§8), when a fetch failed for another reason than the member
 * being gone (a 404 says only that they may have left).
 */
function failureOf(fetches: readonly (readonly [{ isError: boolean; error: unknown }, string])[]): string | null {
  const failed = fetches.find(([query]) => query.isError && !isApiError(query.error, 404));
  return failed ? `${failed[1]}. Please try again later.` : null;
}

/** /users/{userId}: a member's public persona. Any failed fetch reads as not found (spec §8). */
export function PublicProfileView({ userId, currentUserId }: { userId: string; currentUserId: string }) {
  const profile = useUserProfile(userId);
  const stats = useUserStats(userId);
  const posts = useUserPosts(userId);
  const name = profile.data ? displayName(profile.data.anonymousName) : null;
  useDocumentTitle(profile.isError || stats.isError || posts.isError ? 'User Not Found' : name);

  if (profile.isError || stats.isError || posts.isError) {
    const failure = failureOf([
      [profile, 'Failed to fetch user profile'],
      [stats, 'Failed to fetch user stats'],
      [posts, 'Failed to fetch user posts'],
    ]);
    return (
      <EmptyState
        icon={UserRoundX}
        title="User Not Found"
        headingLevel="h1"
        className="border-none"
        action={
          <Link to={paths.home.getHref()} className={buttonVariants()}>
            Back to Home
          </Link>
        }
      >
        {failure ?? 'This member may have left the community, or the link may be mistyped.'}
      </EmptyState>
    );
  }
  if (!profile.data || !stats.data || !posts.data || !name) return <ProfileSkeleton />;

  const isSelf = userId === currentUserId;
  return (
    <div className="grid gap-6">
      <Card className="grid gap-6">
        <div className="flex flex-wrap items-center gap-4">
          <PersonaAvatar name={name} avatar={profile.data.avatar} size="lg" />
          {/* Room for the name first; on a phone the Message button wraps below it. */}
          <div className="min-w-0 flex-1 basis-48">
            <h1 className="text-3xl font-semibold tracking-tight">{name}</h1>
            <div className="mt-1 flex flex-wrap items-center gap-2">
              <Badge variant="secondary">Community Member</Badge>
              <span className="text-muted-foreground">Joined {formatMonthYear(profile.data.createdAt)}</span>
            </div>
          </div>
          {isSelf ? null : (
            <Link to={paths.messages.getHref(userId)} className={buttonVariants()}>
              <MessageCircle aria-hidden="true" className="size-5" />
              Message
            </Link>
          )}
        </div>
        <StatsRow stats={stats.data} />
      </Card>

      <Tabs defaultValue="posts">
        <TabsList aria-label="Profile sections" className="inline-flex">
          <TabsTrigger value="posts">Posts &amp; Replies</TabsTrigger>
          <TabsTrigger value="about">About</TabsTrigger>
        </TabsList>
        <TabsContent value="posts">
          <PostList posts={posts.data} />
        </TabsContent>
        <TabsContent value="about">
          <Card>
            <h2 className="font-semibold">Spiritual Journey</h2>
            {profile.data.spiritualJourney ? (
              <p className="mt-2 max-w-[65ch] text-lg leading-relaxed whitespace-pre-line">{profile.data.spiritualJourney}</p>
            ) : (
              <p className="mt-2 text-muted-foreground">{name} hasn&rsquo;t shared their journey yet.</p>
            )}
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}
