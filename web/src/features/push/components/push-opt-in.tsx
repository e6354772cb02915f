import { BellOff, Smartphone } from 'lucide-react';
import { useId } from 'react';
import { Switch } from '@/components/ui/switch.tsx';
import { usePushOnThisDevice, type PushState } from '../hooks/use-push-on-this-device.ts';

const DESCRIPTIONS: Record<PushState, string> = {
  loading: 'Checking this browser…',
  error: "This device's push settings could not be loaded. Please reload the page.",
  unsupported: 'This browser cannot receive push notifications.',
  'home-screen': 'On iPhone and iPad, notifications come to the app on your Home Screen: tap Share, then Add to Home Screen, and open it from there.',
  unavailable: 'Push notifications are not available on this server.',
  denied: "Notifications are blocked for this site. To use push, allow them in your browser's settings.",
  off: 'Turn on to hear of new notifications on this device, even with every tab closed.',
  on: 'This device hears of new notifications, even with every tab closed.',
};

/** The notifications page's card for Web Push on this browser: opt in per device, and out again. */
export function PushOptIn() {
  const { state, busy, setOn } = usePushOnThisDevice();
  const titleId = useId();
  const descriptionId = useId();
  const switchable = state === 'on' || state === 'off' || state === 'loading';
  // Only on an iPhone's tab is there something to do instead: no sign of a refusal there.
  const Icon = switchable || state === 'home-screen' ? Smartphone : BellOff;

  return (
    <section aria-labelledby={titleId} className="flex flex-wrap items-center gap-4 rounded-3xl border border-border bg-card p-5">
      <div className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon aria-hidden="true" className="size-5" />
      </div>
      <div className="min-w-0 flex-1 basis-40">
        <h2 id={titleId} className="font-semibold">
          Notifications on this device
        </h2>
        <p id={descriptionId} className="text-muted-foreground" aria-live="polite">
          {DESCRIPTIONS[state]}
        </p>
      </div>
      {switchable ? (
        <Switch
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          checked={state === 'on'}
          disabled={state === 'loading' || busy}
          onCheckedChange={setOn}
        />
      ) : null}
    </section>
  );
}
