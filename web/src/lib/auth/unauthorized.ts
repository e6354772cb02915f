/**
 * Spec §8: a 401 from a data call while the person was signed in means the session ended under
 * them. Say so, then send them through sign-in again, back to where they were.
 */
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths.ts';
import { UNAUTHORIZED_REDIRECT_DELAY } from '@/config/limits.ts';
import { libMessages } from '../messages/index.ts';
import { toast } from '../toast.ts';
import { authKeys } from '../query-keys.ts';

let redirecting = false;

export function handleUnauthorized(queryClient: QueryClient): void {
  if (redirecting || !queryClient.getQueryData(authKeys.user())) return;
  redirecting = true;
  // Destructive, as the content spec's "Not authenticated" state has it.
  toast({ title: libMessages.say('unauthorized.title'), description: libMessages.say('unauthorized.body'), variant: 'destructive' });
  const here = `${window.location.pathname}${window.location.search}`;
  window.setTimeout(() => {
    window.location.href = paths.api.login.getHref(here);
  }, UNAUTHORIZED_REDIRECT_DELAY);
}
