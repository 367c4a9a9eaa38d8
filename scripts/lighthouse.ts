/**
 * `npm run bench:lighthouse`: Lighthouse (mobile) on the production build and on a bare Vite +
 * React page of the same stack (`bench/bare/`: one heading), in the same run, in Debian's
 * Chromium; prints both medians (scores, FCP / LCP / TBT / CLS) and their difference.
 *
 * An absolute score says more about the machine than the studio (98 on one machine, 81–83 on a
 * slower one for the same commit; decision 024), so the studio is held against the bare page
 * measured beside it: the runs are interleaved, and the order swaps every round, so load on the
 * machine hits both alike. Both builds are served the same way (`vite preview`: the same static
 * server, gzip, unknown paths answered with index.html), each on its own port.
 *
 * It measures the pair as a phone sees the page (issue 57), twice: with Lighthouse's applied
 * throttling (`--throttling-method=devtools`: the renderer's CPU slowed 4×, a mobile network
 * applied to every request, so what competes on the wire is really slower), and with its default
 * simulation (one fast load, then a model of the phone: Lantern). Scrollbars are hidden in both:
 * a phone's are overlays, and a shown one costs a desktop Chromium a late first frame (decision
 * 024). Issue 44's one-core run (`taskset -c 0`) is gone: one core held the browser, its GPU
 * process, the network service, the renderer and Lighthouse itself, where a phone has eight slow
 * cores, so it measured the machine, not the studio.
 *
 * Lighthouse is ~180 MB and only this script needs it, so it is installed on demand into
 * `.cache/lighthouse` (git-ignored), never by `npm ci`. Its dependency `@paulirish/trace_engine`
 * asks for `third-party-web@latest`, which breaks a reproducible install: it is pinned below.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startPreview, type PreviewServer } from './preview-server';

const LIGHTHOUSE = '12.8.2';
/** The studio is served on this port, the bare page on the next one. */
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4199);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const cache = resolve('.cache/lighthouse');
const bin = join(cache, 'node_modules', '.bin', 'lighthouse');
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function install(): void {
  if (existsSync(bin)) return;
  mkdirSync(cache, { recursive: true });
  writeFileSync(
    join(cache, 'package.json'),
    JSON.stringify(
      {
        private: true,
        dependencies: { lighthouse: LIGHTHOUSE },
        overrides: { 'third-party-web': '0.27.0' },
      },
      null,
      2,
    ),
  );
  console.log(`Installing lighthouse ${LIGHTHOUSE} into .cache/lighthouse (once)…`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefix', cache], {
    stdio: 'inherit',
  });
}

interface Run {
  scores: Record<string, number>;
  fcp: number;
  /**
   * When the unthrottled run actually showed its first content. Lantern's FCP counts what ended
   * before it, so a late one (Chrome once presented nothing for 1–2 s; decision 024) pulls the
   * whole start chunk into the studio's simulated FCP and LCP.
   */
  observedFcp: number;
  lcp: number;
  tbt: number;
  /** Time to interactive: when the main thread is quiet after the first content (5 s window). */
  interactive: number;
  cls: number;
  /** Lighthouse's measure of the machine's speed during the run: lower is a slower or busier machine. */
  benchmarkIndex: number;
  /** The main thread's tasks of 50 ms or more after the first paint, and whose script ran in each. */
  longTasks: LongTask[];
}

interface LongTask {
  start: number;
  duration: number;
  /** The script Lighthouse attributes the task to ('Unattributable' when it names none). */
  url: string;
}

