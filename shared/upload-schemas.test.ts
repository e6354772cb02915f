import { describe, expect, it } from 'vitest';
import { declaredUploadProblem, normaliseContentType } from './upload-schemas.ts';

describe('declaredUploadProblem', () => {
  it('accepts the image types up to 10 MB and audio up to 20 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/jpg', 'IMAGE/PNG']) {
      expect(declaredUploadProblem('image', type, 10 * 1024 * 1024), type).toBeNull();
    }
    for (const type of ['audio/webm;codecs=opus', 'audio/ogg; codecs=opus', 'audio/mp4', 'audio/x-m4a', 'audio/mpeg', 'audio/wav']) {
      expect(declaredUploadProblem('audio', type, 20 * 1024 * 1024), type).toBeNull();
    }
  });

  it("answers with the spec's messages", () => {
    expect(declaredUploadProblem('image', 'application/pdf', 10)).toBe('Please select an image file');
    expect(declaredUploadProblem('image', 'image/svg+xml', 10)).toBe('Please select an image file');
    expect(declaredUploadProblem('image', 'image/png', 10 * 1024 * 1024 + 1)).toBe('Please select an image smaller than 10MB');
    expect(declaredUploadProblem('image', 'image/png', 0)).toBe('Please select an image file');
    expect(declaredUploadProblem('image', 'image/png', 1.5)).toBe('Please select an image file');
    expect(declaredUploadProblem('audio', 'video/mp4', 10)).toBe('Please select an audio file');
  });

  it('normalises what browsers report', () => {
    expect(normaliseContentType(' Audio/WebM;codecs=opus ')).toBe('audio/webm');
    expect(normaliseContentType('image/pjpeg')).toBe('image/jpeg');
    expect(normaliseContentType('audio/x-wav')).toBe('audio/wav');
  });
});
