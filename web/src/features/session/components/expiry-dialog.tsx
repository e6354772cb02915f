import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { expiryWarningText } from '@/lib/auth/session-expiry.ts';
import type { SessionExpiryWarning } from '../hooks/use-session-expiry-warning.ts';

/** The warning itself, loaded the first time it opens (session-expiry-dialog.tsx). */
export default function ExpiryDialog({ warning: { open, minutes, extending, extend, dismiss } }: { warning: SessionExpiryWarning }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) dismiss();
      }}
    >
      <DialogContent>
        <DialogTitle>Session Expiring Soon</DialogTitle>
        <DialogDescription>{expiryWarningText(minutes)}</DialogDescription>
        <div className="flex justify-end">
          <Button onClick={() => void extend()} disabled={extending}>
            {extending ? <Spinner /> : null}
            Extend Session
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
