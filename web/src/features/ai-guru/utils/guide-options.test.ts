import { describe, expect, it } from 'vitest';
import { exportFileName } from '../api/export-conversations.ts';
import { langOf, LANGUAGE_OPTIONS, speechLangOf, WORD_COUNT_OPTIONS } from './guide-options.ts';

describe('the guide screen options', () => {
  it('offers the spec §9 lengths with their labels, and the three languages', () => {
    expect(WORD_COUNT_OPTIONS.map((option) => option.label)).toEqual([
      'Brief (50 words)',
      'Concise (100 words)',
      'Standard (200 words)',
      'Detailed (300 words)',
      'Comprehensive (500 words)',
      'In-depth (1000 words)',
    ]);
    expect(LANGUAGE_OPTIONS.map((option) => option.label)).toEqual(['English', 'Hindi', 'Hinglish']);
  });

  it('marks Hindi as Devanagari Hindi, Hinglish as Hindi in Latin script, anything else as English', () => {
    expect(langOf('hindi')).toBe('hi');
    expect(langOf('hinglish')).toBe('hi-Latn');
    expect(langOf('klingon')).toBe('en');
    expect(langOf(undefined)).toBe('en');
    expect(speechLangOf('hindi')).toBe('hi-IN');
  });

  it('names the export by the local date', () => {
    expect(exportFileName(new Date(2026, 0, 5, 23, 59))).toBe('ai-guru-conversations-2026-01-05.txt');
  });
});
