import { CirclePlay, ExternalLink } from 'lucide-react';
import { useState } from 'react';

/** The id of a https://www.youtube.com/watch?v=<id> address, the only form the server stores. */
export function youtubeIdOf(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const id = new URL(url).searchParams.get('v');
  return id && /^[\w-]{11}$/.test(id) ? id : null;
}

interface YoutubeEmbedProps {
  url: string;
  title: string | null;
  thumbnail: string | null;
}

/**
 * The thumbnail first, the player only when asked: until the member presses play, YouTube learns
 * nothing about who is reading (and the privacy-enhanced youtube-nocookie player sets no cookie
 * before playback either).
 */
export function YoutubeEmbed({ url, title, thumbnail }: YoutubeEmbedProps) {
  const [playing, setPlaying] = useState(false);
  const id = youtubeIdOf(url);
  const name = title ?? 'YouTube video';
  return (
    <figure className="grid gap-2">
      <div className="relative aspect-video overflow-hidden rounded-2xl bg-muted">
        {playing && id ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`}
            title={name}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
            className="absolute inset-0 size-full"
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            disabled={!id}
            aria-label={`Play video: ${name}`}
            className="group absolute inset-0 flex items-center justify-center"
          >
            {thumbnail ? <img src={thumbnail} alt="" className="absolute inset-0 size-full object-cover" /> : null}
            <span className="relative inline-flex size-16 items-center justify-center rounded-full bg-black/60 text-white transition-colors group-hover:bg-black/75">
              <CirclePlay aria-hidden="true" className="size-10" />
            </span>
          </button>
        )}
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-muted-foreground">
        <span className="min-w-0 font-medium text-foreground">{name}</span>
        <a href={url} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center gap-1.5 underline-offset-4 hover:underline">
          Watch on YouTube
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
