/** Who is asking: what the gate (lib/handler.ts) found for a signed-in request, handed to its route. */
import type { UserItem } from './account.ts';
import type { SessionRef } from './auth/session.ts';
import type { IdClaims } from './auth/tokens.ts';

export interface Caller {
  claims: IdClaims;
  user: UserItem;
  /** This browser's session, found live by the gate (what a push subscription belongs to). */
  session: SessionRef;
}
