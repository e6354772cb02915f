import type { Post } from '#shared/types/post.ts';
import { displayName } from '@/lib/persona.ts';
import { AudioPlayer } from './audio-player.tsx';
import { YoutubeEmbed } from './youtube-embed.tsx';

/** A post's attachments in full: its picture or video, and its recording. */
export function PostMedia({ post }: { post: Post }) {
  const author = displayName(post.author.anonymousName);
  if (!post.imageUrl && !post.youtubeUrl && !post.audioUrl) return null;
  return (
    <div className="grid gap-4">
      {post.imageUrl ? (
        <img
          src={post.imageUrl}
          alt={`Image shared by ${author}`}
          className="max-h-[32rem] w-auto max-w-full rounded-2xl border border-border object-contain"
        />
      ) : null}
      {post.youtubeUrl ? <YoutubeEmbed url={post.youtubeUrl} title={post.youtubeTitle} thumbnail={post.youtubeThumbnail} /> : null}
      {post.audioUrl ? <AudioPlayer src={post.audioUrl} duration={post.audioDuration} label={`Recording by ${author}`} /> : null}
    </div>
  );
}
