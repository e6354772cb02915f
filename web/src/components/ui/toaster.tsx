import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { TOAST } from '@/config/limits.ts';
import { useT } from '@/lib/i18n.tsx';
import { libMessages } from '@/lib/messages/index.ts';
import { closeToast, useToasts } from '@/lib/toast.ts';
import { cn } from '@/lib/utils.ts';
import { componentMessages } from '../messages/index.ts';

/**
 * Radix Toast gives the spec's behaviour: announced to screen readers, F8 jumps to the region,
 * swipe right to dismiss, and a pause while hovered or focused.
 */
export function Toaster() {
  const t = useT(componentMessages);
  // The words of toasts raised outside components (lib/messages) are ready before any is shown.
  useT(libMessages);
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST.duration} swipeDirection="right" swipeThreshold={TOAST.swipeThreshold}>
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          data-variant={item.variant ?? 'default'}
          onOpenChange={(open) => {
            if (!open) closeToast(item.id);
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-12 shadow-lg',
            'data-[state=open]:animate-toast-in data-[state=closed]:animate-fade-out data-[swipe=end]:animate-toast-out',
            'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
            item.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'border-border bg-card text-card-foreground',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description className="leading-snug">{item.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label={t('dismissToast')}
            className="absolute top-1.5 right-1.5 inline-flex size-11 items-center justify-center rounded-xl opacity-80 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-5" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/*
        At the top: a screen's primary action sits low (a form's submit button, the gate cards' Sign
        Out, the floating create button), where the hand is when the toast appears.
      */}
      <ToastPrimitive.Viewport className="fixed top-0 right-0 z-100 flex w-full max-w-md flex-col gap-2 p-4 pt-[max(1rem,env(safe-area-inset-top))] outline-none" />
    </ToastPrimitive.Provider>
  );
}
