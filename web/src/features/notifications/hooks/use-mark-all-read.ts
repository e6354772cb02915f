import { toast } from '@/lib/toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';

/** Mark All Read with the specification's toasts, the same on the page and in the bell's popover. */
export const useMarkAllReadWithToasts = () =>
  useMarkAllNotificationsRead({
    onSuccess: () => toast({ title: 'All notifications marked as read' }),
    onError: (error) => toastError(error, 'Failed to mark all notifications as read.'),
  });
