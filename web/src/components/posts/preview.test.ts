import { describe, expect, it } from 'vitest';
import { previewOf, truncate } from './preview.ts';

describe('truncate', () => {
  it('keeps short text whole', () => {
    expect(truncate('  Stillness.  ', 150)).toBe('Stillness.');
  });

  it('cuts long text at the limit and marks the cut', () => {
    const cut = truncate('a'.repeat(151), 150);
    expect(cut).toBe(`${'a'.repeat(150)}…`);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(truncate('🙏'.repeat(3), 2)).toBe('🙏🙏…');
    expect(truncate('नमस्ते', 6)).toBe('नमस्ते');
  });
});

describe('previewOf', () => {
  it('previews 150 characters of a member post', () => {
    expect(previewOf({ content: 'x'.repeat(200), isAiGenerated: false })).toEqual({ text: `${'x'.repeat(150)}…`, aiResponse: null });
  });

  it('keeps a member post with paragraphs as one text', () => {
    expect(previewOf({ content: 'One.\n\nTwo.', isAiGenerated: false }).aiResponse).toBeNull();
  });

  it('previews an AI post as the question (150) and the answer (100)', () => {
    const preview = previewOf({ content: `${'q'.repeat(160)}\n\n${'r'.repeat(120)}`, isAiGenerated: true });
    expect(preview.text).toBe(`${'q'.repeat(150)}…`);
    expect(preview.aiResponse).toBe(`${'r'.repeat(100)}…`);
  });

  it('treats an AI post without a blank line as plain text', () => {
    expect(previewOf({ content: 'Only an answer.', isAiGenerated: true })).toEqual({ text: 'Only an answer.', aiResponse: null });
  });
});
