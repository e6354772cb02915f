import { CircleDot, Download, MessageSquareText, Users } from 'lucide-react';
import { useId } from 'react';
import type { ExportType } from '#shared/types/admin.ts';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/lib/toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { type ExportResult, useExportData } from '../api/export-data.ts';
import { SettingRow } from './settings-tab.tsx';

const EXPORTS: { type: ExportType; title: string; icon: typeof Users; description: string }[] = [
  { type: 'users', title: 'Users', icon: Users, description: 'Every account with its email, names, persona, status and join date.' },
  { type: 'posts', title: 'Posts', icon: MessageSquareText, description: 'Posts and replies with their author, circle, date and reaction total.' },
  { type: 'circles', title: 'Circles', icon: CircleDot, description: 'Every circle with its privacy, creator, member count and date.' },
];

const rowsPhrase = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;

const completed = ({ filename, rows, truncated }: ExportResult) =>
  toast({
    title: 'Export Complete',
    description: truncated
      ? `${filename} holds the newest ${rowsPhrase(rows)}: the export stops there to stay within its size limit.`
      : `${filename} was saved with ${rowsPhrase(rows)}.`,
  });

/** Spec §2 Export, §7: users, posts or circles as a CSV file. Direct messages and journals are never exported. */
export function ExportTab() {
  const id = useId();
  const exporting = useExportData({
    onSuccess: completed,
    onError: (error) => toastError(error, 'Failed to export data. Please try again.', { title: 'Export Failed' }),
  });
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <div>
        <h2 id={`${id}-heading`} className="text-xl font-semibold">
          Export data
        </h2>
        <p className="max-w-[65ch] text-muted-foreground">
          Download a CSV file to open in a spreadsheet. Direct messages and journal entries are private and never exported. Each export is recorded in the admin log.
        </p>
      </div>
      <ul className="grid gap-4">
        {EXPORTS.map(({ type, title, icon, description }) => (
          <li key={type}>
            <SettingRow
              icon={icon}
              title={title}
              action={
                <Button variant="outline" onClick={() => exporting.mutate(type)} disabled={exporting.isPending}>
                  {exporting.isPending && exporting.variables === type ? <Spinner /> : <Download aria-hidden="true" className="size-5" />}
                  Export {title}
                </Button>
              }
            >
              {description}
            </SettingRow>
          </li>
        ))}
      </ul>
    </section>
  );
}
