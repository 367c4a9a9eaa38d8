/**
 * `npm run bench:e2e-cost`: what each e2e spec file costs in CPU-seconds (issue 53).
 *
 * On two cores the e2e suite is CPU-bound, so its minutes are the CPU it needs divided by the
 * host's speed. A test's wall time in a full run says little about that: six workers share two
 * cores, and a test that mostly waits for the demo gateway's clock looks as slow as one that
 * works. So each spec file runs here alone, at `E2E_COST_WORKERS` workers (2), against servers
 * started once (the two demo gateways and the build, as `playwright.config.ts` starts them), and
 * the whole machine's busy CPU time over that run is read from /proc/stat (Linux only). Printed:
 * each file's CPU-seconds, its tests, per test, and its share of the sum, most expensive first.
 *
 * Each file's figure includes the runner's own start (Node, Playwright, a browser per worker:
 * ~8 CPU-s on this machine kind, measured with a file of one trivial test). Figures only; read
 * them beside a second run on a shared host. `-- a11y gallery` runs only the files whose names
 * contain one of the words; the `screenshots` files (skipped unless SCREENSHOTS=1) are left out.
 * It uses the e2e ports (`E2E_GATEWAY_PORT`, `E2E_GATEWAY2_PORT`, `E2E_APP_PORT`) and builds
 * into `E2E_DIST` (dist): not beside a running `npm test`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  E2E_GATEWAY2_KEY,
  E2E_GATEWAY2_URL,
  E2E_GATEWAY_KEY,
  E2E_GATEWAY_URL,
} from '../playwright.config';

const WORKERS = Number(process.env.E2E_COST_WORKERS ?? 2);
const DIST = process.env.E2E_DIST ?? 'dist';
const APP_URL = `http://127.0.0.1:${process.env.E2E_APP_PORT ?? 4173}`;
const words = process.argv.slice(2).filter((arg) => arg !== '--');

/** The machine's busy CPU time so far in seconds: user, nice, system, irq, softirq (not steal). */
function busyCpuSeconds(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/) ?? [];
  const busy = ticks
    .slice(0, 7)
    .reduce((sum, t, i) => (i === 3 || i === 4 ? sum : sum + Number(t)), 0);
  return busy / 100;
}

function tsx(script: string, ...args: string[]): ChildProcess {
  return spawn('npx', ['tsx', '--tsconfig', 'tsconfig.node.json', script, ...args], {
    stdio: 'ignore',
    detached: true,
  });
}

async function reachable(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function waitFor(url: string) {
  const until = Date.now() + 60_000;
  while (!(await reachable(url))) {
    if (Date.now() > until) throw new Error(`${url} did not answer within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The files' tests as Playwright lists them (a loop in a file makes several). */
function testCounts(): Map<string, number> {
  const listed = spawnSync('npx', ['playwright', 'test', '--list', '--reporter', 'list'], {
    encoding: 'utf8',
  }).stdout;
  const counts = new Map<string, number>();
  for (const [, file = ''] of listed.matchAll(/› ([\w.-]+\.spec\.ts):\d+:\d+ ›/g))
    counts.set(file, (counts.get(file) ?? 0) + 1);
  return counts;
}

if (!readFileSync('/proc/stat', 'utf8').startsWith('cpu ')) {
  console.error('bench:e2e-cost reads /proc/stat: Linux only.');
  process.exit(2);
}

const files = readdirSync('e2e')
  .filter((name) => name.endsWith('.spec.ts') && !name.includes('screenshots'))
  .filter((name) => words.length === 0 || words.some((word) => name.includes(word)))
  .sort();

console.log(`Building into ${DIST}/ …`);
const build = spawnSync(
  'npx',
  ['vite', 'build', '--logLevel', 'warn', '--outDir', DIST, '--emptyOutDir'],
  {
    stdio: 'inherit',
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const port = (url: string) => new URL(url).port;
const servers = [
  tsx(
    'scripts/demo-gateway.ts',
    '--port',
    port(E2E_GATEWAY_URL),
    '--speed',
    '8',
    '--key',
    E2E_GATEWAY_KEY,
  ),
  tsx(
    'scripts/demo-gateway.ts',
    '--port',
    port(E2E_GATEWAY2_URL),
    '--speed',
    '8',
    '--key',
    E2E_GATEWAY2_KEY,
  ),
  tsx('scripts/serve-dist.ts', '--dir', DIST, '--port', port(APP_URL)),
];
const stopServers = () => {
  for (const server of servers) {
    try {
      if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
};
process.on('exit', stopServers);
process.on('SIGINT', () => process.exit(130));

await Promise.all(
  [`${E2E_GATEWAY_URL}/__demo/requests`, `${E2E_GATEWAY2_URL}/__demo/requests`, APP_URL].map(
    waitFor,
  ),
);
const counts = testCounts();

interface Row {
  file: string;
  cpu: number;
  wall: number;
  tests: number;
  ok: boolean;
}
const rows: Row[] = [];
for (const file of files) {
  const cpu0 = busyCpuSeconds();
  const t0 = performance.now();
  // Not CI: the servers above are reused, and a failed test keeps its trace.
  const run = spawnSync(
    'npx',
    ['playwright', 'test', `e2e/${file}`, '--workers', String(WORKERS), '--reporter', 'dot'],
    { encoding: 'utf8', env: { ...process.env, CI: '', E2E_PREBUILT: '1' } },
  );
  const row: Row = {
    file,
    cpu: busyCpuSeconds() - cpu0,
    wall: (performance.now() - t0) / 1000,
    tests: counts.get(file) ?? 0,
    ok: run.status === 0,
  };
  rows.push(row);
  console.log(
    `${file.padEnd(34)} ${row.cpu.toFixed(1).padStart(7)} CPU-s  ${row.wall.toFixed(1).padStart(6)} s${row.ok ? '' : '  (failed: its figure is not comparable)'}`,
  );
}

const total = rows.reduce((sum, row) => sum + row.cpu, 0);
console.log(`\nBy CPU, ${WORKERS} workers, each file alone (the runner's start included in each):`);
console.log(
  `${'file'.padEnd(34)} ${'CPU-s'.padStart(7)} ${'tests'.padStart(5)} ${'per test'.padStart(8)} ${'share'.padStart(6)}`,
);
for (const row of [...rows].sort((a, b) => b.cpu - a.cpu))
  console.log(
    `${row.file.padEnd(34)} ${row.cpu.toFixed(1).padStart(7)} ${String(row.tests).padStart(5)} ${(row.tests > 0 ? row.cpu / row.tests : 0).toFixed(1).padStart(8)} ${((100 * row.cpu) / total).toFixed(1).padStart(5)} %`,
  );
console.log(
  `${'all'.padEnd(34)} ${total.toFixed(1).padStart(7)} ${String(rows.reduce((sum, row) => sum + row.tests, 0)).padStart(5)}`,
);
if (rows.some((row) => !row.ok)) process.exitCode = 1;
