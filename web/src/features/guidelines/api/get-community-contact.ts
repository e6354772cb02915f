/** GET /api/community/contact: public; the grievance contact and the help lines this deployment names. */
import { useQuery } from '@tanstack/react-query';
import type { CommunityContact } from '#shared/types/community.ts';
import { api } from '@/lib/api-client.ts';
import { guidelinesKeys } from './keys.ts';

export const getCommunityContact = () => api.get<CommunityContact>('/api/community/contact');

export const useCommunityContact = () =>
  useQuery({
    queryKey: guidelinesKeys.contact(),
    queryFn: getCommunityContact,
    // Settings of the deployment: they change only with a deploy, and then a reload shows them.
    staleTime: Infinity,
  });
