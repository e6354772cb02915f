import { UserPlus } from 'lucide-react';
import type { Circle } from '#shared/types/circle.ts';
import { Button, type ButtonProps } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useChangeMembership } from '../api/change-membership.ts';

/** Spec §8: a refusal because the circle is private has its own toast; anything else the generic one. */
function joinFailed(error: Error) {
  if (isApiError(error, 403) && error.code === 'private_circle') {
    toast({ title: 'Private Circle', description: 'This is a private circle. You need an invitation to join.', variant: 'destructive' });
  } else {
    toastError(error, 'Failed to join circle. Please try again.');
  }
}

/**
 * Joining a public circle, wherever one is offered (a circle card, the circle's page, the home
 * feed's suggestion). The toast says it worked, since the button itself goes away.
 */
export function JoinCircleButton({
  circle,
  children = 'Join',
  ...props
}: { circle: Pick<Circle, 'id'> } & Omit<ButtonProps, 'onClick' | 'disabled'>) {
  const join = useChangeMembership({
    onSuccess: (joined) => toast({ title: 'You joined the circle', description: joined.name }),
    onError: joinFailed,
  });
  return (
    <Button {...props} disabled={join.isPending} onClick={() => join.mutate({ circleId: circle.id, action: 'join' })}>
      {join.isPending ? <Spinner /> : <UserPlus aria-hidden="true" className="size-5" />}
      {children}
    </Button>
  );
}
