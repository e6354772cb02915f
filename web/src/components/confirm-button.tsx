import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog.tsx';
import { Button, type ButtonProps } from '@/components/ui/button.tsx';

interface ConfirmButtonProps {
  /** The button that opens the dialog. */
  children: ReactNode;
  disabled?: boolean;
  /** The button's own name when it shows only an icon (a journal entry's delete). */
  label?: string;
  size?: ButtonProps['size'];
  title: string;
  description: string;
  confirmLabel: string;
  destructive?: boolean;
  onConfirm: () => void;
}

/**
 * A button that asks first: the action runs only after the dialog's confirm button (deleting a
 * post, suspending a member). The dialog traps focus, Escape or Cancel backs out, and focus
 * returns to the button.
 */
export function ConfirmButton({ children, disabled, label, size, title, description, confirmLabel, destructive = false, onConfirm }: ConfirmButtonProps) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size={size} disabled={disabled} aria-label={label}>
          {children}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm} variant={destructive ? 'destructive' : 'default'}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
