/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in
 * between: a task that runs long on a phone's CPU blocks every tap made during it. Chromium's
 * `scheduler.yield()` resumes ahead of other queued tasks; elsewhere a message to a channel of our
 * own does the same job (a timeout would wait at least a few milliseconds).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resume) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resume();
    };
    channel.port2.postMessage(null);
  });
}
