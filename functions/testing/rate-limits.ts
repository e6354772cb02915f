/**
 * For a test that fills a limit's window through the API: the stack counts in fixed windows on
 * this machine's clock, so a test that began just before a window ends would see its count start
 * again half-way. Waiting for the next window when the current one is nearly over keeps it whole.
 */
export async function startOfWindowMargin(windowSeconds: number, marginMs = 20_000): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
