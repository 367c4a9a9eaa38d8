/**
 * The library at size, in a real browser (issue 8): the production build under `vite preview`,
 * Chromium driven by Playwright, jobs brought in through the studio's own "Import library file".
 * Figures are printed beside the issue's targets; nothing is asserted. Every wait has a deadline,
 * so a broken build ends the run with a note instead of hanging it.
 */
import { stat } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { launchChromium } from './chromium';
import { startPreview } from '../scripts/preview-server';
import { BOARDS, ORIGIN, PORT, generatedLibrary } from './generated-library';

const SIZES = (process.env.BENCH_SIZES ?? '50,5000,20000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
/** Which build `vite preview` serves (a worktree's own, beside another session's `dist`). */
const DIST = process.env.BENCH_DIST ?? 'dist';

/** Records, from the first script on, when the first job tile appears and every long task. */
function instrument() {
  const w = window as unknown as {
    __firstTile?: number;
    __longTasks: { start: number; duration: number }[];
  };
  w.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      w.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const seen = new MutationObserver(() => {
    if (w.__firstTile === undefined && document.querySelector('[data-job-id]')) {
      w.__firstTile = performance.now();
      seen.disconnect();
    }
  });
  document.addEventListener('DOMContentLoaded', () =>
    seen.observe(document.body, { childList: true, subtree: true }),
  );
}

interface Figures {
  size: number;
  firstTileMs: number | null;
  /** Each load's first tile, of which `firstTileMs` is the median. */
  firstTileEach: number[];
  domNodes: number;
  longTaskMs: number | null;
  keystrokeMs: number | null | 'absent';
  /** Choosing one board in the Library's Board filter, until the page stops changing. */
  boardFilterMs: number | null | 'absent';
  importMs: number;
  zip: ZipFigure | null;
}

interface ZipFigure {
  files: number;
  bytes: number;
  ms: number;
}

async function importLibrary(page: Page, size: number): Promise<number> {
  await page.goto(`${ORIGIN}/#/library`);
  const started = Date.now();
  await page.getByLabel('Import library file').setInputFiles({
    name: `bench-${size}.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(generatedLibrary(size)),
  });
  // The count is shown as English writes it ("5,000").
  await page.getByText(`Imported ${size.toLocaleString('en')} job`).waitFor({ timeout: 120_000 });
  return Date.now() - started;
}

/** Loads of the Library whose first tile is timed; the figure is their median. */
const FIRST_TILE_LOADS = 5;

/**
 * When the first tile shows on a fresh load of the Library, from navigation start: the median of
 * `FIRST_TILE_LOADS` loads, each a new document. One load swung by a third from run to run (the
 * 50-job base from 810 to 1,108 ms), which alone moved the size ratios over and under their
 * targets.
 */
async function firstTile(page: Page): Promise<{ median: number | null; each: number[] }> {
  await page.goto(`${ORIGIN}/#/library`);
  const each: number[] = [];
  for (let load = 0; load < FIRST_TILE_LOADS; load += 1) {
    await page.reload();
    await page.locator('[data-job-id]').first().waitFor({ timeout: 60_000 });
    const at = await page.evaluate(
      () => (window as unknown as { __firstTile?: number }).__firstTile ?? null,
    );
    if (at !== null) each.push(at);
  }
  const sorted = [...each].sort((a, b) => a - b);
  return { median: sorted[sorted.length >> 1] ?? null, each };
}

/**
 * Long tasks while one demo video job runs among the library (issue 30): the Library opened
 * first (so the whole ledger is read and held), then the Video page, where the job is made with
 * the in-page demo; summed from Generate until the job is announced finished, each task counting
 * its time over 50 ms. The wait reads the announcer with one `querySelector` per 100 ms: a
 * role-based locator would walk the whole page on the main thread, inside the figure.
 * (The earlier figure started after the job had been left running on another page and
 * summed whole durations; at demo speed 8 the job was mostly over before it began: 0 ms.)
 */
async function longTasksDuringJob(page: Page): Promise<number | null> {
  await page.goto(`${ORIGIN}/#/library`);
  await page.reload();
  await page.locator('[data-job-id]').first().waitFor({ timeout: 60_000 });
  // Let the library's own first read and render finish: from here on only the job causes work.
  await page.waitForTimeout(1_500);
  await page
    .getByRole('navigation', { name: 'Studio' })
    .getByRole('link', { name: 'Video', exact: true })
    .click();
  await page.getByLabel('Prompt', { exact: true }).fill('Benchmark running job');
  await page.waitForTimeout(1_000);
  const from = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Generate' }).click();
  const finished = await page
    .waitForFunction(
      () =>
        /finished/.test(
          document.querySelector('[role="status"][aria-label="Job updates"]')?.textContent ?? '',
        ),
      undefined,
      { polling: 100, timeout: 60_000 },
    )
    .then(
      () => true,
      () => false,
    );
  if (!finished) return null;
  const to = await page.evaluate(() => performance.now());
  // A task is reported when it ends: the one that drew the news may arrive a moment later.
  await page.waitForTimeout(200);
  return page.evaluate(
    ([since, until]) => {
      const tasks = (window as unknown as { __longTasks: { start: number; duration: number }[] })
        .__longTasks;
      return tasks
        .filter((t) => t.start >= since && t.start <= until)
        .reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
    },
    [from, to] as const,
  );
}

/** One keystroke in the library's search box, until the page stops changing (bounded at 3 s). */
async function keystroke(page: Page): Promise<number | null | 'absent'> {
  await page.goto(`${ORIGIN}/#/library`);
  await page.locator('[data-job-id]').first().waitFor({ timeout: 60_000 });
  const box = page.getByLabel('Search', { exact: true });
  if ((await box.count()) === 0) return 'absent';
  await box.fill('glacier');
  // The caret to the end first, before the clock starts: the keystroke measured is the letter
  // alone (timing from the End key counted Playwright's round trip between the two presses).
  await box.press('End');
  await page.waitForTimeout(1_000);
  return timeToSettle(page, 'keydown', () => box.press('s'));
}

/**
 * One choice in the Library's Board filter (issue 40): from the change to the last change of the
 * page (bounded at 3 s), as the keystroke is measured. The board chosen holds about 1/200th of
 * the library, so the view's whole list is rebuilt from the index and every tile drawn is new
 * (their pictures load inside the figure). `BENCH_BOARD_CHOICE="Not on a board"` times the same
 * choice to an empty view: the filter alone.
 */
async function boardFilter(page: Page): Promise<number | null | 'absent'> {
  await page.goto(`${ORIGIN}/#/library`);
  await page.locator('[data-job-id]').first().waitFor({ timeout: 60_000 });
  const filter = page.getByRole('combobox', { name: 'Board', exact: true });
  if ((await filter.count()) === 0 || BOARDS === 0) return 'absent';
  await page.waitForTimeout(1_000);
  return timeToSettle(page, 'change', async () => {
    await filter.selectOption({ label: process.env.BENCH_BOARD_CHOICE ?? 'Board 7' });
  });
}

/**
 * From the first `event` that `act` causes to the page's last change after it (bounded at 3 s):
 * what a person waits for a keystroke or a choice to show. Null when either never came.
 */
async function timeToSettle(
  page: Page,
  event: 'keydown' | 'change',
  act: () => Promise<void>,
): Promise<number | null> {
  await page.evaluate((event) => {
    const w = window as unknown as { __eventAt?: number; __lastChange?: number };
    w.__eventAt = undefined;
    w.__lastChange = undefined;
    document.addEventListener(event, () => (w.__eventAt ??= performance.now()), {
      capture: true,
      once: true,
    });
    new MutationObserver(() => (w.__lastChange = performance.now())).observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      characterData: true,
    });
  }, event);
  await act();
  await page.waitForTimeout(3_000);
  return page.evaluate(() => {
    const w = window as unknown as { __eventAt?: number; __lastChange?: number };
    return w.__eventAt !== undefined && w.__lastChange !== undefined
      ? w.__lastChange - w.__eventAt
      : null;
  });
}

/**
 * "Select all", then "Download as zip": from the click to the saved file, over the demo media
 * (served by the same preview server, so this is the zip's own cost plus local fetches).
 */
async function zipThroughput(page: Page): Promise<ZipFigure | null> {
  await page.goto(`${ORIGIN}/#/library`);
  await page.getByRole('radio', { name: 'Grid' }).check();
  const selectAll = page.getByRole('checkbox', { name: 'Select all' });
  if ((await selectAll.count()) === 0) return null;
  await selectAll.check();
  const bar = page.getByRole('region', { name: 'Selection' });
  const download = page.waitForEvent('download', { timeout: 120_000 });
  const started = Date.now();
  await bar.getByRole('button', { name: 'Download as zip' }).click();
  const file = await download;
  const ms = Date.now() - started;
  const path = await file.path();
  const bytes = (await stat(path)).size;
  const files = Number(
    (await bar.getByRole('status').textContent())?.match(/(\d+) files?/)?.[1] ?? 0,
  );
  return { files, bytes, ms };
}

async function measure(browser: Browser, size: number): Promise<Figures> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  try {
    await context.addInitScript(() => localStorage.setItem('media-studio.demo-speed', '8'));
    await context.addInitScript(instrument);
    const page = await context.newPage();
    const importMs = await importLibrary(page, size);
    const { median: firstTileMs, each: firstTileEach } = await firstTile(page);
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    const keystrokeMs = await keystroke(page);
    const boardFilterMs = await boardFilter(page);
    const longTaskMs = await longTasksDuringJob(page);
    const zip = size <= ZIP_SIZE ? await zipThroughput(page) : null;
    return {
      size,
      firstTileMs,
      firstTileEach,
      domNodes,
      longTaskMs,
      keystrokeMs,
      boardFilterMs,
      importMs,
      zip,
    };
  } finally {
    await context.close();
  }
}

