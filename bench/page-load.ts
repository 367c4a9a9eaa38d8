/**
 * `npm run bench:page-load`: what one load of the Video page costs the machine, as the e2e suite
 * loads it (issues 53 and 57).
 *
 * On two cores the e2e suite is CPU-bound (`npm run bench:e2e-cost`), and nearly every one of its
 * tests loads the studio at least once: a load's CPU is the unit the suite is made of. Here the
 * production build (`dist/`, served as plain files) is loaded `PAGE_LOAD_ROUNDS` times (15) in one
 * tab of the e2e's browser (the headless shell, with `playwright.config.ts`'s flags), the HTTP
 * cache cleared before each load as Playwright's reset between tests clears it, each load waited
 * for until the form's Generate button is there and the page has had 300 ms more. The page runs
 * in its in-page demo mode (no gateway set), which adds the demo gateway's chunk (~28 KB gzip)
 * that the e2e's tests with a gateway preset do not load. Printed:
 *
 * - the CPU-seconds one load costs, from every Chromium thread's counters in /proc (Linux only),
 *   by process type and thread name, the busiest first, and their sum;
 * - the JavaScript one load fetches: files and bytes (uncompressed, as V8 parses them);
 * - from a trace of three more loads, the CPU time V8 spends parsing and compiling each script
 *   on the renderer's thread pool while it streams in (most of that pool's time);
 * - what a test's other steps cost the whole machine (Playwright's Node side included): a click
 *   that changes nothing, a page switch through the navigation, an assertion already met, a
 *   second of waiting on an idle page;
 * - the same loads of a copy of the build whose `shared` chunk lacks V8's explicit compile hint
 *   (decision 056: with it, all of `shared` is compiled as it streams in, not only what runs),
 *   so that what the hint costs each load stands beside what it buys a phone.
 *
 * Figures only, never asserted. Alone after a build: `npx tsx --tsconfig tsconfig.node.json
 * bench/page-load.ts` (`PAGE_LOAD_PORT`, 4241; `PAGE_LOAD_DIST`, dist).
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, shellPath } from '../playwright.config';
import { busyCpuSeconds } from '../scripts/cpu-time.mjs';
import { COMPILE_HINT, withoutCompileHint } from '../scripts/compile-hint';
import { chunkName, serveBuild } from './built-page';

const ROUNDS = Number(process.env.PAGE_LOAD_ROUNDS ?? 15);
const PORT = Number(process.env.PAGE_LOAD_PORT ?? 4241);
const DIST = process.env.PAGE_LOAD_DIST ?? 'dist';
/** Clock ticks per second of /proc's counters (USER_HZ: 100 on every Linux this runs on). */
const TICKS = 100;

/** Thread names as Linux keeps them (15 characters), said in full. */
const THREAD_NAMES: Record<string, string> = {
  'chromium-headle': 'main thread',
  chromium: 'main thread',
  ThreadPoolForeg: 'thread pool',
  ThreadPoolBackg: 'thread pool, background',
  Chrome_ChildIOT: 'IO thread',
  Chrome_IOThread: 'IO thread',
  Compositor: 'compositor',
  VizCompositorTh: 'viz compositor',
  DevToolsPipeHan: 'DevTools pipe (Playwright)',
};

/** Each Chromium thread's CPU-seconds so far, keyed by pid/tid, with a readable kind. */
function chromiumThreads(): Map<string, { kind: string; seconds: number }> {
  const threads = new Map<string, { kind: string; seconds: number }>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let command: string;
    try {
      command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    if (!command.includes('chrom')) continue;
    const type = /--type=([^\s\0]+)/.exec(command)?.[1] ?? 'browser';
    const sub = /--utility-sub-type=([^\s\0]+)/.exec(command)?.[1];
    const owner = sub === undefined ? type : `${type} ${sub.replace(/\.mojom\..*/, '')}`;
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tasks) {
      try {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        // The name is in parentheses and may hold spaces; the counters follow the last one.
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS;
        // Numbered pools (ThreadPoolForeg, CompositorTileW…) are one kind each.
        const short = name.replace(/\d+$/, '');
        threads.set(`${pid}/${tid}`, {
          kind: `${owner}: ${THREAD_NAMES[short] ?? short}`,
          seconds,
        });
      } catch {
        // gone meanwhile
      }
    }
  }
  return threads;
}

