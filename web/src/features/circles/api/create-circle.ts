/** POST /api/circles: a new circle, its creator its first member; answers 201 with the circle. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCircleInput } from '#shared/circle-schemas.ts';
import type { Circle } from '#shared/types/circle.ts';
import { api } from '@/lib/api-client.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';
import { circlesKeys } from './keys.ts';

export const createCircle = (input: CreateCircleInput) => api.post<Circle>('/api/circles', input, { idempotent: true });

export function useCreateCircle(callbacks: MutationCallbacks<Circle, CreateCircleInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: createCircle,
    // The new circle leads My Circles.
    onSettled: (circle) => (circle ? queryClient.invalidateQueries({ queryKey: circlesKeys.root }) : undefined),
  });
}
