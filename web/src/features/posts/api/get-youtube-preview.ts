/** POST /api/youtube/preview {url}: the video's title and thumbnail, through YouTube's oEmbed. */
import { useMutation } from '@tanstack/react-query';
import type { YoutubePreview } from '#shared/upload-schemas.ts';
import { api } from '@/lib/api-client.ts';

export const getYoutubePreview = (url: string) => api.post<YoutubePreview>('/api/youtube/preview', { url });

export const useYoutubePreview = () => useMutation({ mutationFn: getYoutubePreview });
