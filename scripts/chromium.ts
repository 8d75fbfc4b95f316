/**
 * Where the browser tests, Storybook's test runner, e2e and Lighthouse find Chromium.
 * Order: $CHROMIUM_PATH, Debian's /usr/bin/chromium, then Playwright's own download (if any).
 */
import { existsSync } from 'node:fs';

/** The flags every headless Chromium here needs: no sandbox as root, and no calls home. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/**
 * The Chromium executable to launch, or undefined to let Playwright use its own browser.
 * Throws with a way out when neither exists, so a missing browser never looks like a failed test.
 */
export function chromiumPath(): string | undefined {
  for (const path of candidates) if (path && existsSync(path)) return path;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
  }
  return undefined;
}

/** Launch options for Playwright's chromium.launch(), shared by every browser test. */
export function chromiumLaunchOptions(): { executablePath?: string; args: string[] } {
  const executablePath = chromiumPath();
  return executablePath ? { executablePath, args: chromiumArgs } : { args: chromiumArgs };
}
