/**
 * The studio's own IndexedDB layer (`src/lib/idb.ts`, decision 062; Dexie before it, decision
 * 016) against the `idb` library for the job ledger: the same ledger work on the same schema,
 * weighed as a production bundle and timed on Chromium's real IndexedDB. Printed,
 * never asserted. `BENCH_LEDGER=0` skips it in `npm run bench`; on its own:
 * `npx tsx --tsconfig tsconfig.node.json bench/ledger-db.ts` (`BENCH_LEDGER_SIZES=5000,20000`).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { launchChromium } from './chromium';
import { build } from 'vite';
import type { Job } from '@/jobs/job';
import type { StoredJob } from '@/jobs/ledger/ledger-db';
import { LEDGER_SCHEMA_VERSION } from '@/jobs/ledger/migrations';
import { isWaiting, jobStatuses } from '@/jobs/status';
import { generatedLibrary } from './generated-library';
import type { crossRead, nativeSchema, Outcome, runScenario, Timings } from './ledger-db/scenario';

const LIBRARIES = ['studio', 'idb'] as const;
type Library = (typeof LIBRARIES)[number];
const NAMES: Record<Library, string> = { studio: 'lib/idb', idb: 'idb' };
/** What each library is, for the bundle that leaves it out: the studio's is its own modules. */
const LEFT_OUT: Record<Library, (id: string) => boolean> = {
  studio: (id) =>
    /(^@\/lib\/|[\\/]src[\\/]lib[\\/])(idb|idb-changes|live-query|store)(\.ts)?$/.test(id),
  idb: (id) => id === 'idb',
};
const SIZES = (process.env.BENCH_LEDGER_SIZES ?? '5000,20000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const RUNS = 3;
const UPDATES = 200;
/** Rows small enough to write quickly, for the check that each library reads the other's ledger. */
const CROSS_ROWS = 50;
/** A fixed clock: the same rows on every run. */
const NOW = Date.UTC(2026, 0, 1);

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = (file: string) => fileURLToPath(new URL(`./ledger-db/${file}`, import.meta.url));

/** One entry through Vite (Rolldown, as the app is built), minified, as a single ES module. */
async function bundle(
  file: string,
  external: (id: string) => boolean = () => false,
): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    root,
    publicDir: false,
    resolve: { alias: { '@': `${root}src` } },
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      modulePreload: false,
      sourcemap: false,
      rolldownOptions: {
        input: entry(file),
        // Every function of the entry stays: the ledger calls all of them.
        preserveEntrySignatures: 'strict',
        external,
        output: { format: 'es' },
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunks = outputs
    .flatMap((o) => ('output' in o ? o.output : []))
    .filter((c) => c.type === 'chunk');
  // Only the entry is weighed: a chunk it imports lazily is the in-memory stand-in for a browser
  // without IndexedDB (decision 022), which a browser with IndexedDB never loads.
  const entryChunk = chunks.find((c) => c.isEntry);
  const lazy = new Set(entryChunk?.dynamicImports ?? []);
  if (
    entryChunk === undefined ||
    entryChunk.imports.some((imported) => !external(imported)) ||
    chunks.some((c) => c !== entryChunk && !lazy.has(c.fileName))
  )
    throw new Error(`${file} did not build into one chunk (and lazy ones)`);
  return entryChunk.code;
}

const gzip = (code: string) => gzipSync(code).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface Weighed {
  code: string;
  total: number;
  work: number;
}

async function weigh(library: Library): Promise<Weighed> {
  const code = await bundle(`with-${library}.ts`);
  // The same entry with the library left out: what the ledger's own calls weigh.
  const work = await bundle(`with-${library}.ts`, LEFT_OUT[library]);
  return { code, total: gzip(code), work: gzip(work) };
}

/** Rows as the ledger stores them: the library bench's finished jobs, a few failed or running. */
function ledgerRows(size: number): StoredJob[] {
  const { jobs } = JSON.parse(generatedLibrary(size, NOW)) as { jobs: Job[] };
  return jobs.map((job, i): StoredJob => {
    const running = i % 250 === 125;
    const failed = !running && i % 97 === 0;
    return {
      ...job,
      ...(running
        ? { status: 'running', statusWord: 'in_progress', progress: 40, completedAt: null }
        : {}),
      ...(failed
        ? { status: 'failed', statusWord: 'failed', error: 'Content rejected', progress: null }
        : {}),
      schema: LEDGER_SCHEMA_VERSION,
    };
  });
}

const rowsText = new Map<number, string>();
const rowsFor = (size: number) => {
  let text = rowsText.get(size);
  if (text === undefined) {
    text = JSON.stringify(ledgerRows(size));
    rowsText.set(size, text);
  }
  return text;
};

/**
 * A loopback server for the page, the bundles and the rows. It listens on 127.0.0.2 (Dexie, when
 * this compared it, switched on its debug mode on localhost and 127.0.0.1).
 */
async function serve(files: Record<string, string>): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const rows = /^\/rows-(\d+)\.json$/.exec(path);
    const body = rows ? rowsFor(Number(rows[1])) : files[path];
    if (body === undefined) {
      response.writeHead(404).end();
      return;
    }
    const type = path.endsWith('.js')
      ? 'text/javascript'
      : path.endsWith('.json')
        ? 'application/json'
        : 'text/html';
    response.writeHead(200, { 'content-type': `${type}; charset=utf-8` }).end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.2', resolve);
  });
  return { server, origin: `http://127.0.0.2:${(server.address() as AddressInfo).port}` };
}

