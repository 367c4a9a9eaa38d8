// Playwright cannot download its own browser on this network, so the e2e run uses Debian's
// Chromium: its headless shell for the suite (lighter: the run is ~25% shorter on 2 cores), and the
// full browser for what the shell lacks (notifications). Installs whichever is missing when we are
// root with apt; elsewhere Playwright's own browser is used.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const wanted = [
  { path: process.env.CHROME_PATH ?? '/usr/bin/chromium', pkg: 'chromium' },
  {
    path: process.env.CHROME_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
    pkg: 'chromium-headless-shell',
  },
];
const missing = wanted.filter((w) => !existsSync(w.path));
if (missing.length === 0) process.exit(0);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (isRoot && hasApt) {
  const pkgs = missing.map((m) => m.pkg).join(' ');
  console.log(`Installing Debian ${pkgs} for the end-to-end tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: 'inherit', env });
  execSync(`apt-get install -y -qq --no-install-recommends ${pkgs} fonts-liberation`, {
    stdio: 'inherit',
    env,
  });
} else {
  console.log(
    `No browser at ${missing.map((m) => m.path).join(', ')}; Playwright will use its own (run "npx playwright install chromium" once).`,
  );
}
