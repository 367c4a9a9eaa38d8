// Playwright cannot download its own browser on this network, so the e2e run uses Debian's
// Chromium. Installs it when missing and we are root; elsewhere Playwright's own browser is used.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (isRoot && hasApt) {
  console.log('Installing Debian chromium for the end-to-end tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: 'inherit', env });
  execSync('apt-get install -y -qq --no-install-recommends chromium fonts-liberation', { stdio: 'inherit', env });
} else {
  console.log(`No browser at ${path}; Playwright will use its own (run "npx playwright install chromium" once).`);
}
