import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '#shared/upload-schemas.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { imageFileProblem, imageUploadFailure } from './upload-messages.ts';

const MB = 1024 * 1024;

describe('imageFileProblem', () => {
  it('accepts the image types the server can check, up to 10 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: 10 * MB })).toBeNull();
    expect(imageFileProblem({ type: 'image/jpeg', size: 1 })).toBeNull();
  });

  it.each(['text/plain', 'application/pdf', 'image/svg+xml', ''])('refuses %j as not an image', (type) => {
    expect(imageFileProblem({ type, size: 100 })).toEqual(UPLOAD_MESSAGES.imageType);
  });

  it('refuses a picture over 10 MB', () => {
    expect(imageFileProblem({ type: 'image/webp', size: 10 * MB + 1 })).toEqual(UPLOAD_MESSAGES.imageSize);
  });
});

describe('imageUploadFailure', () => {
  const refusal = (message: string) => new ApiError(400, 'Bad Request', JSON.stringify({ message, code: 'invalid_file_type' }));

  it("passes on the server's refusal of the stored file", () => {
    expect(imageUploadFailure(refusal('Please select an image file'))).toEqual(UPLOAD_MESSAGES.imageType);
    expect(imageUploadFailure(refusal('Please select an image smaller than 10MB'))).toEqual(UPLOAD_MESSAGES.imageSize);
  });

  it('says "Upload failed" for anything else', () => {
    expect(imageUploadFailure(refusal('Upload not found. Please try again.'))).toEqual(UPLOAD_MESSAGES.imageFailed);
    expect(imageUploadFailure(new ApiError(500, 'Server Error', ''))).toEqual(UPLOAD_MESSAGES.imageFailed);
    expect(imageUploadFailure(new TypeError('Failed to fetch'))).toEqual(UPLOAD_MESSAGES.imageFailed);
  });
});
