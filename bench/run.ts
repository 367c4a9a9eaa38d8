/**
 * `npm run bench`: speed and size figures, printed — never asserted in tests. Run after a build
 * (the script builds first). Numbers are for this machine; compare runs, not absolutes.
 */
import 'fake-indexeddb/auto';
import '@/lib/zod';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { readErrorMessage } from '@/gateway/errors';
import { zVideoRecord } from '@/features/video/gateway-schema';
import { normaliseVideoRecord } from '@/features/video/normalise';
import { addSubmittingJob, recordCreated } from '@/jobs/ledger/create-writes';
import { applyPollUpdate } from '@/jobs/ledger/poll-writes';
import { listEntries } from '@/jobs/ledger/reads';
import { reopenLedgerDb } from '@/jobs/ledger/ledger-db';
import { pollDelay } from '@/jobs/polling/polling';
import { parseJsonLossless } from '@/lib/json';
import { runBrowserBench } from './browser';
import { runFilmBench } from './film';
import { runFirstScreenBench } from './first-screen';
import { runLedgerDbBench } from './ledger-db';
import { runPollingBench } from './polling';
import { runQueueBench } from './queue';
import { runWordsBench } from './words';

function time<T>(label: string, runs: number, fn: () => T): void {
  fn();
  const start = performance.now();
  for (let i = 0; i < runs; i += 1) fn();
  const ms = performance.now() - start;
  console.log(
    `${label.padEnd(52)} ${((ms * 1000) / runs).toFixed(2).padStart(10)} µs/op  (${runs} runs)`,
  );
}

async function timeAsync(label: string, fn: () => Promise<void>): Promise<void> {
  const start = performance.now();
  await fn();
  console.log(`${label.padEnd(52)} ${(performance.now() - start).toFixed(0).padStart(10)} ms`);
}

console.log('\n## Parsing and normalising (per record)');
const recordText = JSON.stringify({
  id: 'video_abc',
  task_id: 'video_abc',
  object: 'video',
  model: 'videomodel-1.0-t2v',
  status: 'completed',
  progress: 100,
  created_at: 1_790_000_000,
  seconds: '5',
  size: '1280x720',
  metadata: { url: 'https://cdn.example.com/v.mp4' },
  error: null,
});
time('lossless JSON parse of a video record', 20_000, () => parseJsonLossless(recordText));
time('JSON.parse of the same (for comparison)', 20_000, () => JSON.parse(recordText) as unknown);
const parsed = zVideoRecord.parse(parseJsonLossless(recordText));
time('zod parse of a video record', 20_000, () =>
  zVideoRecord.parse(parseJsonLossless(recordText)),
);
time('normalise a video record', 20_000, () => normaliseVideoRecord(parsed, 'video_abc'));
time('read an error envelope', 20_000, () =>
  readErrorMessage('{"error":{"message":"Invalid token (request id: 1)","type":"x"}}'),
);

console.log('\n## Job ledger (fake-indexeddb in Node; real IndexedDB is faster)');
reopenLedgerDb('bench-ledger');
const ids: string[] = [];
await timeAsync('write 500 jobs (record, then ids)', async () => {
  for (let i = 0; i < 500; i += 1) {
    const job = await addSubmittingJob({
      kind: 'video',
      gateway: 'http://g',
      summary: { prompt: `job ${i}`, fields: {} },
      request: {},
    });
    await recordCreated(job.id, { status: 'queued', remoteIds: [`video_${i}`] });
    ids.push(job.id);
  }
});
await timeAsync('apply 500 poll updates', async () => {
  for (const id of ids) await applyPollUpdate(id, { status: 'running', progress: 50 });
});
await timeAsync('list and re-validate 500 jobs', async () => {
  const entries = await listEntries();
  if (entries.length !== 500) throw new Error('ledger lost jobs');
});

console.log('\n## Poll schedule: requests one job costs');
for (const minutes of [1, 5, 15, 60]) {
  let t = 0;
  let requests = 0;
  while (t < minutes * 60_000) {
    t += pollDelay({ ageMs: t, failures: 0, retryAfterMs: null, hidden: false });
    requests += 1;
  }
  console.log(`${`a job running ${minutes} min`.padEnd(52)} ${String(requests).padStart(10)} GETs`);
}

runPollingBench();

