/**
 * PATCH /api/user/time-zone: the member's "today" (the circles' "N new posts today") is counted in
 * their own zone, kept on the member so that every device and list answers the same
 * (docs/decisions.md "The member's own day"). The browser sends its zone when it differs from the
 * kept one: once at sign-in, and again only after a move to another zone or device in another.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { browserTimeZone } from '#shared/time-zone.ts';
import type { User } from '#shared/types/user.ts';
import { api } from '../api-client.ts';
import { authKeys, circlesRootKey } from '../query-keys.ts';
import { gateOf } from './gate.ts';
import { useCurrentUser } from './get-current-user.ts';

const updateTimeZone = (timeZone: string) => api.patch<User>('/api/user/time-zone', { timeZone });

const UTC = 'UTC';

export function useTimeZoneSync(): void {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  // One attempt per member and zone: a refusal is not worth asking again in the same tab.
  const sent = useRef<string | null>(null);
  const zone = browserTimeZone();
  // None kept counts as UTC already: a browser in UTC has nothing to tell.
  const kept = user?.timeZone ?? UTC;
  const wanted = user && gateOf(user) === 'member' && zone && kept !== zone ? `${user.id}:${zone}` : null;

  useEffect(() => {
    if (!wanted || !zone || sent.current === wanted) return;
    sent.current = wanted;
    updateTimeZone(zone).then(
      async (updated) => {
        // The answer is the fresh user: nothing to ask again.
        queryClient.setQueryData(authKeys.user(), updated);
        // The counts already shown were of the day of the zone kept before (none: UTC's).
        await queryClient.invalidateQueries({ queryKey: circlesRootKey });
      },
      (error: unknown) => console.warn('Time zone not kept:', error instanceof Error ? error.message : error),
    );
  }, [queryClient, wanted, zone]);
}
