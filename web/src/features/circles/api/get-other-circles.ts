/** GET /api/circles: the circles the member has not joined, newest first, private ones included. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Circle } from '#shared/types/circle.ts';
import { api } from '@/lib/api-client.ts';
import { circlesKeys } from './keys.ts';

export const getOtherCircles = (signal?: AbortSignal) => api.get<Circle[]>('/api/circles', { signal });

export const otherCirclesQueryOptions = () =>
  queryOptions({
    queryKey: circlesKeys.others(),
    queryFn: ({ signal }) => getOtherCircles(signal),
  });

export const useOtherCircles = () => useQuery(otherCirclesQueryOptions());