console.log('\n## Static build (dist/)');
const assets = join('dist', 'assets');
const gzipOf = (file: string) => gzipSync(readFileSync(join(assets, file))).length;
for (const file of readdirSync(assets).filter((f) => /\.(js|css)$/.test(f))) {
  const bytes = readFileSync(join(assets, file));
  console.log(
    `${file.padEnd(52)} ${(bytes.length / 1024).toFixed(1).padStart(8)} KB  ${(gzipOf(file) / 1024).toFixed(1).padStart(7)} KB gzip`,
  );
}
// What a first visit loads: the entry script and the chunks index.html preloads with it (the
// lazy chunks — the demo gateway, Chinese, the zip — are fetched only when used).
const html = readFileSync(join('dist', 'index.html'), 'utf8');
const atStart = [...html.matchAll(/(?:src|href)="\.\/assets\/([^"]+\.js)"/g)].map(
  (m) => m[1] ?? '',
);
const startJs = atStart.reduce((sum, file) => sum + gzipOf(file), 0);
console.log(
  `${'JavaScript loaded at start (entry + preloaded chunks)'.padEnd(52)} ${''.padStart(8)}     ${(startJs / 1024).toFixed(1).padStart(7)} KB gzip  (issue 44 target: 100)`,
);
console.log(`   ${atStart.join(', ')}`);

// A page complete: the start, the studio's working parts (polling, banners) and the page's own
// chunks, each with the chunks it imports — what a cold start on that page has fetched once it
// can be used. The build writes each route's files less the start into index.html for the shell
// to preload (scripts/route-modules.ts): every route the studio has, with no list here.
const routeModules = /<meta name="route-modules" content="([^"]*)">/.exec(html)?.[1];
if (routeModules === undefined) throw new Error('dist/index.html has no route-modules meta');
const { routes } = JSON.parse(routeModules.replaceAll('&quot;', '"')) as {
  routes: Record<string, string[]>;
};
// Every page's body also waits for the rest of English's messages (src/i18n/i18n.ts,
// `loadAllMessages`): a chunk of its own, fetched by the start chunk rather than named in the
// route list, so it is added here by its name (`en.json?part=rest` becomes `en-<hash>.js`).
const englishRest = readdirSync(assets).filter((f) => /^en-[\w-]+\.js$/.test(f));
if (englishRest.length !== 1)
  throw new Error(
    `expected one English messages chunk in dist/assets, found ${englishRest.length}`,
  );
const englishBytes = gzipOf(englishRest[0] ?? '');
console.log(
  `${"English's messages every page body waits for".padEnd(52)} ${''.padStart(8)}     ${(englishBytes / 1024).toFixed(1).padStart(7)} KB gzip  (${englishRest[0]})`,
);
for (const [route, own] of Object.entries(routes)) {
  const files = new Set([...atStart, ...own.map((file) => file.replace(/^assets\//, ''))]);
  const bytes = [...files].reduce((sum, file) => sum + gzipOf(file), 0);
  console.log(
    `${`${route} page complete (start + studio + its chunks)`.padEnd(52)} ${''.padStart(8)}     ${(bytes / 1024).toFixed(1).padStart(7)} KB gzip  (${files.size} files; ${((bytes + englishBytes) / 1024).toFixed(1)} with English's messages)`,
  );
}

// BENCH_LEDGER=0 skips the ledger's database layer against idb (decisions 016, 062; it opens Chromium too).
if (process.env.BENCH_LEDGER !== '0') await runLedgerDbBench();

// BENCH_BROWSER=0 skips the browser part (e.g. where no Chromium is installed).
if (process.env.BENCH_BROWSER !== '0') await runBrowserBench();

// BENCH_FIRST_SCREEN=0 skips what the Video page's first screen runs of what it loads (issue 57).
if (process.env.BENCH_FIRST_SCREEN !== '0' && process.env.BENCH_BROWSER !== '0')
  await runFirstScreenBench();

// BENCH_FILM=0 skips the storyboard's film export (issue 28; needs ffmpeg and Chromium).
if (process.env.BENCH_FILM !== '0' && process.env.BENCH_BROWSER !== '0') await runFilmBench();

// BENCH_QUEUE=0 skips the queue at scale (issue 41: 500 jobs from a batch file, 4 at once, over HTTP).
if (process.env.BENCH_QUEUE !== '0' && process.env.BENCH_BROWSER !== '0') await runQueueBench();

// BENCH_WORDS=0 skips the long streamed answer (issue 55: 20,000 words on screen, over HTTP).
if (process.env.BENCH_WORDS !== '0' && process.env.BENCH_BROWSER !== '0') await runWordsBench();

// Done: the ledger's cross-tab BroadcastChannel (opened by the write figures above) would keep
// Node's event loop alive for ever — a page closes it with the tab; here the bench ends itself.
process.exit(0);
