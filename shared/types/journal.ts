/** Journal entries as their author reads them: nobody else ever sees one. */
export interface JournalEntry {
  id: string;
  title: string | null;
  content: string;
  createdAt: string;
  /** Equal to createdAt until the first edit; the web shows '(edited)' when they differ. */
  updatedAt: string;
}
