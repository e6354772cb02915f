/** POST /api/upload/image {key}: the server checks the uploaded picture, strips its metadata and answers where it lives. */
import { useMutation } from '@tanstack/react-query';
import type { ImageUploadResult } from '#shared/upload-schemas.ts';
import { api } from '@/lib/api-client.ts';
import { type OnProgress, uploadToBucket } from './presign-upload.ts';

export const finalizeImageUpload = (key: string) => api.post<ImageUploadResult>('/api/upload/image', { key });

export async function uploadImage({ file, onProgress }: { file: File; onProgress?: OnProgress }): Promise<ImageUploadResult> {
  const key = await uploadToBucket('image', file, file.name || 'image', onProgress);
  return finalizeImageUpload(key);
}

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
