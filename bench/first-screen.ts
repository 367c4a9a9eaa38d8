/**
 * What the Video page's first screen runs of the JavaScript it loads (issue 57: "find what it
 * pulls in that its first screen does not use"). The production build in Chromium, in its
 * in-page demo mode, loaded cold twice: a first visit (an empty ledger), and a creator coming
 * back to a finished video (its card drawn). V8's block coverage of each load, mapped through
 * the build's source maps to the packages and source folders the code came from, prints what
 * the page loaded and, per package or folder, the code that ran and the code that never ran
 * (gzip, so comparable with the page-complete figures above). Never-run code is what could wait
 * for a later chunk; a module's top level always runs, so a file that is only imported shows as
 * run for that much.
 *
 * `npm run bench` runs it (BENCH_FIRST_SCREEN=0 skips it); alone, after a build:
 * `npx tsx --tsconfig tsconfig.node.json bench/first-screen.ts` (FIRST_SCREEN_PORT, 4233;
 * FIRST_SCREEN_BY=file names source files instead of packages and folders, FIRST_SCREEN_SHOWN how
 * many).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';
import type { Page } from '@playwright/test';
import { chunkName, serveBuild } from './built-page';
import { launchChromium } from './chromium';

const DIR = process.env.FIRST_SCREEN_DIST ?? 'dist';
const PORT = Number(process.env.FIRST_SCREEN_PORT ?? 4233);
/** How many packages or folders each load lists, by code never run. */
const SHOWN = Number(process.env.FIRST_SCREEN_SHOWN ?? 16);

interface Coverage {
  url: string;
  functions: { ranges: { startOffset: number; endOffset: number; count: number }[] }[];
}

/** FIRST_SCREEN_BY=file lists source files instead of packages and folders. */
const BY_FILE = process.env.FIRST_SCREEN_BY === 'file';

/** `nm:zod`, `nm:@tanstack/query-core`, `src/jobs/ui`: where a mapped source belongs. */
function groupOf(source: string | null): string {
  if (source === null) return '(unmapped)';
  if (BY_FILE) return source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, 'nm:');
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (module) return `nm:${module[1]}`;
  const own = /(?:^|\/)src\/([^/]+)\/([^/]+)\//.exec(source);
  if (own) return `src/${own[1]}/${own[2]}`;
  return source.replace(/^(\.\.\/)+/, '');
}

/** Each byte of `code` run (1) or not (0), from V8's nested block ranges (inner ones win). */
function runBytes(code: string, entry: Coverage): Uint8Array {
  const run = new Uint8Array(code.length);
  // Playwright gives each function's ranges outermost first, and functions in source order.
  for (const fn of entry.functions)
    for (const range of fn.ranges)
      run.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
  return run;
}

interface Tally {
  run: string[];
  never: string[];
}

