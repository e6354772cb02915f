/** GET /api/pre-registration/referrals: the join requests that name the signed-in member as referrer. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferralRequest } from '#shared/types/joining.ts';
import { api } from '@/lib/api-client.ts';
import { joiningKeys } from './keys.ts';

export const getReferrals = () => api.get<ReferralRequest[]>('/api/pre-registration/referrals');

export const referralsQueryOptions = () =>
  queryOptions({
    queryKey: joiningKeys.referrals(),
    queryFn: getReferrals,
  });

export const useReferrals = () => useQuery(referralsQueryOptions());
