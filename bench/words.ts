/**
 * A long streamed answer on screen (issue 55 item 8): prompt help asked on the Video page of the
 * production build, in Chromium, against the demo gateway over HTTP, whose `[long-answer]` streams
 * 20,000 words (a word is about a token). Printed, never asserted, beside the targets: the longest
 * main-thread task while it streams (target: none over 50 ms), and how long each piece read from
 * the stream takes to be on screen — from the read that brought it to the first frame that shows
 * it (target: within one frame, ~16.7 ms).
 *
 * How a piece is timed, in the page: every read of a response body is wrapped to note when it
 * resolved and how many characters of answer its complete events carry (a running count); a
 * MutationObserver on the proposal notes when its text grows. The studio draws the pieces in a
 * frame callback (`flushSync` in `requestAnimationFrame`), so a change seen there is painted in
 * that same frame: a piece is on screen when the first change whose text holds its count is made.
 *
 * Printed with the load average: on a busy machine a frame with none of the page's scripts in it
 * runs long too (WORDS_BENCH_DEBUG=1 lists the long animation frames and whose scripts ran in them).
 *
 * `npm run bench` runs it (BENCH_WORDS=0 skips it); WORDS_BENCH_SPEED (the demo's speed knob, 40:
 * about 1,000 words a second, far faster than a relay streams — the harder case),
 * WORDS_BENCH_DIST (dist), WORDS_BENCH_APP_PORT (4229), WORDS_BENCH_GATEWAY_PORT (8829).
 */
import { loadavg } from 'node:os';
import { startDemoGateway } from '../scripts/demo-gateway/server';
import { startPreview } from '../scripts/preview-server';
import { launchChromium } from './chromium';

const SPEED = Number(process.env.WORDS_BENCH_SPEED ?? 40);
const DIST = process.env.WORDS_BENCH_DIST ?? 'dist';
const APP_PORT = Number(process.env.WORDS_BENCH_APP_PORT ?? 4229);
const GATEWAY_PORT = Number(process.env.WORDS_BENCH_GATEWAY_PORT ?? 8829);
const KEY = 'words-bench-key';
const MAX_MS = 5 * 60_000;

/** A long animation frame as Chromium reports it (the fields read here). */
interface LongFrame {
  startTime: number;
  duration: number;
  scripts: { invoker: string; duration: number; forcedStyleAndLayoutDuration: number }[];
}

interface Timings {
  /** [when a read resolved, the answer's length once its complete events are counted]. */
  reads: [number, number][];
  /** [when the proposal's text changed (painted in that frame), its length then]. */
  frames: [number, number][];
  longTasks: { start: number; duration: number }[];
  longFrames: { start: number; duration: number; scripts: string[] }[];
}

declare global {
  interface Window {
    __words?: Timings;
  }
}

/** In the page before any script: the reads, the frames and the long tasks, as described above. */
function instrument() {
  const timings: Timings = { reads: [], frames: [], longTasks: [], longFrames: [] };
  window.__words = timings;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      timings.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  // The long animation frames too, with whose scripts ran in them (WORDS_BENCH_DEBUG prints them):
  // a long frame with no script of the page's is the machine's, not the studio's.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as LongFrame[])
      if (entry.duration > 50)
        timings.longFrames.push({
          start: Math.round(entry.startTime),
          duration: Math.round(entry.duration),
          scripts: entry.scripts.map(
            (x) =>
              `${x.invoker} ${Math.round(x.duration)} ms (layout forced ${Math.round(x.forcedStyleAndLayoutDuration)} ms)`,
          ),
        });
  }).observe({ type: 'long-animation-frame', buffered: true });
  const decoder = new TextDecoder();
  let pending = '';
  let answered = 0;
  // Called with each reader as `this` below, as the browser calls it.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const read = ReadableStreamDefaultReader.prototype.read;
  ReadableStreamDefaultReader.prototype.read = function (this: ReadableStreamDefaultReader) {
    return read.call(this).then((result: ReadableStreamReadResult<unknown>) => {
      // The body's chunks are another realm's Uint8Array: `instanceof` says no, a view check yes.
      if (!result.done && ArrayBuffer.isView(result.value)) {
        pending += decoder.decode(result.value, { stream: true });
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          if (!line.startsWith('data: {')) continue;
          try {
            const event = JSON.parse(line.slice(6)) as {
              choices?: { delta?: { content?: string } }[];
            };
            answered += event.choices?.[0]?.delta?.content?.length ?? 0;
          } catch {
            // Not an event the answer counts.
          }
        }
        timings.reads.push([performance.now(), answered]);
      }
      return result;
    }) as ReturnType<ReadableStreamDefaultReader['read']>;
  } as typeof read;
  // No named function in here: tsx would wrap it in a helper the page does not have.
  const looking = setInterval(() => {
    const box = document.querySelector('[data-testid="answer-text"]');
    if (box === null) return;
    clearInterval(looking);
    new MutationObserver(() =>
      timings.frames.push([performance.now(), box.textContent.length]),
    ).observe(box, { childList: true, subtree: true, characterData: true });
  }, 5);
}

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

