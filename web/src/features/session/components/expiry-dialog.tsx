import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useT } from '@/lib/i18n.tsx';
import type { SessionExpiryWarning } from '../hooks/use-session-expiry-warning.ts';
import { sessionMessages } from '../messages/index.ts';

/** The warning itself, loaded the first time it opens (session-expiry-dialog.tsx). */
export default function ExpiryDialog({ warning: { open, minutes, extending, extend, dismiss } }: { warning: SessionExpiryWarning }) {
  const t = useT(sessionMessages);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) dismiss();
      }}
    >
      <DialogContent>
        <DialogTitle>{t('expiry.title')}</DialogTitle>
        <DialogDescription>{t('expiry.description', { minutes })}</DialogDescription>
        <div className="flex justify-end">
          <Button onClick={() => void extend()} disabled={extending}>
            {extending ? <Spinner /> : null}
            {t('expiry.extend')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
