import { existsSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';

/**
 * Chromium for the benchmarks: Debian's where Playwright cannot download its own (CHROME_PATH
 * overrides), without the background traffic to Google's hosts this network refuses.
 */
export function launchChromium(): Promise<Browser> {
  const executablePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  return chromium.launch({
    executablePath,
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}
