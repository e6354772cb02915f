import { useCallback, useState } from 'react';
import type { AudioUploadResult, ImageUploadResult, YoutubePreview } from '#shared/upload-schemas.ts';

/** One picture or one video per post (spec §2), so each names the other when it is in the way. */
const ONE_MEDIA_ITEM = {
  image: 'A video is attached. Remove it to attach an image instead: one picture or video per post.',
  video: 'An image is attached. Remove it to attach a video instead: one picture or video per post.',
};

type Busy = Record<'image' | 'video' | 'audio', boolean>;

/**
 * What a post or a reply carries besides its words (the spec's optional audio, image and YouTube
 * fields): the attached files, whether an upload is still under way, and the request's fields.
 */
export function useAttachments() {
  const [image, setImage] = useState<ImageUploadResult | null>(null);
  const [video, setVideo] = useState<YoutubePreview | null>(null);
  const [audio, setAudio] = useState<AudioUploadResult | null>(null);
  const [busy, setBusy] = useState<Busy>({ image: false, video: false, audio: false });
  const onImageBusy = useCallback((value: boolean) => setBusy((previous) => ({ ...previous, image: value })), []);
  const onVideoBusy = useCallback((value: boolean) => setBusy((previous) => ({ ...previous, video: value })), []);
  const onAudioBusy = useCallback((value: boolean) => setBusy((previous) => ({ ...previous, audio: value })), []);
  return {
    image: { value: image, onChange: setImage, onBusyChange: onImageBusy, blockedBy: video ? ONE_MEDIA_ITEM.image : null },
    video: { value: video, onChange: setVideo, onBusyChange: onVideoBusy, blockedBy: image ? ONE_MEDIA_ITEM.video : null },
    audio: { value: audio, onChange: setAudio, onBusyChange: onAudioBusy },
    working: busy.image || busy.video || busy.audio,
    count: [image ?? video, audio].filter(Boolean).length,
    fields: {
      ...(image ? { imageUrl: image.imageUrl } : {}),
      ...(video ? { youtubeUrl: video.url, youtubeTitle: video.title, youtubeThumbnail: video.thumbnail } : {}),
      ...(audio ? { audioUrl: audio.audioUrl, audioDuration: audio.duration } : {}),
    },
    clear: () => {
      setImage(null);
      setVideo(null);
      setAudio(null);
    },
  };
}

export type Attachments = ReturnType<typeof useAttachments>;
