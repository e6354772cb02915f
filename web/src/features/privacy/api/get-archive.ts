/**
 * GET /api/user/archive: the member's latest archive. While one is being prepared the card asks
 * again every few seconds, so its progress moves and it turns ready by itself; a member who leaves
 * the page and comes back finds it where it is.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SECOND } from '#shared/limits.ts';
import type { ArchiveState } from '#shared/types/archive.ts';
import { api } from '@/lib/api-client.ts';
import { privacyKeys } from './keys.ts';

/** A step of preparing takes a second or a few (docs/archive.md). */
const PREPARING_POLL_MS = 2 * SECOND;

export const getArchive = (signal?: AbortSignal) => api.get<ArchiveState>('/api/user/archive', { signal });

export const archiveQueryOptions = () =>
  queryOptions({
    queryKey: privacyKeys.archive(),
    queryFn: ({ signal }) => getArchive(signal),
    refetchInterval: (query) => (query.state.data?.status === 'preparing' ? PREPARING_POLL_MS : false),
  });

export const useArchive = () => useQuery(archiveQueryOptions());
