import { Download, ShieldCheck, UserRoundCheck } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { Switch } from '@/components/ui/switch.tsx';

/** Spec §9: kept on this page only, never sent to a server. */
interface AutoModeration {
  enabled: boolean;
  flagInappropriateContent: boolean;
  flagSpamContent: boolean;
  flagHarassment: boolean;
  notifyAdmins: boolean;
  autoDeleteThreshold: number;
  quarantineThreshold: number;
}

const DEFAULT_AUTO_MODERATION: AutoModeration = {
  enabled: false,
  flagInappropriateContent: true,
  flagSpamContent: true,
  flagHarassment: true,
  notifyAdmins: true,
  autoDeleteThreshold: 3,
  quarantineThreshold: 2,
};

const AUTO_DELETE_CHOICES = [1, 2, 3, 5, 0];
const QUARANTINE_CHOICES = [1, 2, 3, 0];
const reportsLabel = (n: number) => (n === 0 ? 'Never' : `After ${n} ${n === 1 ? 'report' : 'reports'}`);

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

function ToggleRow({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <div className="flex items-center justify-between gap-4">
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}

function ThresholdSelect({ id, label, value, choices, onChange }: { id: string; label: string; value: number; choices: number[]; onChange: (value: number) => void }) {
  return (
    <div className="grid gap-2">
      <Label id={id}>{label}</Label>
      <Select value={String(value)} onValueChange={(next) => onChange(Number(next))}>
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

export function SettingsTab() {
  const id = useId();
  const [moderation, setModeration] = useState(DEFAULT_AUTO_MODERATION);
  const set = <K extends keyof AutoModeration>(key: K, value: AutoModeration[K]) =>
    setModeration((current) => ({ ...current, [key]: value }));

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <div>
        <h2 id={`${id}-heading`} className="text-xl font-semibold">
          Settings
        </h2>
        <p className="text-muted-foreground">Placeholders for what comes next. Nothing here is saved yet.</p>
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

      <Card className="grid gap-5">
        <div className="flex flex-wrap items-center gap-4">
          <div className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <ShieldCheck aria-hidden="true" className="size-5" />
          </div>
          <div className="min-w-0 flex-1 basis-60">
            <h3 className="font-semibold">
              <label htmlFor={`${id}-moderation`}>Auto-moderation</label>
            </h3>
            <p className="text-muted-foreground">Kept on this page only, and not sent anywhere.</p>
          </div>
          <Switch id={`${id}-moderation`} checked={moderation.enabled} onCheckedChange={(value) => set('enabled', value)} />
        </div>
        {moderation.enabled ? (
          <div className="grid gap-4 border-t border-border pt-5">
            <ToggleRow id={`${id}-inappropriate`} label="Flag inappropriate content" checked={moderation.flagInappropriateContent} onChange={(v) => set('flagInappropriateContent', v)} />
            <ToggleRow id={`${id}-spam`} label="Flag spam" checked={moderation.flagSpamContent} onChange={(v) => set('flagSpamContent', v)} />
            <ToggleRow id={`${id}-harassment`} label="Flag harassment" checked={moderation.flagHarassment} onChange={(v) => set('flagHarassment', v)} />
            <ToggleRow id={`${id}-notify`} label="Notify admins" checked={moderation.notifyAdmins} onChange={(v) => set('notifyAdmins', v)} />
            <div className="grid gap-4 sm:grid-cols-2">
              <ThresholdSelect id={`${id}-delete`} label="Delete automatically" value={moderation.autoDeleteThreshold} choices={AUTO_DELETE_CHOICES} onChange={(v) => set('autoDeleteThreshold', v)} />
              <ThresholdSelect id={`${id}-quarantine`} label="Hide for review" value={moderation.quarantineThreshold} choices={QUARANTINE_CHOICES} onChange={(v) => set('quarantineThreshold', v)} />
            </div>
          </div>
        ) : null}
      </Card>

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