/** One Lighthouse run (mobile), throttled as the condition says, scrollbars hidden. */
function runOnce(url: string, out: string, condition: Condition): Run {
  execFileSync(
    bin,
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--form-factor=mobile',
      `--throttling-method=${condition.method}`,
      `--chrome-flags=--headless=new --no-sandbox --hide-scrollbars`,
      '--only-categories=performance,accessibility,best-practices,seo',
      // LIGHTHOUSE_TRACES=1 keeps each run's trace beside its report (…-0.trace.json), for a look at
      // what a long task ran; =profile adds the JavaScript sampler's samples to it (decision 064).
      ...(process.env.LIGHTHOUSE_TRACES ? ['--save-assets'] : []),
      ...(process.env.LIGHTHOUSE_TRACES === 'profile'
        ? ['--additional-trace-categories=disabled-by-default-v8.cpu_profiler']
        : []),
    ],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chrome } },
  );
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: Record<string, { score: number }>;
    audits: Record<
      string,
      {
        numericValue?: number;
        details?: {
          items?: ({ observedFirstContentfulPaint?: number } & Partial<Record<string, unknown>>)[];
        };
      }
    >;
    environment?: { benchmarkIndex?: number };
  };
  const fcp = report.audits['first-contentful-paint']?.numericValue ?? NaN;
  const longTasks = (report.audits['long-tasks']?.details?.items ?? [])
    .flatMap((item) =>
      typeof item.startTime === 'number' && typeof item.duration === 'number'
        ? [
            {
              start: item.startTime,
              duration: item.duration,
              url: typeof item.url === 'string' ? item.url : '',
            },
          ]
        : [],
    )
    .filter((task) => task.start >= fcp)
    .sort((a, b) => a.start - b.start);
  return {
    longTasks,
    scores: Object.fromEntries(
      Object.entries(report.categories).map(([k, v]) => [k, Math.round(v.score * 100)]),
    ),
    fcp,
    observedFcp: report.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? NaN,
    lcp: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: report.audits['total-blocking-time']?.numericValue ?? NaN,
    interactive: report.audits.interactive?.numericValue ?? NaN,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

interface Site {
  name: string;
  outDir: string;
  runs: Run[];
  server?: PreviewServer;
}

/**
 * The two conditions the pair is measured under (issue 57), each with what the studio must hold
 * against the bare page there: performance points behind it, first paint as a multiple of its
 * (applied only: a simulated FCP is a model's), blocking time, and interactive as a multiple.
 */
interface Condition {
  label: string;
  /** A short name for the report files. */
  id: string;
  method: 'devtools' | 'simulate';
  target: { points: number; fcpRatio?: number; tbtMs: number; interactiveRatio?: number };
}
const conditions: readonly Condition[] = [
  {
    label: 'applied throttling (--throttling-method=devtools), scrollbars hidden',
    id: 'applied',
    method: 'devtools',
    target: { points: 3, fcpRatio: 1.0, tbtMs: 150, interactiveRatio: 2 },
  },
  {
    label: 'simulated throttling (Lantern, the default), scrollbars hidden',
    id: 'simulated',
    method: 'simulate',
    target: { points: 5, tbtMs: 200 },
  },
];

const studio: Site = { name: 'studio', outDir: 'dist-lighthouse', runs: [] };
const bare: Site = { name: 'bare', outDir: 'dist-lighthouse-bare', runs: [] };

install();
execFileSync(
  'npx',
  ['vite', 'build', '--logLevel', 'warn', '--outDir', studio.outDir, '--emptyOutDir'],
  { stdio: 'inherit' },
);
execFileSync(
  'npx',
  [
    'vite',
    'build',
    '--config',
    'bench/bare/vite.config.ts',
    '--logLevel',
    'warn',
    '--outDir',
    resolve(bare.outDir),
    '--emptyOutDir',
  ],
  {
    stdio: 'inherit',
  },
);
const cell = (value: string) => value.padStart(12);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const signed = (text: string, value: number) => (value > 0 ? `+${text}` : text);
interface Row {
  label: string;
  of: (run: Run) => number;
  show: (value: number) => string;
  diff: (value: number) => string;
}
/** The table's rows; the score categories are the ones the runs of this condition reported. */
const rowsOf = (runs: Run[]): Row[] => [
  ...Object.keys(runs[0]?.scores ?? {}).map((category) => ({
    label: category,
    of: (run: Run) => run.scores[category] ?? NaN,
    show: (value: number) => String(value),
    diff: (value: number) => signed(String(value), value),
  })),
  {
    label: 'FCP',
    of: (run) => run.fcp,
    show: seconds,
    diff: (value) => signed(seconds(value), value),
  },
  {
    label: 'FCP observed',
    of: (run) => run.observedFcp,
    show: seconds,
    diff: (value) => signed(seconds(value), value),
  },
  {
    label: 'LCP',
    of: (run) => run.lcp,
    show: seconds,
    diff: (value) => signed(seconds(value), value),
  },
  {
    label: 'TBT',
    of: (run) => run.tbt,
    show: (value) => `${Math.round(value)} ms`,
    diff: (value) => signed(`${Math.round(value)} ms`, value),
  },
  {
    label: 'interactive',
    of: (run) => run.interactive,
    show: seconds,
    diff: (value) => signed(seconds(value), value),
  },
  {
    label: 'CLS',
    of: (run) => run.cls,
    show: (value) => value.toFixed(3),
    diff: (value) => signed(value.toFixed(3), value),
  },
  // The machine's load, to read the rest by: the pair is relative, the absolute figures are not.
  {
    label: 'benchmarkIndex',
    of: (run) => run.benchmarkIndex,
    show: (value) => String(Math.round(value)),
    diff: (value) => signed(String(Math.round(value)), value),
  },
];

/**
 * What sets the studio's interactive, run by run: its long tasks after the first paint, the one
 * that ends where interactive is marked. Interactive is the end of the last task of 50 ms or more
 * before five quiet seconds, so every one of these must fall under 50 ms for it to move to the
 * first paint; the list says which work stands in the way (a script's evaluation, React's work,
 * a layout: 'Unattributable' is work no script is named for, such as a module's instantiation).
 */
function printWhatHoldsInteractive() {
  console.log("\nThe studio's long tasks after its first paint (start, length, script):");
  studio.runs.forEach((run, i) => {
    const tasks = run.longTasks.map((task) => {
      const sets =
        Math.abs(task.start + task.duration - run.interactive) < 10 ? ' ← interactive' : '';
      const script = task.url.split('/').pop() || 'the document';
      return `${seconds(task.start)} ${Math.round(task.duration)} ms ${script}${sets}`;
    });
    console.log(
      `  run ${i + 1}, interactive ${seconds(run.interactive)}: ${tasks.join(' · ') || 'none'}`,
    );
  });
}

/** Prints one condition's medians, side by side, and whether each target holds there. */
function report(condition: Condition): boolean {
  console.log(
    `\n## Lighthouse mobile, ${condition.label}, median of ${RUNS}, interleaved (production builds, vite preview, ${chrome})`,
  );
  console.log(
    `${''.padEnd(16)}${cell('studio')}${cell('bare')}${cell('studio−bare')}   runs: studio | bare`,
  );
  for (const row of rowsOf(studio.runs)) {
    const s = median(studio.runs.map(row.of));
    const b = median(bare.runs.map(row.of));
    const runs = (site: Site) => site.runs.map((run) => row.show(row.of(run))).join(', ');
    console.log(
      `${row.label.padEnd(16)}${cell(row.show(s))}${cell(row.show(b))}${cell(row.diff(s - b))}   ${runs(studio)} | ${runs(bare)}`,
    );
  }

  const of = (site: Site, pick: (run: Run) => number) => median(site.runs.map(pick));
  const score = (run: Run) => run.scores.performance ?? NaN;
  const { target } = condition;
  const behind = of(bare, score) - of(studio, score);
  const checks: { what: string; holds: boolean }[] = [
    {
      what: `performance within ${target.points} points of the bare page (${behind <= 0 ? 'level or ahead' : `${behind} behind`})`,
      holds: behind <= target.points,
    },
    {
      what: `TBT ≤ ${target.tbtMs} ms (${Math.round(of(studio, (r) => r.tbt))} ms)`,
      holds: of(studio, (r) => r.tbt) <= target.tbtMs,
    },
  ];
  if (target.fcpRatio !== undefined) {
    const ratio = of(studio, (r) => r.fcp) / of(bare, (r) => r.fcp);
    checks.push({
      what: `FCP ≤ ${target.fcpRatio.toFixed(1)}× the bare page's (${ratio.toFixed(2)}×)`,
      holds: ratio <= target.fcpRatio,
    });
  }
  if (target.interactiveRatio !== undefined) {
    const ratio = of(studio, (r) => r.interactive) / of(bare, (r) => r.interactive);
    checks.push({
      what: `interactive ≤ ${target.interactiveRatio}× the bare page's (${ratio.toFixed(2)}×)`,
      holds: ratio <= target.interactiveRatio,
    });
  }
  if (target.interactiveRatio !== undefined) printWhatHoldsInteractive();
  console.log('\nTargets (issue 57):');
  for (const check of checks)
    console.log(`  ${check.holds ? 'holds    ' : 'NOT held '} ${check.what}`);
  return checks.every((check) => check.holds);
}

try {
  studio.server = await startPreview({ outDir: studio.outDir, port: PORT });
  bare.server = await startPreview({ outDir: bare.outDir, port: PORT + 1 });
  const held: string[] = [];
  // LIGHTHOUSE_CONDITIONS=applied (or simulated) measures one pair only, for a quicker look.
  const only = process.env.LIGHTHOUSE_CONDITIONS?.split(',');
  const chosen = conditions.filter((c) => only === undefined || only.includes(c.id));
  for (const condition of chosen) {
    studio.runs = [];
    bare.runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      for (const site of i % 2 === 0 ? [bare, studio] : [studio, bare]) {
        const origin = site.server?.origin ?? '';
        const out = join(cache, `report-${site.name}-${condition.id}-${i}.json`);
        site.runs.push(runOnce(`${origin}/`, out, condition));
      }
    }
    if (report(condition)) held.push(condition.id);
  }
  console.log(
    `\nBoth pairs: ${held.length === chosen.length ? 'every target holds' : `targets hold in ${held.length} of ${chosen.length} (${held.join(', ') || 'none'})`}.`,
  );
} finally {
  studio.server?.stop();
  bare.server?.stop();
}
