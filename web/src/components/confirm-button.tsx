import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button.tsx';
import type { ConfirmDialogProps } from './confirm-dialog.tsx';
import { deferred, sameTrigger } from './deferred.tsx';

const ConfirmDialog = deferred(() => import('./confirm-dialog.tsx'));

interface ConfirmButtonProps extends ConfirmDialogProps {
  /** The button that opens the dialog. */
  children: ReactNode;
  disabled?: boolean;
  /** The button's own name when it shows only an icon (a journal entry's delete). */
  label?: string;
  size?: ButtonProps['size'];
}

/**
 * A button that asks first: the action runs only after the dialog's confirm button (deleting a
 * post, suspending a member). The dialog traps focus, Escape or Cancel backs out, and focus
 * returns to the button.
 */
export function ConfirmButton({ children, disabled, label, size, ...dialog }: ConfirmButtonProps) {
  const trigger = (
    <Button variant="outline" size={size} disabled={disabled} aria-label={label}>
      {children}
    </Button>
  );
  return <ConfirmDialog {...dialog} trigger={trigger} standIn={sameTrigger(trigger, 'dialog')} />;
}
