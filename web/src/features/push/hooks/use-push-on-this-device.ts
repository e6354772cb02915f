/**
 * Web Push on this browser (docs/web-push.md): its state, and turning it on (permission, then the
 * browser's push service, then the server) or off (the browser first, then the server).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushSubscriptionInput } from '#shared/push-schemas.ts';
import { currentPushSubscription } from '@/lib/push-subscription.ts';
import { toast } from '@/lib/toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { usePushPublicKey } from '../api/get-public-key.ts';
import { pushKeys } from '../api/keys.ts';
import { removePushSubscription } from '../api/remove-push-subscription.ts';
import { savePushSubscription } from '../api/save-push-subscription.ts';

export type PushState = 'loading' | 'error' | 'unsupported' | 'home-screen' | 'unavailable' | 'denied' | 'off' | 'on';

/**
 * A browser without a reachable push service (offline, or one that blocks it) may neither answer
 * nor fail: after this long the attempt counts as failed.
 */
const PUSH_SERVICE_TIMEOUT_MS = 15_000;

/** The browser's push service could not be reached, so this browser cannot subscribe. */
class PushServiceUnreachable extends Error {}

const pushSupported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/**
 * Safari on iPhone and iPad (iOS 16.4 and later) gives Web Push only to a web app added to the Home
 * Screen, and shows neither the Push API nor notifications in its tabs; `navigator.standalone`,
 * WebKit's own on iOS alone, is false in a tab and true in the installed app (docs/web-push.md).
 */
const inIosTab = () => (navigator as Navigator & { standalone?: boolean }).standalone === false;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PushServiceUnreachable()), PUSH_SERVICE_TIMEOUT_MS);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

const base64url = (buffer: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(buffer)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function toInput(subscription: PushSubscription): PushSubscriptionInput {
  const { endpoint = '', keys = {} } = subscription.toJSON();
  return { endpoint, keys: { p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' } };
}

/** Subscribes (or keeps a subscription made with the same key) and hands it to the server; answers the permission when it is not granted. */
async function turnOn(publicKey: string): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const registration = await withTimeout(navigator.serviceWorker.ready);
  const existing = await registration.pushManager.getSubscription();
  const existingKey = existing?.options.applicationServerKey;
  const reusable = existing && existingKey && base64url(existingKey) === publicKey ? existing : null;
  // One made with an older server key would be refused by the push service: replace it.
  if (existing && !reusable) await existing.unsubscribe();
  let subscription: PushSubscription;
  try {
    subscription = reusable ?? (await withTimeout(registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey })));
  } catch {
    throw new PushServiceUnreachable();
  }
  try {
    await savePushSubscription(toInput(subscription));
  } catch (error) {
    // A subscription the server does not know would look "on" here and never ring.
    await subscription.unsubscribe();
    throw error;
  }
  return permission;
}

async function turnOff(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await subscription.unsubscribe();
  // Best effort: a copy the server keeps now points at nothing, and the push service's 410 on the
  // next push makes the server forget it then.
  await removePushSubscription(subscription.endpoint).catch(() => undefined);
}

function toastFailure(on: boolean, error: unknown): void {
  if (error instanceof PushServiceUnreachable) {
    toast({
      title: 'Push notifications unavailable',
      description: "This browser could not reach its push service, so it can't be notified while its tabs are closed. Please try again later.",
      variant: 'destructive',
    });
  } else {
    toastError(error, `Could not turn ${on ? 'on' : 'off'} push notifications. Please try again.`);
  }
}

export function usePushOnThisDevice(): { state: PushState; busy: boolean; setOn: (on: boolean) => void } {
  const queryClient = useQueryClient();
  const supported = pushSupported();
  const publicKey = usePushPublicKey();
  const browser = useQuery({
    queryKey: pushKeys.thisBrowser(),
    queryFn: async () => ({ subscribed: !!(await currentPushSubscription()), permission: Notification.permission }),
    enabled: supported,
  });
  const change = useMutation({
    mutationFn: async (on: boolean) => {
      if (!on) return turnOff();
      const permission = await turnOn(publicKey.data!.publicKey!);
      if (permission === 'default') {
        toast({ title: 'Push notifications are off', description: 'Allow notifications when your browser asks, to be notified on this device.' });
      }
    },
    onError: (error, on) => toastFailure(on, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushKeys.thisBrowser() }),
  });

  const state: PushState = !supported
    ? inIosTab()
      ? 'home-screen'
      : 'unsupported'
    : publicKey.isError || browser.isError
      ? 'error'
      : !publicKey.data || !browser.data
        ? 'loading'
        : !publicKey.data.publicKey
          ? 'unavailable'
          : browser.data.permission === 'denied'
            ? 'denied'
            : browser.data.subscribed
              ? 'on'
              : 'off';
  return { state, busy: change.isPending, setOn: change.mutate };
}
