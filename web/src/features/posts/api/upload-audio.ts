/** POST /api/upload/audio {key, duration}: the server checks the uploaded recording and answers where it lives. */
import { useMutation } from '@tanstack/react-query';
import type { AudioUploadResult } from '#shared/upload-schemas.ts';
import { api } from '@/lib/api-client.ts';
import { type OnProgress, uploadToBucket } from './presign-upload.ts';

export const finalizeAudioUpload = (key: string, duration: number) =>
  api.post<AudioUploadResult>('/api/upload/audio', { key, duration });

interface AudioUpload {
  recording: Blob;
  /** Seconds, as the recorder counted them. */
  duration: number;
  onProgress?: OnProgress;
}

export async function uploadAudio({ recording, duration, onProgress }: AudioUpload): Promise<AudioUploadResult> {
  const key = await uploadToBucket('audio', recording, 'recording', onProgress);
  return finalizeAudioUpload(key, duration);
}

export const useUploadAudio = () => useMutation({ mutationFn: uploadAudio });
