/** POST /api/user/erase: the caller's account is erased and this browser signed out (issue 15 §2). */
import { useMutation } from '@tanstack/react-query';
import type { EraseAccountInput } from '#shared/privacy-schemas.ts';
import { api } from '@/lib/api-client.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';

const eraseAccount = (input: EraseAccountInput) => api.post<{ erased: true }>('/api/user/erase', input);

export const useEraseAccount = (callbacks: MutationCallbacks<{ erased: true }, EraseAccountInput> = {}) =>
  useMutation({ ...callbacks, mutationFn: eraseAccount });
