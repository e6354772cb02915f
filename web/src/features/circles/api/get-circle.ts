/** GET /api/circles/{id}: a circle's header, with the viewer's membership and request to join. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Circle } from '#shared/types/circle.ts';
import { api } from '@/lib/api-client.ts';
import { circlesKeys } from './keys.ts';

export const getCircle = (id: string, signal?: AbortSignal) => api.get<Circle>(`/api/circles/${encodeURIComponent(id)}`, { signal });

export const circleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: circlesKeys.detail(id),
    queryFn: ({ signal }) => getCircle(id, signal),
  });

export const useCircle = (id: string) => useQuery(circleQueryOptions(id));
