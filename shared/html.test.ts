import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.ts';

describe('escapeHtml, the one escape of the share page, the mails, the local sign-in pages and the pre-rendered titles', () => {
  it('escapes what could end an element or a quoted attribute, ampersands first', () => {
    expect(escapeHtml(`Tom & "Jerry's" <b>`)).toBe('Tom &amp; &quot;Jerry&#39;s&quot; &lt;b&gt;');
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
  });
});
