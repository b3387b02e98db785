/**
 * Real Chromium for browser tests (Debian's package, driven by playwright-core; never a downloaded browser).
 * Without Chromium the browser tests are skipped, except under CI=true where that is a failure.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';
import type { Test } from 'tap';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export const chromiumPath: string | undefined = CANDIDATES.find((p): p is string => !!p && existsSync(p));

export const NO_CHROMIUM_MESSAGE =
  'browser tests skipped: no Chromium found (install it with `apt-get install chromium fonts-noto-cjk`, or set CHROMIUM_PATH)';

/** True when the browser tests can run; otherwise skips (or, under CI, fails) the calling test file. */
export function requireChromium(t: Test): boolean {
  if (chromiumPath) return true;
  if (process.env.CI === 'true') t.fail(`Chromium is required under CI=true. ${NO_CHROMIUM_MESSAGE}`);
  else t.skip(NO_CHROMIUM_MESSAGE, () => {});
  return false;
}

/** Flags from the machine notes: without the background-networking ones Chromium keeps dialling out. */
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  if (!chromiumPath) throw new Error(NO_CHROMIUM_MESSAGE);
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    ...options,
    // playwright gives every launch a fresh, empty profile of its own.
    args: [...ARGS, ...(options.args ?? [])],
  });
}
