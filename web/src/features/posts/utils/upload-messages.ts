import { declaredUploadProblem, UPLOAD_MESSAGES } from '#shared/upload-schemas.ts';
// Relative, not '@/': the unit tests run without the app's path alias.
import { isApiError } from '../../../lib/api-client.ts';

export interface ToastMessage {
  title: string;
  description: string;
}

const IMAGE_REFUSALS: readonly ToastMessage[] = [UPLOAD_MESSAGES.imageType, UPLOAD_MESSAGES.imageSize];

/** Spec §5 "Image upload": what the browser can tell before uploading (the server checks again). */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): ToastMessage | null {
  const problem = declaredUploadProblem('image', file.type, file.size);
  if (!problem) return null;
  return problem === UPLOAD_MESSAGES.imageSize.description ? UPLOAD_MESSAGES.imageSize : UPLOAD_MESSAGES.imageType;
}

/**
 * Why an image upload failed, as the spec words it: the server's own refusal when it found the
 * file is not an image or too large, else the general "Upload failed".
 */
export function imageUploadFailure(error: unknown): ToastMessage {
  const refusal = isApiError(error) && error.status < 500 ? IMAGE_REFUSALS.find((m) => m.description === error.serverMessage) : undefined;
  return refusal ?? UPLOAD_MESSAGES.imageFailed;
}
