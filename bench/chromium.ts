import { existsSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';

/**
 * Debian's full Chromium where Playwright cannot download its own (CHROME_PATH overrides);
 * undefined lets Playwright use its own.
 */
export function fullChromiumPath(): string | undefined {
  return (
    process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)
  );
}

/**
 * Chromium for the benchmarks: Debian's where Playwright cannot download its own (CHROME_PATH
 * overrides), without the background traffic to Google's hosts this network refuses. `shell`: its
 * headless shell (CHROME_SHELL_PATH overrides), the same engine at less CPU, for a run that
 * measures no rendering (the soak).
 */
export function launchChromium({ shell = false }: { shell?: boolean } = {}): Promise<Browser> {
  const executablePath = shell
    ? (process.env.CHROME_SHELL_PATH ??
      (existsSync('/usr/bin/chromium-headless-shell')
        ? '/usr/bin/chromium-headless-shell'
        : undefined))
    : fullChromiumPath();
  return chromium.launch({
    executablePath,
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
