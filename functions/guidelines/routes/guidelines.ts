/** Route group `guidelines`: what the Community Guidelines page publishes, signed out (docs/decisions.md "Someone to write to"). */
import type { CommunityContact } from '#shared/types/community.ts';
import { CARE_LINES } from '../../lib/config.ts';
import { GRIEVANCE_CONTACT } from '../../lib/grievance-contact.ts';
import { createGroupHandler } from '../../lib/handler.ts';
import { json } from '../../lib/http.ts';

const CONTACT: CommunityContact = {
  grievance: GRIEVANCE_CONTACT,
  helplines: CARE_LINES.helplines,
  emergencyNumber: CARE_LINES.emergencyNumber,
};

export const handler = createGroupHandler('guidelines', {
  // The deployment's settings, the same for everyone: nothing of any member.
  'GET /api/community/contact': async () => json(200, CONTACT),
});
