/** GET /api/user/circles: the circles the member belongs to, most recently joined first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Circle } from '#shared/types/circle.ts';
import { api } from '@/lib/api-client.ts';
import { circlesKeys } from './keys.ts';

export const getMyCircles = (signal?: AbortSignal) => api.get<Circle[]>('/api/user/circles', { signal });

export const myCirclesQueryOptions = () =>
  queryOptions({
    queryKey: circlesKeys.mine(),
    queryFn: ({ signal }) => getMyCircles(signal),
  });

export const useMyCircles = () => useQuery(myCirclesQueryOptions());
