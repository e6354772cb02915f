import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { REFERRER_PARAM } from '#shared/app-links.ts';
import type { MemberListEntry } from '#shared/types/user.ts';
import { useMembers } from '../api/get-members.ts';

/**
 * The referrer on the join form: the one the visitor chose or, until they choose, the member named
 * by `?referrer=<memberId>` (the link in a circle invitation email), when that member is in the
 * list. An id that is not there preselects nobody.
 */
export function useReferrerChoice() {
  const [params] = useSearchParams();
  const invitedBy = params.get(REFERRER_PARAM);
  const members = useMembers();
  const [chosen, setChosen] = useState<MemberListEntry | null>();
  const fromLink = (invitedBy && members.data?.find((member) => member.id === invitedBy)) || null;
  return [chosen === undefined ? fromLink : chosen, setChosen] as const;
}
