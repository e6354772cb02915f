/** Route group `journal`: a member's private journal, sealed at rest and readable by its author alone (and the guide's reflection on one entry, at the author's asking). */
import { createJournalEntrySchema, updateJournalEntrySchema } from '#shared/journal-schemas.ts';
import { createJournalEntry, deleteJournalEntry, listJournal, updateJournalEntry } from '../lib/entities/journal.ts';
import { createGroupHandler, parseBody } from '../lib/handler.ts';
import { json } from '../lib/http.ts';
import { reflect } from './reflect.ts';

export const handler = createGroupHandler('journal', {
  'GET /api/journal': async ({ caller }) => json(200, await listJournal(caller.user.id)),
  'POST /api/journal': async ({ caller, body }) => json(201, await createJournalEntry(caller.user.id, parseBody(createJournalEntrySchema, body))),
  'PUT /api/journal/{id}': async ({ caller, body, params }) => {
    const { content } = parseBody(updateJournalEntrySchema, body);
    return json(200, await updateJournalEntry(caller.user.id, params.id!, content));
  },
  'DELETE /api/journal/{id}': async ({ caller, params }) => {
    await deleteJournalEntry(caller.user.id, params.id!);
    return json(200, { success: true });
  },
  'POST /api/journal/{id}/reflect': async ({ caller, body, params }) => json(200, await reflect(caller.user.id, params.id!, body)),
});
