/** Route group `journal`: a member's private journal, sealed at rest and readable by its author alone (and the guide's reflection on one entry, at the author's asking). */
import { createJournalEntrySchema, updateJournalEntrySchema } from '#shared/journal-schemas.ts';
import { careForWriting, withCare } from '../../lib/ai/care.ts';
import { createJournalEntry, deleteJournalEntry, listJournal, updateJournalEntry } from '../items/journal.ts';
import { createGroupHandler, parseBody } from '../../lib/handler.ts';
import { json } from '../../lib/http.ts';
import { reflect } from './reflect.ts';

const SEALED = { sealed: true };

export const handler = createGroupHandler('journal', {
  'GET /api/journal': async ({ caller }) => json(200, await listJournal(caller.user.id)),
  // Words that signal crisis: the card for the writer alone; nothing is stored or told of it (docs/care.md).
  'POST /api/journal': async ({ caller, body }) => {
    const entry = parseBody(createJournalEntrySchema, body);
    const [created, care] = await Promise.all([createJournalEntry(caller.user.id, entry), careForWriting([entry.title ?? '', entry.content], SEALED)]);
    return json(201, withCare(created, care));
  },
  'PUT /api/journal/{id}': async ({ caller, body, params }) => {
    const { content } = parseBody(updateJournalEntrySchema, body);
    const [updated, care] = await Promise.all([updateJournalEntry(caller.user.id, params.id, content), careForWriting([content], SEALED)]);
    return json(200, withCare(updated, care));
  },
  'DELETE /api/journal/{id}': async ({ caller, params }) => {
    await deleteJournalEntry(caller.user.id, params.id);
    return json(200, { success: true });
  },
  'POST /api/journal/{id}/reflect': async ({ caller, body, params }) => json(200, await reflect(caller.user.id, params.id, body)),
});
