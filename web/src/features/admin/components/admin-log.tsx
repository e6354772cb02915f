import { ScrollText } from 'lucide-react';
import { useId, useState } from 'react';
import type { AdminAction, AdminLogEntry } from '#shared/types/admin.ts';
import { EmptyState } from '@/components/empty-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { useAdminLog } from '../api/get-admin-log.ts';
import { ListError, ListSkeleton } from './list-states.tsx';

const ACTION_LABELS: Record<AdminAction, string> = {
  approve_user: 'Approved member',
  reject_user: 'Rejected member',
  suspend_user: 'Suspended member',
  reinstate_user: 'Reinstated member',
  approve_join_request: 'Approved join request',
  reject_join_request: 'Rejected join request',
  registration_status: 'Changed registration status',
  delete_post: 'Deleted post',
  delete_circle: 'Deleted circle',
  dismiss_reports: 'Dismissed reports',
  care_looked_after: 'Looked after a post that needed care',
  export: 'Exported data',
  erase_account: 'Account erased',
  moderation_settings: 'Changed auto-moderation',
  quarantine_post: 'Hid post for review',
  auto_delete_post: 'Deleted post automatically',
  flag_post: 'Flagged post',
};

function Entry({ entry }: { entry: AdminLogEntry }) {
  const target = entry.target.label ?? (entry.action === 'export' ? null : entry.target.id);
  return (
    <li className="grid gap-0.5 border-b border-border py-3 last:border-b-0">
      <p className="min-w-0 break-words">
        <span className="font-medium">{ACTION_LABELS[entry.action]}</span>
        {target ? <span className="text-muted-foreground">: </span> : null}
        {target ? <span>{target}</span> : null}
        {entry.detail ? <span className="text-muted-foreground"> ({entry.detail})</span> : null}
      </p>
      <p className="text-sm text-muted-foreground">
        by {entry.admin.name} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </p>
    </li>
  );
}

function LogEntries() {
  const log = useAdminLog();
  if (log.isPending) return <ListSkeleton label="Loading the admin log" count={1} />;
  if (log.isError) return <ListError title="The admin log could not be loaded" onRetry={() => void log.refetch()} />;
  if (!log.data.length) {
    return (
      <EmptyState icon={ScrollText} title="Nothing recorded yet" headingLevel="h3">
        Approvals, suspensions, deletions and exports appear here as admins make them.
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-3">
      <ol aria-label="Admin actions, newest first">
        {log.data.map((entry) => (
          <Entry key={entry.id} entry={entry} />
        ))}
      </ol>
      {log.hasNextPage ? (
        <Button variant="outline" className="justify-self-start" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
          {log.isFetchingNextPage ? <Spinner /> : null}
          Show older actions
        </Button>
      ) : null}
    </div>
  );
}

/**
 * What admins did (issue 12 §5), newest first: its own section below the eight tabs, closed until
 * asked for, so opening it always reads the log afresh (docs/decisions.md).
 */
export function AdminLog() {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3 rounded-2xl border border-border bg-card p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`${id}-heading`} className="text-xl font-semibold">
            Admin log
          </h2>
          <p className="text-muted-foreground">Every admin action, who made it and when. Nobody can change or remove an entry.</p>
        </div>
        <Button variant="outline" aria-expanded={open} aria-controls={`${id}-entries`} onClick={() => setOpen((value) => !value)}>
          {open ? 'Hide admin log' : 'Show admin log'}
        </Button>
      </div>
      <div id={`${id}-entries`} hidden={!open}>
        {open ? <LogEntries /> : null}
      </div>
    </section>
  );
}
