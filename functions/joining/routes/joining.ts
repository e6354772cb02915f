/** Route group `joining`: the join process (pre-registration, referrer review) and the Virtual Self Program. */
import { meditationRegistrationSchema } from '#shared/meditation-schemas.ts';
import { preRegistrationSchema, referrerDecisionSchema } from '#shared/joining-schemas.ts';
import type { PreRegistrationAnswer } from '#shared/types/joining.ts';
import { createJoinRequest, decideAsReferrer, listReferrals, toReferralRequest } from '../items/join-request.ts';
import { createMeditationRegistration } from '../../meditation/items/meditation.ts';
import { createGroupHandler, parseBody } from '../../lib/handler.ts';
import { json } from '../../lib/http.ts';

export const handler = createGroupHandler('joining', {
  // Who asks to join is private: the answer is the same whatever became of the request.
  'POST /api/pre-registration': async ({ body }) => {
    await createJoinRequest(parseBody(preRegistrationSchema, body));
    return json(201, { received: true } satisfies PreRegistrationAnswer);
  },

  'GET /api/pre-registration/referrals': async ({ caller }) =>
    json(200, (await listReferrals(caller.user.id)).map(toReferralRequest)),

  'POST /api/pre-registration/{id}/referrer-decision': async ({ caller, body, params }) => {
    const { decision } = parseBody(referrerDecisionSchema, body);
    return json(200, toReferralRequest(await decideAsReferrer(caller.user.id, params.id, decision)));
  },

  'POST /api/meditation-registration': async ({ body }) => {
    await createMeditationRegistration(parseBody(meditationRegistrationSchema, body));
    return json(201, {
      success: true,
      message: 'Thank you for registering for the Virtual Self Program! I will get back in sometime.',
    });
  },
});