/** The zip is measured at the smallest size: "50 selected results", as the issue asks. */
const ZIP_SIZE = 50;

const mbPerSecond = (zip: ZipFigure) => (zip.bytes / 1_000_000 / (zip.ms / 1_000)).toFixed(1);
const zipText = (zip: ZipFigure | null) =>
  zip === null
    ? 'n/a'
    : `${mbPerSecond(zip)} MB/s (${zip.files} files, ${(zip.bytes / 1_000_000).toFixed(1)} MB in ${zip.ms} ms)`;

const ms = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(0)} ms`);

export async function runBrowserBench(): Promise<void> {
  console.log('\n## The library in Chromium (production build, jobs imported through the studio)');
  console.log(`(jobs spread over ${BOARDS} boards, every tenth on two)`);
  const server = await startPreview({ port: PORT, outDir: DIST });
  const browser = await launchChromium();
  const results: Figures[] = [];
  try {
    for (const size of SIZES) {
      try {
        const figures = await measure(browser, size);
        results.push(figures);
        console.log(
          `${`${size} jobs`.padEnd(12)} import ${ms(figures.importMs)}, first tile ${ms(figures.firstTileMs)} (median of ${figures.firstTileEach.map((t) => t.toFixed(0)).join(', ')}), ` +
            `${figures.domNodes} DOM nodes, long tasks during one job ${ms(figures.longTaskMs)}, ` +
            `search keystroke ${figures.keystrokeMs === 'absent' ? 'skipped (no "Search" box on this build)' : ms(figures.keystrokeMs)}, ` +
            `board filter ${figures.boardFilterMs === 'absent' ? 'skipped (no boards)' : ms(figures.boardFilterMs)}` +
            (figures.zip !== null ? `, zip ${zipText(figures.zip)}` : ''),
        );
      } catch (error) {
        console.log(
          `${`${size} jobs`.padEnd(12)} could not be measured: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  } finally {
    await browser.close();
    server.stop();
  }
  printTargets(results);
}

