/** The Chromium the browser tests launch: Debian's, as this machine cannot download Playwright's own. */
import type { LaunchOptions } from '@playwright/test';

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // A fake microphone that needs no permission prompt: the recorder tests record from it.
  // Nothing else asks for media, so every other test is unaffected.
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

/**
 * Chromium's headless shell (the package chromium-headless-shell, what Playwright itself runs
 * headless): the same specs cost the whole browser a third more processor time (docs/testing.md).
 */
export const HEADLESS_SHELL: LaunchOptions = { executablePath: '/usr/bin/chromium-headless-shell', args };

/**
 * The whole browser (the package chromium), for the specs about notification permission: the
 * headless shell answers "denied" to every site that has not been granted it, where a browser
 * answers "default" and can ask. A spec that uses it gets a worker of its own (`test.use`).
 */
export const WHOLE_CHROMIUM: LaunchOptions = { executablePath: '/usr/bin/chromium', args };