/** The loaded build's code, split by package or folder into what ran and what did not. */
function tally(coverage: Coverage[]): { files: Map<string, number>; groups: Map<string, Tally> } {
  const files = new Map<string, number>();
  const groups = new Map<string, Tally>();
  for (const entry of coverage) {
    const file = /\/assets\/([^/?#]+\.js)$/.exec(entry.url)?.[1];
    if (file === undefined) continue;
    const code = readFileSync(join(DIR, 'assets', file), 'utf8');
    files.set(file, gzipSync(code).length);
    const run = runBytes(code, entry);
    let map: TraceMap | null = null;
    try {
      map = new TraceMap(readFileSync(join(DIR, 'assets', `${file}.map`), 'utf8'));
    } catch {
      // A file the build keeps no map for (the bundler's runtime): one group of its own.
    }
    const lineStarts = [0];
    for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
    const starts: { at: number; group: string }[] = [];
    if (map === null) starts.push({ at: 0, group: file });
    else
      eachMapping(map, (m) =>
        starts.push({
          at: (lineStarts[m.generatedLine - 1] ?? 0) + m.generatedColumn,
          group: groupOf(m.source),
        }),
      );
    starts.sort((a, b) => a.at - b.at);
    const chunk = chunkName(file);
    for (const [i, { at, group: from }] of starts.entries()) {
      const end = starts[i + 1]?.at ?? code.length;
      const group = `${chunk} · ${from}`;
      const t = groups.get(group) ?? { run: [], never: [] };
      groups.set(group, t);
      for (let a = at; a < end;) {
        let b = a;
        while (b < end && run[b] === run[a]) b++;
        (run[a] === 1 ? t.run : t.never).push(code.slice(a, b));
        a = b;
      }
    }
  }
  return { files, groups };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;
const gz = (pieces: string[]) => (pieces.length === 0 ? 0 : gzipSync(pieces.join('')).length);

function report(title: string, coverage: Coverage[]) {
  const { files, groups } = tally(coverage);
  const rows = [...groups].map(([group, t]) => ({ group, run: gz(t.run), never: gz(t.never) }));
  const loaded = [...files.values()].reduce((sum, n) => sum + n, 0);
  const run = gz([...groups.values()].flatMap((t) => t.run));
  const never = gz([...groups.values()].flatMap((t) => t.never));
  console.log(`\n${title}: ${files.size} scripts, ${kb(loaded).trim()} gzip`);
  console.log(
    `   ${[...files]
      .sort((a, b) => b[1] - a[1])
      .map(([file, bytes]) => `${chunkName(file)} ${(bytes / 1024).toFixed(1)}`)
      .join(', ')}`,
  );
  console.log(
    `   code run ${kb(run).trim()}, never run ${kb(never).trim()} (gzip of each side's pieces joined; the two add up to more than the files)`,
  );
  console.log(`   never run, by chunk and the package or folder in it (top ${SHOWN}):`);
  for (const row of rows.sort((a, b) => b.never - a.never).slice(0, SHOWN))
    console.log(`   ${kb(row.never)} never  ${kb(row.run)} run  ${row.group}`);
}

/** A cold load of the Video page with block coverage, until its form can be used. */
async function coveredLoad(page: Page, origin: string, ready: (page: Page) => Promise<void>) {
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await page.goto(`${origin}/#/video`);
  await ready(page);
  // What starts just after the first screen (the lazy parts fetched after paint) belongs to it.
  await page.waitForTimeout(2_000);
  return (await page.coverage.stopJSCoverage()) as Coverage[];
}

export async function runFirstScreenBench(): Promise<void> {
  console.log(`\n## What the Video page's first screen runs of what it loads (issue 57)`);
  const server = await serveBuild(DIR, PORT);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => {
      localStorage.setItem('media-studio.language', 'en');
      localStorage.setItem('media-studio.demo-speed', '16');
    });
    const origin = `http://127.0.0.1:${PORT}`;
    const formReady = async (page: Page) => {
      await page.getByRole('button', { name: 'Generate' }).waitFor({ timeout: 30_000 });
    };

    const first = await context.newPage();
    report('A first visit (empty ledger)', await coveredLoad(first, origin, formReady));

    // A finished video in the ledger, then a fresh tab: the page a creator comes back to.
    const prompt = 'A harbour at dawn';
    await first.getByLabel('Prompt', { exact: true }).fill(prompt);
    await first.getByRole('button', { name: 'Generate' }).click();
    await first
      .locator('[data-job-id][data-job-status="succeeded"]')
      .filter({ hasText: prompt })
      .waitFor({ timeout: 60_000 });
    await first.close();
    const back = await context.newPage();
    report(
      'Coming back to a finished video (its card drawn)',
      await coveredLoad(back, origin, async (page) => {
        await formReady(page);
        await page
          .locator('[data-job-id][data-job-status="succeeded"]')
          .first()
          .waitFor({ timeout: 30_000 });
      }),
    );
  } finally {
    await browser.close();
    server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runFirstScreenBench();