async function loadOnce(page: Page, url: string, clearCache: () => Promise<unknown>) {
  await clearCache();
  await page.goto('about:blank');
  await page.goto(url);
  await page
    .getByRole('button', { name: /Generate/ })
    .first()
    .waitFor();
  await page.waitForTimeout(300);
}

interface Measured {
  perLoad: [kind: string, seconds: number][];
  total: number;
  wall: number;
  scripts: { url: string; bytes: number }[];
  streamed: [chunk: string, ms: number][];
  /** The whole machine's busy CPU-seconds for one of each of a test's other steps (`steps`). */
  units: [step: string, seconds: number][];
}

/** The machine's busy CPU-seconds `step` costs, averaged over `times` runs of it. */
async function cpuOf(times: number, step: (i: number) => Promise<unknown>): Promise<number> {
  const before = busyCpuSeconds() ?? 0;
  for (let i = 0; i < times; i += 1) await step(i);
  return ((busyCpuSeconds() ?? 0) - before) / times;
}

/**
 * ROUNDS loads of `url` in a tab of a browser of its own, then three traced; with `steps`, then a
 * test's other steps (printed for the build as shipped only).
 */
async function measure(url: string, { steps }: { steps: boolean }): Promise<Measured> {
  const browser = await chromium.launch({ executablePath: shellPath, args: chromiumArgs });
  try {
    // As the e2e's contexts are made (playwright.config.ts `use`).
    const context = await browser.newContext({ reducedMotion: 'reduce', serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const clearCache = () => cdp.send('Network.clearBrowserCache');
    // Two loads first: the renderer and the server warmed up as in a suite already running.
    for (let i = 0; i < 2; i += 1) await loadOnce(page, url, clearCache);

    const scripts: { url: string; bytes: number }[] = [];
    let counting = false;
    page.on('response', (response) => {
      if (!counting || response.request().resourceType() !== 'script') return;
      void response
        .body()
        .then((body) => scripts.push({ url: response.url(), bytes: body.length }))
        .catch(() => undefined);
    });
    const before = chromiumThreads();
    const started = performance.now();
    for (let i = 0; i < ROUNDS; i += 1) {
      counting = i === 0;
      await loadOnce(page, url, clearCache);
    }
    const wall = (performance.now() - started) / 1000;
    const after = chromiumThreads();
    const byKind = new Map<string, number>();
    for (const [id, { kind, seconds }] of after) {
      const spent = seconds - (before.get(id)?.seconds ?? 0);
      if (spent > 0) byKind.set(kind, (byKind.get(kind) ?? 0) + spent / ROUNDS);
    }
    const total = [...byKind.values()].reduce((sum, s) => sum + s, 0);

    // Three more loads traced: V8's parse and compile while each script streams in, per script.
    const tracePath = join(tmpdir(), `page-load-trace-${process.pid}.json`);
    await browser.startTracing(page, { path: tracePath, categories: ['v8', 'devtools.timeline'] });
    for (let i = 0; i < 3; i += 1) await loadOnce(page, url, clearCache);
    await browser.stopTracing();
    const trace = JSON.parse(readFileSync(tracePath, 'utf8')) as {
      traceEvents: { name: string; tdur?: number; args?: { url?: string } }[];
    };
    rmSync(tracePath, { force: true });
    const streamed = new Map<string, number>();
    for (const event of trace.traceEvents) {
      if (event.name !== 'BackgroundJSStreamManager::RunScriptStreamingTask') continue;
      if (event.tdur === undefined || event.args?.url === undefined) continue;
      const chunk = chunkName(event.args.url.split('/').pop() ?? '');
      streamed.set(chunk, (streamed.get(chunk) ?? 0) + event.tdur / 1000 / 3);
    }
    // A test's other steps, measured on the whole machine (Playwright's Node side included):
    // a click that changes nothing, a page switch, an assertion, a second of waiting.
    const nav = (name: string) =>
      page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name, exact: true });
    const routeDrawn = () =>
      page.waitForFunction(() => document.getElementById('main')?.dataset.route === location.hash);
    const units: [string, number][] = !steps
      ? []
      : [
          [
            'a click that changes nothing (the current page)',
            await cpuOf(20, () => nav('Video').click()),
          ],
          [
            'a page switch by the navigation (Video, Music)',
            await cpuOf(20, async (i) => {
              await nav(i % 2 === 0 ? 'Music' : 'Video').click();
              await routeDrawn();
            }),
          ],
          [
            'an assertion met at once (a heading visible)',
            await cpuOf(20, () => page.getByRole('heading', { level: 1 }).waitFor()),
          ],
          ['a second of waiting on an idle page', await cpuOf(5, () => page.waitForTimeout(1000))],
        ];
    return {
      units,
      perLoad: [...byKind].sort((a, b) => b[1] - a[1]),
      total,
      wall,
      scripts,
      streamed: [...streamed].sort((a, b) => b[1] - a[1]),
    };
  } finally {
    await browser.close();
  }
}

