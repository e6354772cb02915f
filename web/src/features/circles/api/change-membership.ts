/**
 * POST /api/circles/{id}/join | leave. Both take no body and answer the circle as it now is, so
 * one call serves them; each caller names its action.
 */
import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Circle, CirclePage } from '#shared/types/circle.ts';
import { api } from '@/lib/api-client.ts';
import { circleFeedKey } from '@/lib/query-keys.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';
import { circlesKeys } from './keys.ts';

export type MembershipAction = 'join' | 'leave';
export interface ChangeMembershipInput {
  circleId: string;
  action: MembershipAction;
}

export const changeMembership = ({ circleId, action }: ChangeMembershipInput) =>
  api.post<Circle>(`/api/circles/${encodeURIComponent(circleId)}/${action}`);

/**
 * The circle leaves the list it was in at once (Discover New Circles on joining, My Circles on
 * leaving): the lists are fetched again one after the other, and meanwhile the circle would show
 * in both. The list it moves to shows it when its new copy comes.
 */
function takeOutOfItsList(queryClient: QueryClient, circleId: string, action: MembershipAction): void {
  if (action === 'join') {
    queryClient.setQueryData<InfiniteData<CirclePage, string | null>>(circlesKeys.others(), (data) =>
      data && { ...data, pages: data.pages.map((page) => ({ ...page, circles: page.circles.filter((circle) => circle.id !== circleId) })) },
    );
  } else {
    queryClient.setQueryData<Circle[]>(circlesKeys.mine(), (circles) => circles?.filter((circle) => circle.id !== circleId));
  }
}

export function useChangeMembership(callbacks: MutationCallbacks<Circle, ChangeMembershipInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: changeMembership,
    onSuccess: (circle, input, ...rest) => {
      takeOutOfItsList(queryClient, input.circleId, input.action);
      return callbacks.onSuccess?.(circle, input, ...rest);
    },
    // Lists, the circle's page (its count, its member state), its members: all moved. Also after a
    // refusal, which may mean the circle changed (made private, gone) since the page was drawn.
    onSettled: async (circle, _error, { circleId, action }) => {
      await queryClient.invalidateQueries({ queryKey: circlesKeys.root });
      // Posts the member may no longer read do not stay in this tab (the page has stopped showing them).
      if (circle && action === 'leave') queryClient.removeQueries({ queryKey: circleFeedKey(circleId) });
    },
  });
}