export async function runWordsBench(): Promise<void> {
  console.log(
    `\n## A 20,000-word streamed answer on screen (prompt help, demo ×${SPEED} over HTTP)`,
  );
  const gateway = await startDemoGateway({ port: GATEWAY_PORT, speed: SPEED, apiKey: KEY });
  const preview = await startPreview({ outDir: DIST, port: APP_PORT });
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(
      ({ url, key }) => {
        if (!location.protocol.startsWith('http')) return;
        localStorage.setItem('media-studio.settings.v1', JSON.stringify({ gatewayUrl: url }));
        localStorage.setItem('media-studio.api-key', key);
        localStorage.setItem('media-studio.language', 'en');
      },
      { url: gateway.url, key: KEY },
    );
    await context.addInitScript(instrument);
    const page = await context.newPage();
    await page.goto(`${preview.origin}/#/video`);
    await page.getByLabel('Prompt', { exact: true }).fill('a harbour at dawn [long-answer]');
    const started = Date.now();
    await page
      .getByRole('toolbar', { name: 'Prompt help for Prompt' })
      .getByRole('button', { name: 'Improve' })
      .click();
    const region = page.getByRole('region', { name: 'Proposal for Prompt' });
    await region
      .getByRole('status')
      .filter({ hasText: /^Proposal ready/ })
      .waitFor({ timeout: MAX_MS });
    const seconds = (Date.now() - started) / 1000;
    const words = await region
      .getByTestId('answer-text')
      .evaluate((el) => el.textContent.trim().split(/\s+/).length);
    const timings = await page.evaluate(() => window.__words);
    if (timings === undefined) throw new Error('the page was not instrumented');
    if (process.env.WORDS_BENCH_DEBUG)
      for (const frame of timings.longFrames)
        console.log(
          `  long frame at ${frame.start} ms: ${frame.duration} ms; ${frame.scripts.join(', ') || 'no script'}`,
        );
    const first = timings.reads[0]?.[0] ?? 0;
    const longTasks = timings.longTasks.filter((t) => t.start >= first);
    const longest = Math.max(0, ...longTasks.map((t) => t.duration));
    // Each read that brought new words, to the first painted frame that holds them.
    const lags: number[] = [];
    let frame = 0;
    let last = 0;
    for (const [at, length] of timings.reads) {
      if (length === last) continue;
      last = length;
      while (frame < timings.frames.length && (timings.frames[frame]?.[1] ?? 0) < length)
        frame += 1;
      const shown = timings.frames[frame];
      if (shown !== undefined) lags.push(shown[0] - at);
    }
    const within = lags.filter((lag) => lag <= 1000 / 60).length;
    const row = (label: string, value: string) => console.log(`${label.padEnd(52)} ${value}`);
    row('words on screen, time to the last', `${words} words in ${seconds.toFixed(1)} s`);
    row('load average (1 min) at the end', loadavg()[0]?.toFixed(1) ?? '?');
    row('reads that brought words', `${lags.length}`);
    row(
      'longest task while it streamed',
      `${longest.toFixed(0)} ms, ${longTasks.length} over 50 ms  (target: none over 50 ms)`,
    );
    row(
      'read → on screen (the change that shows it)',
      `median ${percentile(lags, 50).toFixed(1)} ms, p95 ${percentile(lags, 95).toFixed(1)} ms, max ${Math.max(0, ...lags).toFixed(1)} ms`,
    );
    row(
      'pieces on screen within one frame (16.7 ms)',
      `${within} of ${lags.length} (${((100 * within) / Math.max(1, lags.length)).toFixed(1)} %)  (target: all)`,
    );
    await context.close();
  } finally {
    await browser.close();
    preview.stop();
    gateway.server.close();
  }
}

// Run alone: `tsx bench/words.ts`.
if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  await runWordsBench();
  process.exit(0);
}
