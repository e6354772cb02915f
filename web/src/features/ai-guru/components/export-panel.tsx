import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/lib/toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useExportConversations } from '../api/export-conversations.ts';

/** Spec §2 Export: every stored exchange as a text file named by the date. */
export function ExportPanel({ count }: { count: number | undefined }) {
  const download = useExportConversations({
    onSuccess: () => toast({ title: 'Export Complete', description: 'Your conversations were saved as a text file.' }),
    onError: (error) => toastError(error, 'Unable to export conversations. Please try again.', { title: 'Export Failed' }),
  });
  return (
    <div className="grid justify-items-start gap-4">
      <p className="max-w-[65ch] text-muted-foreground">
        Download every question you have asked and every answer, as a plain text file to keep or print. Only you can download it.
      </p>
      <Button onClick={() => download.mutate()} disabled={download.isPending || count === 0}>
        {download.isPending ? <Spinner /> : <Download aria-hidden="true" className="size-5" />}
        Download conversations
      </Button>
    </div>
  );
}
