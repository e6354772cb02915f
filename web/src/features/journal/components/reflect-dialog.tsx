import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import type { GuideLanguage } from '#shared/ai-guru-schemas.ts';
import type { JournalEntry } from '#shared/types/journal.ts';
import { LabelledSelect } from '@/components/labelled-select.tsx';
import { OfflineBadge } from '@/components/offline-badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { defaultGuideLanguage, langOf, LANGUAGE_OPTIONS } from '@/lib/guide-languages.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useReflectOnJournalEntry } from '../api/reflect-on-journal-entry.ts';

/** The language, the request and its answer; unmounted on closing, so the reflection is gone with the dialog. */
function Reflection({ entryId }: { entryId: string }) {
  const [language, setLanguage] = useState<GuideLanguage>(defaultGuideLanguage);
  const reflect = useReflectOnJournalEntry({
    // A refusal (the day's allowance spent) says why in the server's words.
    onError: (error) => toastError(error, 'Failed to get guidance. Please try again.', { preferServerMessage: true }),
  });
  const shown = reflect.data && reflect.variables;
  return (
    <div className="grid gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <LabelledSelect label="Language" value={language} options={LANGUAGE_OPTIONS} onChange={setLanguage} className="sm:flex-1" />
        <Button onClick={() => reflect.mutate({ id: entryId, language })} disabled={reflect.isPending}>
          {reflect.isPending ? <Spinner /> : <Sparkles aria-hidden="true" className="size-5" />}
          {shown ? 'Reflect Again' : 'Reflect'}
        </Button>
      </div>
      {reflect.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Spinner />
          The guide is reflecting…
        </p>
      ) : shown ? (
        <section aria-label="The guide's reflection" className="grid gap-2 rounded-3xl border border-border bg-background px-5 py-4">
          <div className="flex flex-wrap items-center gap-2 text-sm font-medium text-muted-foreground">
            <span>The guide</span>
            <OfflineBadge source={reflect.data.source} />
          </div>
          <p lang={langOf(shown.language)} className="max-w-[65ch] whitespace-pre-line wrap-anywhere">
            {reflect.data.reflection}
          </p>
        </section>
      ) : null}
    </div>
  );
}

/**
 * Beyond the spec: the guide reflects on this one entry at the member's asking. The entry goes to
 * the guide for this answer alone; the answer is shown here and kept nowhere, not in the guide's
 * history either.
 */
export function ReflectDialog({ entry }: { entry: JournalEntry }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" className="mt-4">
          <Sparkles aria-hidden="true" className="size-5" />
          Reflect with the guide
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto">
        <DialogTitle>Reflect with the guide</DialogTitle>
        <DialogDescription className="wrap-anywhere">
          The guide reads {entry.title ? `“${entry.title}”` : 'this entry'} alone, only now. Its reflection is shown here and saved nowhere.
        </DialogDescription>
        <Reflection entryId={entry.id} />
      </DialogContent>
    </Dialog>
  );
}
