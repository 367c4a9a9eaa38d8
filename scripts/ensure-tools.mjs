// Installs the Debian packages a script needs and this machine lacks, when we are root with apt:
// `node scripts/ensure-tools.mjs chromium ffmpeg`. Elsewhere it says what is missing and leaves
// the choice to the caller's fallback.
// - chromium: Playwright cannot download its own browser on this network, so the e2e run uses
//   Debian's Chromium: its headless shell for the suite (lighter: the run is ~25% shorter on
//   2 cores), and the full browser for what the shell lacks (notifications, the benchmarks).
// - ffmpeg: `npm run bench` makes the storyboard's 720p shots with it (bench/film.ts).
// - redis, postgres: the team sync server's test and `npm run bench:sync --team` start throwaway
//   ones on loopback in a temporary folder (scripts/throwaway-servers.ts), never the system's.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

/** Debian puts PostgreSQL's programs under /usr/lib/postgresql/<version>/bin, not on the PATH. */
function postgresBin() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(`${root}/${v}/bin/postgres`))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions.length > 0 ? `${root}/${versions[0]}/bin/postgres` : `${root}/bin/postgres`;
}

const tools = {
  chromium: [
    { path: process.env.CHROME_PATH ?? '/usr/bin/chromium', pkg: 'chromium' },
    {
      path: process.env.CHROME_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
      pkg: 'chromium-headless-shell',
    },
  ],
  ffmpeg: [{ path: '/usr/bin/ffmpeg', pkg: 'ffmpeg' }],
  redis: [{ path: '/usr/bin/redis-server', pkg: 'redis-server' }],
  postgres: [{ path: postgresBin(), pkg: 'postgresql' }],
};
const fallbacks = {
  chromium: 'Playwright will use its own (run "npx playwright install chromium" once)',
  ffmpeg: 'the film bench is skipped',
  redis: 'the team sync test and bench are skipped',
  postgres: 'the team sync test and bench are skipped',
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in tools));
if (asked.length === 0 || unknown.length > 0) {
  console.error(`usage: ensure-tools.mjs ${Object.keys(tools).join('|')}…`);
  process.exit(2);
}
const missing = asked.flatMap((name) =>
  tools[name].filter((w) => !existsSync(w.path)).map((w) => ({ ...w, name })),
);
if (missing.length === 0) process.exit(0);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (isRoot && hasApt) {
  const pkgs = missing.map((m) => m.pkg).join(' ');
  console.log(`Installing Debian ${pkgs}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: 'inherit', env });
  execSync(`apt-get install -y -qq --no-install-recommends ${pkgs} fonts-liberation`, {
    stdio: 'inherit',
    env,
  });
} else {
  for (const m of missing) console.log(`No ${m.path}: ${fallbacks[m.name]}.`);
}