interface Bench {
  ledgerBench: {
    runScenario: typeof runScenario;
    crossRead: typeof crossRead;
    nativeSchema: typeof nativeSchema;
  };
}

/** Every wait has a deadline: a broken bundle ends the section with a note instead of hanging. */
function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const STEPS: [keyof Timings, string][] = [
  ['importMs', 'import all (ids looked up, then added; one tx)'],
  ['readAllMs', 'read all'],
  ['newestMs', 'newest 60 through the createdAt index'],
  ['countsMs', `count each of ${jobStatuses.length} statuses (status index)`],
  ['updatesMs', `update one record ${UPDATES} times (get + put, a tx each)`],
];

async function timeLibraries(page: Page): Promise<void> {
  const statuses = [...jobStatuses];
  const results = new Map<string, Timings[]>();
  const mismatches: string[] = [];
  for (const size of SIZES) {
    const rows = ledgerRows(size);
    const updateId = rows.findLast((r) => isWaiting(r.status))?.id ?? rows[0]?.id ?? '';
    let reference: string | null = null;
    for (let run = 0; run < RUNS; run += 1) {
      // Alternate who goes first, so neither always meets a warmer (or more cluttered) disk.
      const order = run % 2 === 0 ? LIBRARIES : [...LIBRARIES].reverse();
      for (const library of order) {
        const input = {
          library,
          size,
          name: `${library}-${size}-${run}`,
          statuses,
          updates: UPDATES,
          updateId,
        };
        const outcome: Outcome = await within(
          60_000,
          `${NAMES[library]} at ${size} jobs`,
          page.evaluate((i) => (window as unknown as Bench).ledgerBench.runScenario(i), input),
        );
        reference ??= outcome.seen;
        if (outcome.seen !== reference)
          mismatches.push(`${NAMES[library]} at ${size} jobs, run ${run + 1}`);
        const key = `${library}/${size}`;
        results.set(key, [...(results.get(key) ?? []), outcome.timings]);
      }
    }
  }
  const cell = (library: Library, size: number, step: keyof Timings) =>
    `${median((results.get(`${library}/${size}`) ?? []).map((t) => t[step])).toFixed(1)} ms`;
  const header = SIZES.map(
    (size) => `${`${size.toLocaleString('en')} jobs: lib/idb`.padStart(22)}${'idb'.padStart(11)}`,
  ).join('');
  console.log(`\n${`Chromium, real IndexedDB, median of ${RUNS}`.padEnd(52)}${header}`);
  for (const [step, label] of STEPS) {
    const cells = SIZES.map(
      (size) => `${cell('studio', size, step).padStart(22)}${cell('idb', size, step).padStart(11)}`,
    ).join('');
    console.log(`${label.padEnd(52)}${cells}`);
  }
  console.log(
    mismatches.length === 0
      ? 'Both libraries read back the same rows, newest 60, counts and updated record.'
      : `Different results from: ${mismatches.join('; ')}`,
  );
}

export async function runLedgerDbBench(): Promise<void> {
  console.log(
    "\n## The ledger database: the studio's lib/idb against the idb library (same schema, same work)",
  );
  const weighed = { studio: await weigh('studio'), idb: await weigh('idb') };
  const scenario = await bundle('scenario.ts');
  console.log(
    `${'Bundle, minified, gzip'.padEnd(52)}${'lib/idb'.padStart(12)}${'idb'.padStart(12)}`,
  );
  const line = (label: string, of: (w: Weighed) => number) =>
    console.log(
      `${label.padEnd(52)}${kb(of(weighed.studio)).padStart(12)}${kb(of(weighed.idb)).padStart(12)}`,
    );
  line('the ledger work with its library', (w) => w.total);
  line("the library's share (total − the work alone)", (w) => w.total - w.work);
  line('the work alone (library left out)', (w) => w.work);

  const { server, origin } = await serve({
    '/': '<!doctype html><title>ledger bench</title><script type="module">import * as b from "./scenario.js"; window.ledgerBench = b;</script>',
    '/scenario.js': scenario,
    '/studio.js': weighed.studio.code,
    '/idb.js': weighed.idb.code,
  });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => 'ledgerBench' in window, undefined, { timeout: 30_000 });
    const schemas: string[] = [];
    for (const library of LIBRARIES) {
      schemas.push(
        await page.evaluate(
          (l) => (window as unknown as Bench).ledgerBench.nativeSchema(l),
          library,
        ),
      );
    }
    console.log(
      schemas[0] === schemas[1]
        ? `The same database as IndexedDB sees it: ${schemas[0]}`
        : `The schemas differ!\n  lib/idb: ${schemas[0]}\n  idb:   ${schemas[1]}`,
    );
    const cross = async (writer: Library, reader: Library) =>
      `written by ${NAMES[writer]}, ${await page.evaluate(
        ([w, r, n]) => (window as unknown as Bench).ledgerBench.crossRead(w, r, n),
        [writer, reader, CROSS_ROWS] as const,
      )} of ${CROSS_ROWS} rows read by ${NAMES[reader]}`;
    console.log(`A ledger ${await cross('studio', 'idb')}; ${await cross('idb', 'studio')}.`);
    await timeLibraries(page);
  } catch (error) {
    console.log(
      `The ledger database could not be timed: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await browser.close();
    server.close();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href)
  await runLedgerDbBench();
