/** GET /api/push/public-key: the key this browser subscribes with; null where the server has no keys. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PushPublicKey } from '#shared/types/push.ts';
import { api } from '@/lib/api-client.ts';
import { pushKeys } from './keys.ts';

export const getPushPublicKey = () => api.get<PushPublicKey>('/api/push/public-key');

export const pushPublicKeyQueryOptions = () =>
  queryOptions({
    queryKey: pushKeys.publicKey(),
    queryFn: getPushPublicKey,
    // A deployment's key changes only with a new secret, and then only on a reload.
    staleTime: Infinity,
  });

export const usePushPublicKey = () => useQuery(pushPublicKeyQueryOptions());
