/**
 * `taskset -c 0 npx tsx --tsconfig tsconfig.node.json bench/long-tasks.ts [--dir dist] [--runs 3]`:
 * the main-thread tasks of a first visit to the production build, without Lighthouse (issue 44).
 * Serves the build with `scripts/serve-dist.ts`'s server, loads `/` in a fresh headless Chromium
 * per run (a first visit: no IndexedDB, no service worker), records a Chrome trace for 6 s, and
 * prints every task on the renderer's main thread that ran over 50 ms once multiplied by 4 (the
 * CPU slowdown Lighthouse's mobile simulation applies to what it observed), with what ran in it:
 * scripts evaluated, functions called (mapped to source through the build's source maps),
 * style, layout, paint. The last line is their blocking time by that rule, Σ max(0, 4·d − 50).
 *
 * Run it under `taskset -c 0` for the one-core case: the browser inherits the affinity. Figures
 * only, nothing asserted; on a shared machine read the median of a few runs.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { serveBuild, sourceMapsOf } from './built-page';
import { fullChromiumPath } from './chromium';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '4197' },
    /** Tasks listed from this many ms (observed, before the ×4). */
    from: { type: 'string', default: '12.5' },
  },
});
const dir = resolve(values.dir);
const port = Number(values.port);
const SLOWDOWN = 4;
const FROM = Number(values.from);

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: {
      url?: string;
      functionName?: string;
      lineNumber?: number;
      columnNumber?: number;
      frame?: string;
    };
  };
}

const locate = sourceMapsOf(dir);
/** `file.js:line:col` → the source it came from, when the build kept its map. */
function original(url: string, line: number, column: number): string {
  const at = locate(url, line, column);
  return at.source === null
    ? `${at.file}:${line}`
    : `${at.source}:${at.line}${at.name ? ` ${at.name}` : ''}`;
}

function describe(event: TraceEvent): string | null {
  const data = event.args?.data;
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.compileModule':
    case 'v8.evaluateModule':
      return `${event.name} ${(data?.url ?? '').split('/').pop() ?? ''}`;
    case 'FunctionCall': {
      if (data?.url === undefined || data.url === '')
        return `FunctionCall ${data?.functionName ?? ''}`;
      return `call ${original(data.url, data.lineNumber ?? 0, data.columnNumber ?? 0)}`;
    }
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'FireIdleCallback':
    case 'RunMicrotasks':
    case 'ParseHTML':
    case 'UpdateLayoutTree':
    case 'Layout':
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'Commit':
    case 'EventDispatch':
    case 'HandlePostMessage':
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GC_SCAVENGER':
    case 'BlinkGC.AtomicPhase':
      return event.name;
    default:
      return null;
  }
}

interface Task {
  start: number;
  dur: number;
  parts: Map<string, number>;
}

async function oneRun(origin: string): Promise<Task[]> {
  const browser = await chromium.launch({
    executablePath: fullChromiumPath(),
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (message) => {
      // The protocol types a trace event as a bare object; these are Chrome's trace event format.
      events.push(...(message.value as unknown as TraceEvent[]));
    });
    const done = new Promise<void>((resolveDone) =>
      cdp.once('Tracing.tracingComplete', () => resolveDone()),
    );
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'toplevel',
          'v8',
          'v8.execute',
          'blink.user_timing',
          'loading',
        ],
      },
    });
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await page.waitForTimeout(6000);
    await cdp.send('Tracing.end');
    // Which IndexedDB databases the first visit opened (decision 035).
    const databases = await page.evaluate(async () =>
      (await indexedDB.databases()).map((db) => db.name ?? '').sort(),
    );
    console.log(`\ndatabases opened: ${databases.join(', ')}`);
    await done;

    const threadNames = new Map<string, string>();
    for (const e of events)
      if (e.ph === 'M' && e.name === 'thread_name')
        threadNames.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
    // The page's renderer: the main thread that evaluated the start chunk.
    const start = events.find(
      (e) =>
        (e.name === 'EvaluateScript' || e.name === 'v8.compileModule') &&
        (e.args?.data?.url ?? '').startsWith(origin),
    );
    const mains = [...threadNames]
      .filter(([, name]) => name === 'CrRendererMain')
      .map(([key]) => key);
    const main = start ? `${start.pid}:${start.tid}` : mains[0];
    const mine = events
      .filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.dur !== undefined)
      .sort((a, b) => a.ts - b.ts);
    const tasks: Task[] = [];
    let current: (Task & { end: number }) | null = null;
    for (const e of mine) {
      const dur = e.dur ?? 0;
      if (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') {
        if (current !== null && e.ts < current.end) continue; // nested
        current = { start: e.ts, dur: dur / 1000, end: e.ts + dur, parts: new Map() };
        tasks.push(current);
        continue;
      }
      if (current === null || e.ts >= current.end) continue;
      const what = describe(e);
      if (what === null) continue;
      current.parts.set(what, (current.parts.get(what) ?? 0) + dur / 1000);
    }
    const t0 = tasks[0]?.start ?? 0;
    return tasks.filter((t) => t.dur >= FROM).map((t) => ({ ...t, start: (t.start - t0) / 1000 }));
  } finally {
    await browser.close();
  }
}

const server = await serveBuild(dir, port);
try {
  const totals: number[] = [];
  for (let run = 0; run < Number(values.runs); run += 1) {
    const tasks = await oneRun(`http://127.0.0.1:${port}`);
    let blocking = 0;
    console.log(
      `\n## run ${run + 1}: tasks ≥ ${FROM} ms observed (×${SLOWDOWN} as Lighthouse counts them)`,
    );
    for (const task of tasks) {
      const slowed = task.dur * SLOWDOWN;
      blocking += Math.max(0, slowed - 50);
      console.log(
        `at ${task.start.toFixed(0).padStart(5)} ms  ${task.dur.toFixed(1).padStart(6)} ms  (×4 ${slowed.toFixed(0)} ms)`,
      );
      const parts = [...task.parts].sort((a, b) => b[1] - a[1]).slice(0, 8);
      for (const [what, ms] of parts) console.log(`      ${ms.toFixed(1).padStart(6)} ms  ${what}`);
    }
    console.log(`blocking (Σ max(0, 4·d − 50)): ${blocking.toFixed(0)} ms`);
    totals.push(blocking);
  }
  const sorted = [...totals].sort((a, b) => a - b);
  console.log(
    `\nblocking per run: ${totals.map((t) => t.toFixed(0)).join(', ')}; median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms`,
  );
} finally {
  server.stop();
}