function printTargets(results: Figures[]): void {
  const at = (size: number) => results.find((r) => r.size === size);
  const base = at(50)?.firstTileMs ?? null;
  const ratio = (size: number) => {
    const t = at(size)?.firstTileMs ?? null;
    return base !== null && t !== null ? `${(t / base).toFixed(2)}×` : 'n/a';
  };
  const maxNodes = Math.max(0, ...results.map((r) => r.domNodes));
  const key20k = at(20_000)?.keystrokeMs;
  console.log('\nTarget (issue 8)                                         reached');
  console.log(`${'first tile at 5,000 ≤ 1.2× the time at 50'.padEnd(56)} ${ratio(5_000)}`);
  console.log(`${'first tile at 20,000 ≤ 1.5× the time at 50'.padEnd(56)} ${ratio(20_000)}`);
  for (const size of [5_000, 20_000])
    console.log(
      `${`long tasks while one job runs among ${size.toLocaleString('en')} ≤ 50 ms`.padEnd(56)} ${ms(at(size)?.longTaskMs ?? null)}`,
    );
  console.log(`${'DOM nodes at any size ≤ 1,500'.padEnd(56)} ${maxNodes}`);
  console.log(
    `${'search keystroke over 20,000 ≤ 50 ms'.padEnd(56)} ${key20k === undefined ? 'n/a' : key20k === 'absent' ? 'skipped (no search box)' : ms(key20k)}`,
  );
  const board20k = at(20_000)?.boardFilterMs;
  console.log(
    `${`first tile at 20,000 on ${BOARDS} boards ≤ 1.2× at 50 (issue 40)`.padEnd(56)} ${ratio(20_000)}`,
  );
  console.log(
    `${'Board filter over 20,000 ≤ 50 ms (issue 40)'.padEnd(56)} ${board20k === undefined ? 'n/a' : board20k === 'absent' ? 'skipped (no boards)' : ms(board20k)}`,
  );
  console.log(
    `${'zip throughput for 50 selected results (no target)'.padEnd(56)} ${zipText(at(ZIP_SIZE)?.zip ?? null)}`,
  );
}