/** A copy of the build whose `shared` chunk starts without the compile hint (decision 056). */
function copyWithoutHint(): string {
  const dir = mkdtempSync(join(tmpdir(), 'page-load-dist-'));
  cpSync(DIST, dir, { recursive: true });
  const assets = join(dir, 'assets');
  const shared = readdirSync(assets).filter((file) => chunkName(file) === 'shared');
  if (shared.length !== 1) throw new Error(`expected one shared chunk, found ${shared.length}`);
  const file = join(assets, shared[0] ?? '');
  const code = readFileSync(file, 'utf8');
  if (!code.startsWith(COMPILE_HINT))
    throw new Error('the shared chunk does not start with the hint');
  writeFileSync(file, withoutCompileHint(code));
  return dir;
}

if (process.platform !== 'linux') {
  console.log('bench:page-load reads /proc: Linux only, nothing measured here.');
  process.exit(0);
}

const withoutHint = copyWithoutHint();
const servers = [await serveBuild(DIST, PORT), await serveBuild(withoutHint, PORT + 1)];
try {
  const shipped = await measure(`http://127.0.0.1:${PORT}/`, { steps: true });
  const unhinted = await measure(`http://127.0.0.1:${PORT + 1}/`, { steps: false });

  console.log('\n## One load of the Video page, as the e2e suite loads it (issues 53, 57)');
  console.log(
    `${ROUNDS} loads in ${shipped.wall.toFixed(1)} s, the HTTP cache cleared before each; Chromium's CPU per load:`,
  );
  for (const [kind, seconds] of shipped.perLoad)
    if (seconds >= 0.004) console.log(`   ${kind.padEnd(40)} ${seconds.toFixed(3)} CPU-s`);
  console.log(`   ${'all of Chromium'.padEnd(40)} ${shipped.total.toFixed(3)} CPU-s`);
  const bytes = shipped.scripts.reduce((sum, s) => sum + s.bytes, 0);
  console.log(
    `JavaScript fetched by one load: ${shipped.scripts.length} files, ${(bytes / 1024).toFixed(1)} KB (uncompressed)`,
  );
  const streamedAll = shipped.streamed.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(
    `Parsed and compiled as the scripts stream in: ${streamedAll.toFixed(0)} ms CPU per load (traced, so a little above untraced)`,
  );
  for (const [chunk, ms] of shipped.streamed.slice(0, 6))
    console.log(`   ${chunk.padEnd(40)} ${ms.toFixed(1)} ms`);
  console.log("A test's other steps (the whole machine, Playwright's Node side included):");
  for (const [step, seconds] of shipped.units)
    console.log(`   ${step.padEnd(50)} ${seconds.toFixed(3)} CPU-s`);
  const sharedMs = (m: Measured) => m.streamed.find(([chunk]) => chunk === 'shared')?.[1] ?? 0;
  console.log(
    `Without the compile hint on shared (decision 056): ${unhinted.total.toFixed(3)} CPU-s per load against ${shipped.total.toFixed(3)}; shared streamed in ${sharedMs(unhinted).toFixed(1)} ms against ${sharedMs(shipped).toFixed(1)}`,
  );
} finally {
  for (const server of servers) server.stop();
  rmSync(withoutHint, { recursive: true, force: true });
}
