/**
 * `npm run bench:e2e-cost`: what each e2e spec file costs in CPU-seconds (issue 53).
 *
 * On two cores the e2e suite is CPU-bound, so its minutes are the CPU it needs divided by the
 * host's speed. A test's wall time in a full run says little about that: six workers share two
 * cores, and a test that mostly waits for the demo gateway's clock looks as slow as one that
 * works. So each spec file runs here alone, at `E2E_COST_WORKERS` workers (2), against servers
 * started once (the two demo gateways, in this process, and the build served as plain files, as
 * `playwright.config.ts` starts them), and the whole machine's busy CPU time over that run is
 * read from /proc/stat (Linux only; `scripts/cpu-time.mjs`, as `npm test` reads it). Printed:
 * each file's CPU-seconds, its tests, per test, and its share of the sum, most expensive first.
 *
 * Each file's figure includes the runner's own start (Node, Playwright, a browser per worker:
 * ~8 CPU-s on this machine kind, measured with a file of one trivial test). Figures only; read
 * them beside a second run on a shared host. `-- a11y gallery` runs only the files whose names
 * contain one of the words; the `screenshots` files (skipped unless SCREENSHOTS=1) are left out.
 * It uses the e2e ports (`E2E_GATEWAY_PORT`, `E2E_GATEWAY2_PORT`, `E2E_APP_PORT`) and builds
 * into `E2E_DIST` (dist): not beside a running `npm test`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  E2E_GATEWAY2_KEY,
  E2E_GATEWAY2_URL,
  E2E_GATEWAY_KEY,
  E2E_GATEWAY_URL,
} from '../playwright.config';
import { busyCpuSeconds } from '../scripts/cpu-time.mjs';
import { startDemoGateway } from '../scripts/demo-gateway/server';
import { serveBuild } from './built-page';

const WORKERS = Number(process.env.E2E_COST_WORKERS ?? 2);
const DIST = process.env.E2E_DIST ?? 'dist';
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4173);
const words = process.argv.slice(2).filter((arg) => arg !== '--');

/** The machine's busy CPU-seconds so far; this bench has no figure without them. */
function cpuNow(): number {
  const seconds = busyCpuSeconds();
  if (seconds === null) throw new Error('bench:e2e-cost reads /proc/stat: Linux only.');
  return seconds;
}

/**
 * Runs one spec file and resolves with whether it passed. Not `spawnSync`: the demo gateways
 * answer from this process's event loop, which must keep turning while the tests run.
 */
function runSpec(file: string): Promise<boolean> {
  // Not CI: the servers below are reused, and a failed test keeps its trace.
  const run = spawn(
    'npx',
    ['playwright', 'test', `e2e/${file}`, '--workers', String(WORKERS), '--reporter', 'dot'],
    { stdio: 'ignore', env: { ...process.env, CI: '', E2E_PREBUILT: '1' } },
  );
  return new Promise((resolve) => run.on('close', (code) => resolve(code === 0)));
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

cpuNow(); // Off Linux: says so before building anything.

const files = readdirSync('e2e')
  .filter((name) => name.endsWith('.spec.ts') && !name.includes('screenshots'))
  .filter((name) => words.length === 0 || words.some((word) => name.includes(word)))
  .sort();

console.log(`Building into ${DIST}/ …`);
const built = spawnSync(
  'npx',
  ['vite', 'build', '--logLevel', 'warn', '--outDir', DIST, '--emptyOutDir'],
  { stdio: 'inherit' },
);
if (built.status !== 0) process.exit(built.status ?? 1);

// The servers `playwright.config.ts` starts, on its ports: each run below finds and reuses them.
const gateways = await Promise.all(
  [
    { url: E2E_GATEWAY_URL, apiKey: E2E_GATEWAY_KEY },
    { url: E2E_GATEWAY2_URL, apiKey: E2E_GATEWAY2_KEY },
  ].map(({ url, apiKey }) =>
    startDemoGateway({ port: Number(new URL(url).port), speed: 8, apiKey }),
  ),
);
// Served as `playwright.config.ts` serves it: the compile hint inert.
const served = await serveBuild(DIST, APP_PORT, { compileHint: false });
// The build's server is a process group of its own: it goes whatever ends this one.
process.on('exit', () => served.stop());
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
  const cpu0 = cpuNow();
  const t0 = performance.now();
  const ok = await runSpec(file);
  const row: Row = {
    file,
    cpu: cpuNow() - cpu0,
    wall: (performance.now() - t0) / 1000,
    tests: counts.get(file) ?? 0,
    ok,
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
for (const { server } of gateways) server.close();
// The gateways' open keep-alive connections would hold the process: it ends here, as the other
// benches that start one do.
process.exit(rows.some((row) => !row.ok) ? 1 : 0);
