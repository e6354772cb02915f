/** Route group `members`: the public persona list and avatar images. */
import { AVATAR_GRADIENTS, avatarStyleOf } from '#shared/avatars.ts';
import type { MemberListEntry } from '#shared/types/user.ts';
import { listUsersByStatus } from '../lib/entities/user.ts';
import { createGroupHandler } from '../lib/handler.ts';
import { json } from '../lib/http.ts';
import { publicName } from '../lib/persona.ts';

export const handler = createGroupHandler('members', {
  // Public by the specification (the join page searches it signed out): id, name and avatar only.
  'GET /api/members': async () => {
    const members = await listUsersByStatus('approved');
    return json(
      200,
      members.map((m): MemberListEntry => ({ id: m.id, anonymousName: publicName(m), avatar: m.avatar })),
    );
  },

  'GET /api/avatar/{avatarKey}': async ({ params }) => {
    const { from, to } = AVATAR_GRADIENTS[avatarStyleOf(params.avatarKey)];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="64" height="64" rx="32" fill="url(#g)"/></svg>`;
    return {
      statusCode: 200,
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
      body: svg,
    };
  },
});
