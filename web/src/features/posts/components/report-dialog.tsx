import { type FormEvent, type ReactElement, useId, useRef, useState } from 'react';
import { REPORTS } from '#shared/limits.ts';
import { reportSchema } from '#shared/post-schemas.ts';
import type { Post } from '#shared/types/post.ts';
import { CountedTextarea } from '@/components/counted-textarea.tsx';
import type { Arrival } from '@/components/deferred.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useSchemaForm } from '@/lib/use-schema-form.ts';
import { useReportPost } from '../api/report-post.ts';

function ReportForm({ post, onDone }: { post: Pick<Post, 'id'>; onDone: () => void }) {
  const id = useId();
  const { values, errors, change, submit } = useSchemaForm(reportSchema, { reason: '' });
  // The server's refusal (already reported, the day's limit) shown where the member is looking.
  const [refusal, setRefusal] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const send = useReportPost();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const { data } = submit();
    if (!data) {
      reasonRef.current?.focus();
      return;
    }
    send.mutate(
      { id: post.id, input: data },
      {
        onSuccess: () => {
          toast({ title: 'Report sent', description: 'Thank you. An admin will review this post.' });
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.status < 500 && error.status !== 401 && error.serverMessage) setRefusal(error.serverMessage);
          else toastError(error, 'Failed to send report. Please try again.');
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <CountedTextarea
        id={`${id}-reason`}
        name="reason"
        label="Reason"
        max={REPORTS.reasonMax}
        rows={4}
        placeholder="e.g. It mocks someone who shared something painful."
        value={values.reason}
        onChange={(value) => {
          setRefusal(null);
          change('reason', value);
        }}
        error={errors.reason}
        textareaRef={reasonRef}
      />
      {refusal ? (
        <p role="alert" className="text-base text-destructive">
          {refusal}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={send.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? <Spinner /> : null}
          Submit Report
        </Button>
      </div>
    </form>
  );
}

/** report-post-dialog.tsx's dialog, loaded when idle or pressed. */
export default function ReportDialog({ post, trigger, defaultOpen }: { post: Pick<Post, 'id' | 'parentId'>; trigger: ReactElement } & Arrival) {
  const [open, setOpen] = useState(defaultOpen);
  const what = post.parentId ? 'reflection' : 'post';
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogTitle>Report this {what}</DialogTitle>
        <DialogDescription>
          Tell the admins what is wrong with it. They see your reason, never your name, and its author is not told who reported it.
        </DialogDescription>
        {/* Mounted per opening, so each report starts on an empty form. */}
        {open ? <ReportForm post={post} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
