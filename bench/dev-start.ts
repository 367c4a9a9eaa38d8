/**
 * `npm run bench:dev-start`: how soon the studio is usable from one command on a cold machine
 * (issue 54 item 8, decision 049), for the two ways in:
 * - `npm start` cold: no build yet (a fresh clone), so it builds, then serves the build;
 * - `npm start` again: the build is up to date and is served at once;
 * - the dev server (`npm run dev`) with its dependency cache thrown away (`vite --force`, as on a
 *   fresh clone), which is what `npm start` ran before decision 049.
 * A browser opens the Video page as soon as the command says where: the figures are the heading
 * on screen, the Generate button ready with a prompt typed, and how many times the page was loaded
 * again on the way (the dev server reloads a page when it finds a dependency it had not optimised).
 * Printed, never asserted. Rounds: BENCH_ROUNDS (default 3); `-- --only start|dev` runs one way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { launchChromium } from './chromium';

const PORT = Number(process.env.BENCH_DEV_PORT ?? 5391);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** A build of its own: the bench never touches the `dist-start/` a person's `npm start` serves. */
const START_DIST = 'dist-bench-start';
const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : undefined;

interface Way {
  title: string;
  command: string[];
  /** Before each round: what makes it cold. */
  before?: () => void;
}

const host = ['--port', String(PORT), '--strictPort', '--host', '127.0.0.1'];
const ways: Way[] = [
  {
    title: '`npm start` on a fresh clone (builds, then serves the build)',
    command: ['node', 'scripts/start.mjs', ...host],
    before: () => rmSync(START_DIST, { recursive: true, force: true }),
  },
  {
    title: '`npm start` again (its build up to date)',
    command: ['node', 'scripts/start.mjs', ...host],
  },
  {
    title: 'the dev server on a cold cache (`vite --force`: `npm start` before decision 049)',
    command: ['npx', 'vite', '--force', ...host],
  },
];

function startServer(command: string[]): { server: ChildProcess; ready: Promise<void> } {
  const [bin = 'npx', ...args] = command;
  const server = spawn(bin, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, START_DIST },
  });
  const ready = new Promise<void>((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Local:')) resolve();
    });
    server.on('exit', (code) =>
      reject(new Error(`${command.join(' ')} exited with ${String(code)}`)),
    );
  });
  return { server, ready };
}

function stop(server: ChildProcess) {
  if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function round(way: Way): Promise<{ heading: number; generate: number; reloads: number }> {
  way.before?.();
  const started = performance.now();
  const { server, ready } = startServer(way.command);
  const browser = await launchChromium();
  try {
    await ready;
    const page = await browser.newPage();
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto(`http://127.0.0.1:${PORT}/#/video`, { timeout: 120_000 });
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 120_000 });
    const heading = performance.now() - started;
    // Usable: a prompt typed in stays, and Generate can be pressed. A reload by the dev server
    // empties the field, so the check is repeated until the text is still there a moment later.
    const prompt = page.getByLabel('Prompt', { exact: true });
    for (;;) {
      await prompt.fill('A lighthouse at dawn', { timeout: 120_000 });
      await page.getByRole('button', { name: 'Generate' }).waitFor({ timeout: 120_000 });
      await page.waitForTimeout(500);
      if ((await prompt.inputValue().catch(() => '')) === 'A lighthouse at dawn') break;
    }
    const generate = performance.now() - started;
    return { heading, generate, reloads: Math.max(0, loads - 1) };
  } finally {
    await browser.close();
    stop(server);
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const chosen = ways.filter((way) =>
  only === undefined ? true : only === 'dev' ? way.command[0] === 'npx' : way.command[0] !== 'npx',
);
console.log('\n## One command to a usable studio on a cold machine (command → page)');
for (const way of chosen) {
  console.log(`\n${way.title}`);
  const results = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const r = await round(way);
    results.push(r);
    console.log(
      `round ${i + 1}: heading ${seconds(r.heading)}, Generate ready ${seconds(r.generate)}, page reloaded ${r.reloads}×`,
    );
  }
  console.log(
    `median: heading ${seconds(median(results.map((r) => r.heading)))}, Generate ready ${seconds(median(results.map((r) => r.generate)))}`,
  );
}
rmSync(START_DIST, { recursive: true, force: true });
