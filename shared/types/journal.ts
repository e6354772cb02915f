import type { GuideSource } from './ai-guru.ts';

/** Journal entries as their author reads them: nobody else ever sees one. */
export interface JournalEntry {
  id: string;
  title: string | null;
  content: string;
  createdAt: string;
  /** Equal to createdAt until the first edit; the web shows '(edited)' when they differ. */
  updatedAt: string;
}

/** Beyond the specification: the guide's reflection on one entry, shown once and stored nowhere. */
export interface JournalReflection {
  reflection: string;
  source: GuideSource;
  /** The entry signals crisis: the reflection is the guide's help resources. */
  crisis: boolean;
}
