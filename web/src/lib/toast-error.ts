import { isApiError } from './api-client.ts';
import { libMessages } from './messages/index.ts';
import { toast } from './toast.ts';
import { translateMessage } from './translate-message.ts';

interface ToastErrorOptions {
  title?: string;
  /** Show the server's own message for a refusal (4xx) when it sent one; the spec does so for some forms. */
  preferServerMessage?: boolean;
}

/**
 * The destructive toast for a failed call. A lapsed session (401) is already handled once,
 * globally (its own toast, then sign-in again), so it raises nothing here.
 */
export function toastError(error: unknown, fallback: string, { title = libMessages.say('error'), preferServerMessage = false }: ToastErrorOptions = {}): void {
  if (isApiError(error, 401)) return;
  // A limit reached always says so, and when to try again: the generic failure would invite an at-once retry.
  const serverMessage = (preferServerMessage || isApiError(error, 429)) && isApiError(error) && error.status < 500 ? error.serverMessage : null;
  toast({ title, description: serverMessage ? translateMessage(serverMessage) : fallback, variant: 'destructive' });
}
