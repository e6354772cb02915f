import { Download, ShieldCheck, UserRoundCheck } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { AUTO_DELETE_CHOICES, QUARANTINE_CHOICES, reportsLabel, type ModerationSettings } from '#shared/moderation-schemas.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { toast } from '@/lib/toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useModerationSettings } from '../api/get-moderation-settings.ts';
import { useUpdateModerationSettings } from '../api/update-moderation-settings.ts';
import { ListError, ListSkeleton } from './list-states.tsx';

/** An admin option: its icon, title and explanation, and the action (Settings, Export). */
export function SettingRow({ icon: Icon, title, children, action }: { icon: typeof Download; title: string; children: ReactNode; action: ReactNode }) {
  return (
    <Card className="flex flex-wrap items-center gap-4">
      <div className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon aria-hidden="true" className="size-5" />
      </div>
      <div className="min-w-0 flex-1 basis-60">
        <h3 className="font-semibold">{title}</h3>
        <div className="text-muted-foreground">{children}</div>
      </div>
      {action}
    </Card>
  );
}

function ToggleRow({ id, label, checked, disabled, onChange }: { id: string; label: string; checked: boolean; disabled: boolean; onChange: (value: boolean) => void }) {
  return (
    <div className="flex items-center justify-between gap-4">
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
      <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onChange} />
    </div>
  );
}

interface ThresholdSelectProps {
  id: string;
  label: string;
  value: number;
  choices: readonly number[];
  disabled: boolean;
  onChange: (value: number) => void;
}

function ThresholdSelect({ id, label, value, choices, disabled, onChange }: ThresholdSelectProps) {
  return (
    <div className="grid gap-2">
      <Label id={id}>{label}</Label>
      <Select value={String(value)} disabled={disabled} onValueChange={(next) => onChange(Number(next))}>
        <SelectTrigger aria-labelledby={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {choices.map((choice) => (
            <SelectItem key={choice} value={String(choice)}>
              {reportsLabel(choice)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/**
 * Auto-moderation (issue 31 §3): stored on the server and shared by every admin. Each change is
 * saved at once (the admin log records it); while it saves, the switches show the new value and wait.
 */
function AutoModerationCard() {
  const id = useId();
  const settings = useModerationSettings();
  const save = useUpdateModerationSettings({
    onSuccess: () => toast({ title: 'Auto-moderation saved', description: 'Every admin now sees these settings.' }),
    onError: (error) => toastError(error, 'Failed to save auto-moderation. Please try again.', { preferServerMessage: true }),
  });
  if (settings.isPending) return <ListSkeleton label="Loading auto-moderation" count={1} />;
  if (settings.isError) return <ListError title="We couldn't load auto-moderation" onRetry={() => void settings.refetch()} />;
  const shown = save.isPending ? save.variables : settings.data;
  const set = <K extends keyof ModerationSettings>(key: K, value: ModerationSettings[K]) => save.mutate({ ...shown, [key]: value });
  const busy = save.isPending;

  return (
    <Card className="grid gap-5" aria-busy={busy}>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <ShieldCheck aria-hidden="true" className="size-5" />
        </div>
        <div className="min-w-0 flex-1 basis-60">
          <h3 className="font-semibold">
            <label htmlFor={`${id}-moderation`}>Auto-moderation</label>
          </h3>
          <p className="text-muted-foreground">
            Watches over new posts and reports while no admin is here. Shared by every admin; each change is saved at once and kept in the admin log.
          </p>
        </div>
        <Switch id={`${id}-moderation`} checked={shown.enabled} disabled={busy} onCheckedChange={(value) => set('enabled', value)} />
      </div>
      {shown.enabled ? (
        <div className="grid gap-4 border-t border-border pt-5">
          <ToggleRow id={`${id}-inappropriate`} label="Flag inappropriate content" checked={shown.flagInappropriateContent} disabled={busy} onChange={(v) => set('flagInappropriateContent', v)} />
          <ToggleRow id={`${id}-spam`} label="Flag spam" checked={shown.flagSpamContent} disabled={busy} onChange={(v) => set('flagSpamContent', v)} />
          <ToggleRow id={`${id}-harassment`} label="Flag harassment" checked={shown.flagHarassment} disabled={busy} onChange={(v) => set('flagHarassment', v)} />
          <ToggleRow id={`${id}-notify`} label="Notify admins" checked={shown.notifyAdmins} disabled={busy} onChange={(v) => set('notifyAdmins', v)} />
          <div className="grid gap-4 sm:grid-cols-2">
            <ThresholdSelect id={`${id}-delete`} label="Delete automatically" value={shown.autoDeleteThreshold} choices={AUTO_DELETE_CHOICES} disabled={busy} onChange={(v) => set('autoDeleteThreshold', v)} />
            <ThresholdSelect id={`${id}-quarantine`} label="Hide for review" value={shown.quarantineThreshold} choices={QUARANTINE_CHOICES} disabled={busy} onChange={(v) => set('quarantineThreshold', v)} />
          </div>
          <p className="text-sm text-muted-foreground">
            Flags only put a post in Reports for an admin to decide. Reports count each member once; a post hidden for review stays visible to its author until an admin dismisses the reports or deletes it.
          </p>
        </div>
      ) : null}
    </Card>
  );
}

export function SettingsTab() {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <div>
        <h2 id={`${id}-heading`} className="text-xl font-semibold">
          Settings
        </h2>
        <p className="text-muted-foreground">How the community looks after itself. Auto-approval and exports are still set elsewhere.</p>
      </div>

      <SettingRow
        icon={UserRoundCheck}
        title="Auto-approve new users"
        action={
          <Button variant="outline" disabled>
            Configure
          </Button>
        }
      >
        Every new member is approved by hand for now. Configuring this arrives with a later release.
      </SettingRow>

      <AutoModerationCard />

      <SettingRow
        icon={Download}
        title="Data export"
        action={
          <Button variant="outline" disabled>
            Export Data
          </Button>
        }
      >
        Users, posts and circles are exported as CSV files from the Export tab.
      </SettingRow>
    </section>
  );
}
