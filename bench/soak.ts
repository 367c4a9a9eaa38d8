/**
 * `npm run bench:soak [-- --seed N] [--jobs 200] [--speed 10] [--demo-minutes 30]` — issue 25's soak:
 * "nothing lost in any instant". The production build in Chromium, three tabs of one browser (one
 * IndexedDB, one polling leader elected among them) against the demo gateway over HTTP on loopback,
 * its clock sped up so that `--demo-minutes` of demo time pass in a few real minutes. A seeded plan
 * sends `--jobs` jobs through every generator's own form (the studio's real create path: the ledger
 * record first, then the POST) with a random mix of fault tags (create 4xx/5xx, dropped and slow
 * creates, poll faults, failures), variations, reloads (some during a POST), tab closes and
 * reopens, and closes of the polling tab itself. Then it waits until no job is followed any more,
 * reads the ledger from a page and the gateway's own log and tasks, and prints the counts. It exits
 * non-zero when an invariant fails: a job neither ended nor honestly unknown, a task created twice,
 * an id the gateway made that the ledger lacks (and no unanswered record accounts for), an id
 * followed twice. Every wait has a deadline; the whole run ends by itself within `--max-minutes`.
 */
import { parseArgs } from 'node:util';
import { errors as playwrightErrors, type BrowserContext, type Page } from '@playwright/test';
import { LOCK_NAME } from '@/jobs/polling/poll-leadership';
import { startDemoGateway } from '../scripts/demo-gateway/server';
import { startPreview } from '../scripts/preview-server';
import { generators } from '../e2e/fixtures/generators';
import { launchChromium } from './chromium';

const { values: args } = parseArgs({
  options: {
    seed: { type: 'string' },
    jobs: { type: 'string', default: '200' },
    speed: { type: 'string', default: '10' },
    'demo-minutes': { type: 'string', default: '30' },
    'max-minutes': { type: 'string', default: '7' },
    dist: { type: 'string', default: process.env.SOAK_DIST ?? 'dist-soak' },
  },
});
const SEED =
  args.seed !== undefined ? Number(args.seed) >>> 0 : (Date.now() ^ (process.pid << 16)) >>> 0;
const JOBS = Number(args.jobs);
const SPEED = Number(args.speed);
const DEMO_MS = Number(args['demo-minutes']) * 60_000;
const MAX_MS = Number(args['max-minutes']) * 60_000;
const APP_PORT = Number(process.env.SOAK_APP_PORT ?? 4208);
const GATEWAY_PORT = Number(process.env.SOAK_GATEWAY_PORT ?? 8808);
const KEY = 'soak-key';
const TABS = 3;

const startedAt = Date.now();
const deadline = startedAt + MAX_MS;
// The last resort: whatever hangs, the script ends (a bench must never keep a machine busy).
setTimeout(() => {
  console.log(`\nSOAK ABORTED: still running after ${args['max-minutes']} min + 20 s`);
  process.exit(3);
}, MAX_MS + 20_000).unref();

/** mulberry32: a small seeded generator, so a seed replays the same plan. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = rng(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
function weighted<T>(entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let r = random() * total;
  for (const [value, w] of entries) {
    r -= w;
    if (r < 0) return value;
  }
  return (entries[entries.length - 1] as readonly [T, number])[0];
}

/**
 * The generators the soak drives, in the studio's order, and how: each folder's `e2e.json`
 * (`soak`: weight, the step's fields and button, tasks per create, its own faults), found as the
 * studio finds them (issue 39). One that says neither how nor why not stops the soak, named, so a
 * new generator is driven or knowingly left out, never forgotten (issue 53).
 */
const PARTS = new Map(
  generators.flatMap(({ kind, path, label, soak }) => {
    if (soak === undefined)
      throw new Error(
        `soak: the generator "${kind}" declares no soak section: add "soak" to its folder's e2e.json ` +
          '(how the soak drives its form, or { "skip": "<why>" }; docs/adding-a-generator.md)',
      );
    return 'skip' in soak ? [] : [[kind, { ...soak, path, label }] as const];
  }),
);
type Kind = string;
const KINDS: readonly Kind[] = [...PARTS.keys()];
const partOf = (kind: Kind) => {
  const part = PARTS.get(kind);
  if (part === undefined) throw new Error(`soak: no generator ${kind}`);
  return part;
};

/** The README's scenario tags; most of them a prompt may carry (a third of prompts carry none). */
const FAULTS = [
  '[429]',
  '[500]',
  '[502]',
  '[400]',
  '[drop-create]',
  '[slow-create]',
  '[poll-429]',
  '[poll-500]',
  '[poll-502]',
  '[poll-drop]',
  '[poll-garbage]',
  '[poll-badshape]',
  '[fail]',
  '[unknown]',
  '[slow]',
] as const;
type Interrupt = 'none' | 'reload-mid-post' | 'reload-after' | 'close-after';
interface Step {
  index: number;
  tab: number;
  kind: Kind;
  /** What finds this submission in the ledger, the gateway's log and its tasks. */
  token: string;
  /** The prompt (or id) typed into the form. */
  text: string;
  /** Jobs this step asks for: its variations (1 for pikb, gpts and a repeated follow). */
  count: number;
  /** A pikb id followed before: it must not become a second job. */
  refollow: boolean;
  interrupt: Interrupt;
}

/** A step that follows a task made elsewhere by its id: no POST of its own, the id is the token. */
const follows = (step: Step) => partOf(step.kind).step === 'follow';

const hex = (n: number) =>
  Array.from({ length: n }, () => Math.floor(random() * 16).toString(16)).join('');
const uuid = (first: string) =>
  `${first}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;

function makePlan(): Step[] {
  const steps: Step[] = [];
  const followed: string[] = [];
  const lastKind: (Kind | undefined)[] = [];
  let jobs = 0;
  while (jobs < JOBS) {
    const index = steps.length;
    const tab = Math.floor(random() * TABS);
    // A tab mostly stays on its page for a while, as a person does (and a page change costs time).
    const stay = lastKind[tab];
    const kind =
      stay !== undefined && random() < 0.3
        ? stay
        : weighted<Kind>([...PARTS].map(([k, part]) => [k, part.weight] as const));
    lastKind[tab] = kind;
    const token = `soak-${String(index).padStart(3, '0')}`;
    let interrupt: Interrupt = weighted<Interrupt>([
      ['none', 85],
      ['reload-mid-post', 6],
      ['reload-after', 6],
      ['close-after', 3],
    ]);
    const part = partOf(kind);
    if (part.step === 'follow') {
      if (followed.length > 0 && random() < 0.1) {
        const id = pick(followed);
        steps.push({
          index,
          tab,
          kind,
          token: id,
          text: id,
          count: 0,
          refollow: true,
          interrupt: 'none',
        });
        continue;
      }
      const id = uuid(random() < 0.25 ? pick(part.faultIds) : hex(8));
      followed.push(id);
      steps.push({
        index,
        tab,
        kind,
        token: id,
        text: id,
        count: 1,
        refollow: false,
        interrupt: interrupt === 'reload-mid-post' ? 'reload-after' : interrupt,
      });
      jobs += 1;
      continue;
    }
    if (part.step === 'lookup') {
      steps.push({
        index,
        tab,
        kind,
        token: `${part.prefix}${token}`,
        text: `${part.prefix}${token}`,
        count: 1,
        refollow: false,
        interrupt,
      });
      jobs += 1;
      continue;
    }
    const fault =
      random() < 0.66
        ? random() < 0.15 && part.rareFaults.length > 0
          ? pick(part.rareFaults)
          : pick(FAULTS)
        : '';
    // A slow create is there to be interrupted: mostly a reload lands during its POST.
    if (fault === '[slow-create]' && random() < 0.6) interrupt = 'reload-mid-post';
    const count = Math.min(
      JOBS - jobs,
      weighted([
        [1, 25],
        [2, 20],
        [3, 20],
        [4, 35],
      ]),
    );
    const words = `${pick(['harbour', 'lantern', 'meadow', 'glacier', 'neon', 'orchard'])} ${pick(['at dawn', 'in rain', 'from above', 'slowly'])}`;
    steps.push({
      index,
      tab,
      kind,
      token,
      text: `${token} ${words} ${fault}`.trim(),
      count,
      refollow: false,
      interrupt,
    });
    jobs += count;
  }
  return steps;
}

// ---------------------------------------------------------------------------------------------
// The tabs

interface Tab {
  name: string;
  page: Page | null;
  /** Set by the leader-closer: this tab is to close (and reopen) at its next step. */
  closeRequested: boolean;
  opened: number;
  /** Counts the tab's documents: a reload or a reopen starts the next. */
  document: number;
  /** When each document ended (reload or close begun). */
  ended: Map<number, number>;
}

/** A 200 answer to a create, and whether the document that sent it was still open 5 s later. */
interface Answer {
  token: string;
  at: number;
  tab: Tab;
  document: number;
}
const answers: Answer[] = [];
const SURVIVED_MS = 5_000;
/** A step's token in a request body, with a lookup's id prefix when it has one. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TOKEN = new RegExp(
  `(?:${[...PARTS.values()].flatMap((p) => (p.step === 'lookup' ? [literally(p.prefix)] : [])).join('|')})?soak-\\d{3}`,
);

/** The document is going (reload or close): answers that reach it from now on may go unrecorded. */
function endDocument(tab: Tab) {
  tab.ended.set(tab.document, Date.now());
  tab.document += 1;
}

const ranSteps = new Set<number>();
const counters = {
  steps: 0,
  jobsAsked: 0,
  reloads: 0,
  midPostReloads: 0,
  closes: 0,
  leaderCloses: 0,
  leaderUnknown: 0,
  actionErrors: 0,
};
const errors: string[] = [];
/** How long each step's form work took (fill to answered), for the printed median. */
const stepMs: number[] = [];
const note = (text: string) =>
  console.log(`  [${((Date.now() - startedAt) / 1000).toFixed(0).padStart(3)} s] ${text}`);

async function openTab(
  context: BrowserContext,
  origin: string,
  tab: Tab,
  path = generators[0]?.path ?? '',
): Promise<Page> {
  const page = await context.newPage();
  // A lock named after the tab, held for the document's life: `navigator.locks.query()` then
  // tells which tab holds the polling lock (both locks share the document's clientId).
  await page.addInitScript((name) => {
    void navigator.locks.request(`soak-probe-${name}`, () => new Promise<void>(() => undefined));
  }, tab.name);
  const sentBy = new WeakMap<object, number>();
  page.on('request', (request) => sentBy.set(request, tab.document));
  page.on('response', (response) => {
    const request = response.request();
    if (!isGatewayPost(request.url(), request.method()) || response.status() !== 200) return;
    const token = TOKEN.exec(request.postData() ?? '')?.[0];
    if (token !== undefined)
      answers.push({ token, at: Date.now(), tab, document: sentBy.get(request) ?? tab.document });
  });
  await page.goto(`${origin}/#/${path}`);
  tab.page = page;
  tab.opened += 1;
  return page;
}

/** Which tab polls: the one whose document holds the studio's leader lock. */
async function leaderTab(tabs: readonly Tab[]): Promise<Tab | undefined> {
  const page = tabs.find((t) => t.page !== null && !t.page.isClosed())?.page;
  if (!page) return undefined;
  const name = await page
    .evaluate(async (lockName) => {
      const state = await navigator.locks.query();
      const leader = state.held?.find((l) => l.name === lockName);
      const probe = state.held?.find(
        (l) => l.name?.startsWith('soak-probe-') && l.clientId === leader?.clientId,
      );
      return probe?.name?.slice('soak-probe-'.length) ?? null;
    }, LOCK_NAME)
    .catch(() => null);
  return tabs.find((t) => t.name === name);
}

function isGatewayPost(url: string, method: string) {
  return method === 'POST' && new URL(url).port === String(GATEWAY_PORT);
}

/** One step through the form, as a person would (fast): fill, choose variations, Generate. */
const phaseMs = new Map<string, number[]>();
function mark(label: string, since: number): number {
  const now = Date.now();
  const list = phaseMs.get(label) ?? [];
  list.push(now - since);
  phaseMs.set(label, list);
  return now;
}
async function runStep(page: Page, step: Step): Promise<void> {
  let at = Date.now();
  const part = partOf(step.kind);
  const nav = page
    .getByRole('navigation', { name: 'Studio' })
    .getByRole('link', { name: part.label, exact: true });
  if (!page.url().endsWith(`#/${part.path}`)) await nav.click();
  at = mark('nav', at);
  const sent = (predicate: (body: string) => boolean) =>
    page.waitForRequest(
      (r) => isGatewayPost(r.url(), r.method()) && predicate(r.postData() ?? ''),
      { timeout: 30_000 },
    );

  if (part.step === 'follow') {
    await page.getByLabel(part.field, { exact: true }).fill(step.text);
    await page.getByRole('button', { name: part.press, exact: true }).click();
    // "Following task …" or "already followed": either way the page has answered.
    await page
      .getByRole('status')
      .filter({ hasText: step.text })
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
    return;
  }
  // A batch this form started earlier may still be sending its variations.
  await idle(page, step.kind, 40_000);
  at = mark('form busy', at);
  if (part.step === 'generate')
    for (const [label, option] of part.choose)
      await page.getByLabel(label, { exact: true }).selectOption(option);
  await page.getByLabel(part.field, { exact: true }).fill(step.text);
  if (part.step === 'generate') {
    if (part.tokenIn !== undefined)
      await page.getByLabel(part.tokenIn, { exact: true }).fill(step.token);
    await page
      .getByRole('group', { name: 'Variations' })
      .getByRole('radio', { name: String(step.count), exact: true })
      .check();
  }
  const button = page.getByRole('button', { name: part.press, exact: true });
  at = mark('fill', at);
  const first = sent((body) => body.includes(step.token));
  await button.click();
  await first;
  at = mark('click to POST', at);
  if (step.interrupt === 'reload-mid-post') counters.midPostReloads += 1;
  // The tab moves on once the first create has left: the other variations go on being sent while
  // it works elsewhere, as they do when a person changes page. A reload "after" waits for the
  // answers first; a mid-POST reload and a close do not.
  if (step.interrupt === 'reload-after') {
    await idle(page, step.kind, 40_000);
    mark('POST to done', at);
  }
}

/** The page's form is ready for a submit: Generate (Look up) is enabled again. */
function idle(page: Page, kind: Kind, timeout: number) {
  const name = partOf(kind).press;
  return page.getByRole('button', { name, exact: true, disabled: false }).waitFor({ timeout });
}

async function driveTab(
  context: BrowserContext,
  origin: string,
  tab: Tab,
  steps: readonly Step[],
  notBefore: (step: Step) => number,
  stopAt: number,
) {
  for (const step of steps) {
    if (Date.now() > stopAt) return;
    const wait = notBefore(step) - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    if (tab.closeRequested || tab.page === null) {
      if (tab.page !== null) {
        endDocument(tab);
        await tab.page.close();
        tab.page = null;
        await new Promise((r) => setTimeout(r, 500 + random() * 2_000));
      }
      tab.closeRequested = false;
      await openTab(context, origin, tab, partOf(step.kind).path);
    }
    const page = tab.page as Page;
    counters.steps += 1;
    counters.jobsAsked += step.count;
    ranSteps.add(step.index);
    const stepStart = Date.now();
    try {
      await runStep(page, step);
      stepMs.push(Date.now() - stepStart);
      if (step.interrupt === 'reload-mid-post' || step.interrupt === 'reload-after') {
        counters.reloads += 1;
        endDocument(tab);
        await page.reload();
      } else if (step.interrupt === 'close-after') {
        counters.closes += 1;
        tab.closeRequested = true;
      }
    } catch (error) {
      counters.actionErrors += 1;
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
      if (errors.length < 8)
        errors.push(`step ${step.index} (${step.kind}, tab ${tab.name}): ${message}`);
      // A wait that ran out is the machine's load: the next step simply goes on. Anything else
      // starts the next step from a fresh document.
      if (!(error instanceof playwrightErrors.TimeoutError)) {
        endDocument(tab);
        await page.reload().catch(() => undefined);
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The ledger, read from a page

interface LedgerRow {
  id: string;
  kind: string;
  status: string;
  remoteIds: string[];
  setAside: boolean;
  /** The prompt and the request as sent: where a submission's token is found. */
  text: string;
}

function readLedger(page: Page): Promise<LedgerRow[]> {
  return page.evaluate(
    () =>
      new Promise<LedgerRow[]>((resolve, reject) => {
        const open = indexedDB.open('media-studio');
        open.onerror = () => reject(new Error(`the ledger did not open: ${String(open.error)}`));
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction('jobs', 'readonly').objectStore('jobs').getAll();
          request.onerror = () =>
            reject(new Error(`the ledger could not be read: ${String(request.error)}`));
          request.onsuccess = () => {
            db.close();
            resolve(
              (request.result as Record<string, unknown>[]).map((job) => ({
                id: String(job.id),
                kind: String(job.kind),
                status: String(job.status),
                remoteIds: Array.isArray(job.remoteIds) ? job.remoteIds.map(String) : [],
                setAside: job.setAside === true,
                text: `${typeof job.prompt === 'string' ? job.prompt : ''} ${JSON.stringify(job.request ?? null)}`,
              })),
            );
          };
        };
      }),
  );
}

const WAITING = new Set(['queued', 'running', 'unknown']);
const isActive = (row: LedgerRow) =>
  WAITING.has(row.status) && row.remoteIds.length > 0 && !row.setAside;

// ---------------------------------------------------------------------------------------------
// The run

const plan = makePlan();
console.log(`\n## Soak (issue 25): seed ${SEED} (replay with --seed ${SEED})`);
console.log(
  `${plan.length} steps for ${JOBS} jobs over ${KINDS.length} generators, ${TABS} tabs, demo gateway at ×${SPEED} ` +
    `(${DEMO_MS / 60_000} demo min = ${(DEMO_MS / SPEED / 1000).toFixed(0)} s), bounded at ${MAX_MS / 60_000} min`,
);

const gateway = await startDemoGateway({ port: GATEWAY_PORT, speed: SPEED, apiKey: KEY });
const gatewayStartedAt = Date.now();
const preview = await startPreview({ outDir: args.dist, port: APP_PORT });
const browser = await launchChromium({ shell: true });
let exitCode = 1;
try {
  const context = await browser.newContext();
  context.setDefaultTimeout(15_000);
  await context.addInitScript(() => {
    if (localStorage.getItem('media-studio.language') === null)
      localStorage.setItem('media-studio.language', 'en');
  });
  const tabs: Tab[] = Array.from({ length: TABS }, (_, i) => ({
    name: `t${i + 1}`,
    page: null,
    closeRequested: false,
    opened: 0,
    document: 0,
    ended: new Map(),
  }));

  // Settings once, remembered on the device: every tab of the browser then uses the gateway.
  const first = await openTab(context, preview.origin, tabs[0] as Tab);
  await first
    .getByRole('navigation', { name: 'Studio' })
    .getByRole('link', { name: 'Settings', exact: true })
    .click();
  await first.getByLabel('Gateway URL').fill(gateway.url);
  await first.getByLabel('API key').fill(KEY);
  await first.getByLabel('Remember on this device').setChecked(true);
  await first.getByRole('button', { name: 'Save settings' }).click();
  await first.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
  for (const tab of tabs.slice(1)) await openTab(context, preview.origin, tab);

  // Jobs are spread over the first 60 % of the demo window (faster is not waited for).
  const driveMs = (DEMO_MS / SPEED) * 0.6;
  const driveStart = Date.now();
  const before = new Map<number, number>();
  let sum = 0;
  for (const step of plan) {
    before.set(step.index, sum);
    sum += step.count;
  }
  const notBefore = (step: Step) => driveStart + ((before.get(step.index) ?? 0) / JOBS) * driveMs;
  const stopDriving = startedAt + MAX_MS * 0.7;

  // The leader-closer: at a third and at two thirds of the plan, the tab that polls is closed.
  let leaderClosesDone = 0;
  let driving = true;
  const leaderCloser = (async () => {
    while (driving && leaderClosesDone < 2) {
      await new Promise((r) => setTimeout(r, 1_000));
      if (counters.steps < ((leaderClosesDone + 1) / 3) * plan.length) continue;
      const leader = await leaderTab(tabs);
      if (leader === undefined) {
        counters.leaderUnknown += 1;
        continue;
      }
      leader.closeRequested = true;
      leaderClosesDone += 1;
      counters.leaderCloses += 1;
      note(`closing the polling tab ${leader.name}`);
    }
  })();

  await Promise.all(
    tabs.map((tab, i) =>
      driveTab(
        context,
        preview.origin,
        tab,
        plan.filter((s) => s.tab === i),
        notBefore,
        stopDriving,
      ),
    ),
  );
  driving = false;
  await leaderCloser;
  note(`driving done: ${counters.steps} of ${plan.length} steps, ${counters.jobsAsked} jobs asked`);

  // Every tab open again (a requested close is carried out first), so a leader keeps polling.
  for (const tab of tabs) {
    if (tab.closeRequested && tab.page !== null) {
      endDocument(tab);
      await tab.page.close();
      tab.page = null;
    }
    tab.closeRequested = false;
    if (tab.page === null) await openTab(context, preview.origin, tab);
  }
  const reader = tabs[0]?.page as Page;
  const leaderAtEnd = await leaderTab(tabs);

  // Settle: until nothing is followed and the demo window has passed, or the bound.
  const windowEnd = gatewayStartedAt + DEMO_MS / SPEED;
  const settleBound = deadline - 30_000;
  let rows = await readLedger(reader);
  while (Date.now() < settleBound && (rows.some(isActive) || Date.now() < windowEnd)) {
    await new Promise((r) => setTimeout(r, 2_000));
    rows = await readLedger(reader);
  }
  const settledAt = Date.now();

  // ---- Counts -------------------------------------------------------------------------------
  const log = gateway.log;
  // Every task kind a generator's demo declares and lists (its `prices`), no hand list.
  const tasks = gateway.taskKinds.flatMap((k) => gateway.engine.list(k));
  const posts = log.filter((r) => r.method === 'POST');
  const byToken = (text: string, token: string) => text.includes(token);

  const perKind = new Map<
    string,
    { asked: number; ledger: number; statuses: Map<string, number> }
  >();
  for (const kind of KINDS) perKind.set(kind, { asked: 0, ledger: 0, statuses: new Map() });
  for (const step of plan.filter((s) => ranSteps.has(s.index)))
    (perKind.get(step.kind) as { asked: number }).asked += step.count;
  const statusOf = (row: LedgerRow) =>
    row.status === 'submitting'
      ? 'unknown (id never came)'
      : isActive(row)
        ? 'still active'
        : row.status;
  for (const row of rows) {
    const entry = perKind.get(row.kind);
    if (!entry) continue;
    entry.ledger += 1;
    entry.statuses.set(statusOf(row), (entry.statuses.get(statusOf(row)) ?? 0) + 1);
  }

  let createsReceived = 0;
  let createdTwice = 0;
  let resent = 0;
  let withoutRecord = 0;
  let missingIds = 0;
  let lostIds = 0;
  let invented = 0;
  let answeredAlive = 0;
  let answeredUnrecorded = 0;
  const createsPerSubmission = new Map<number, number>();
  const problems: string[] = [];
  const done = plan.filter((s) => ranSteps.has(s.index)).filter((s) => !s.refollow);
  for (const step of done) {
    const records = rows.filter(
      (row) =>
        row.kind === step.kind &&
        (follows(step) ? row.remoteIds.includes(step.token) : byToken(row.text, step.token)),
    );
    const received = follows(step)
      ? 0
      : posts.filter((r) => byToken(r.body ?? '', step.token)).length;
    createsReceived += received;
    createsPerSubmission.set(received, (createsPerSubmission.get(received) ?? 0) + 1);
    const made = tasks.filter((t) =>
      follows(step) ? t.id === step.token : byToken(JSON.stringify(t.input), step.token),
    );
    const perCreate = partOf(step.kind).tasksPerCreate;
    const creates = perCreate > 0 ? Math.ceil(made.length / perCreate) : 0;
    const twice = follows(step)
      ? Math.max(0, records.length - 1)
      : Math.max(0, creates - records.length);
    createdTwice += twice;
    resent += Math.max(0, received - step.count);
    withoutRecord += Math.max(0, received - records.length);
    invented += Math.max(0, records.length - step.count);
    // Every answer a page lived to read (5 s on) must have left its ids in a record.
    const alive = answers.filter((a) => {
      const end = a.tab.ended.get(a.document);
      return a.token === step.token && (end === undefined || end - a.at >= SURVIVED_MS);
    }).length;
    answeredAlive += alive;
    const unrecorded = Math.max(0, alive - records.filter((r) => r.remoteIds.length > 0).length);
    answeredUnrecorded += unrecorded;
    const known = new Set(records.flatMap((r) => r.remoteIds));
    const missing = made.filter((t) => !known.has(t.id)).length;
    const unanswered = records.filter(
      (r) => r.status === 'submitting' && r.remoteIds.length === 0,
    ).length;
    missingIds += missing;
    const lost = Math.max(0, missing - unanswered * Math.max(1, perCreate));
    lostIds += lost;
    if (twice + lost + unrecorded > 0 || received > records.length || records.length > step.count) {
      problems.push(
        `${step.token} (${step.kind}, ×${step.count}, ${step.interrupt}): ${received} POSTs, ${made.length} tasks, ${records.length} records [${records.map((r) => r.status).join(', ')}], ${missing} ids missing`,
      );
    }
  }
  // An id followed by two jobs, whatever the kind (pikb's repeated follows among them).
  const owners = new Map<string, number>();
  for (const row of rows) for (const id of row.remoteIds) owners.set(id, (owners.get(id) ?? 0) + 1);
  const followedTwice = [...owners.values()].filter((n) => n > 1).length;
  const stillActive = rows.filter(isActive).length;
  const invalid = rows.filter(
    (r) => !['succeeded', 'failed', 'refused', 'submitting'].includes(r.status) && !isActive(r),
  ).length;

  const wallMs = settledAt - startedAt;
  const demoMs = (settledAt - gatewayStartedAt) * SPEED;
  console.log('\nJobs by generator (ledger status after the run)');
  for (const [kind, entry] of perKind) {
    const statuses = [...entry.statuses].map(([s, n]) => `${s} ${n}`).join(', ');
    console.log(
      `  ${kind.padEnd(6)} asked ${String(entry.asked).padStart(3)}, in the ledger ${String(entry.ledger).padStart(3)}: ${statuses || '—'}`,
    );
  }
  const all = (status: string) => rows.filter((r) => statusOf(r) === status).length;
  const line = (label: string, value: string | number) =>
    console.log(`${label.padEnd(64)} ${value}`);
  console.log('');
  line('seed', SEED);
  line('steps run / planned', `${counters.steps} / ${plan.length}`);
  line('jobs attempted (variations counted; repeated pikb follows not)', counters.jobsAsked);
  line(
    'repeated follows of a pikb id already followed',
    plan.filter((s) => ranSteps.has(s.index)).filter((s) => s.refollow).length,
  );
  line('jobs in the ledger', rows.length);
  line('  succeeded', all('succeeded'));
  line('  failed', all('failed'));
  line('  refused (not started)', all('refused'));
  line('  honestly unknown (submitted, id never came)', all('unknown (id never came)'));
  line('  still active (must be 0)', stillActive);
  line(
    'reloads (of which during a POST) / tab closes / polling-tab closes',
    `${counters.reloads} (${counters.midPostReloads}) / ${counters.closes} / ${counters.leaderCloses}`,
  );
  line('polling tab at the end', leaderAtEnd?.name ?? 'unknown');
  line('create POSTs received by the gateway', `${createsReceived} (${posts.length} POSTs in all)`);
  line(
    'creates received per submission (count: submissions)',
    [...createsPerSubmission]
      .sort(([a], [b]) => a - b)
      .map(([n, c]) => `${n}: ${c}`)
      .join(', '),
  );
  line('gateway tasks made', tasks.length);
  line('tasks created twice (must be 0)', createdTwice);
  line('creates sent more often than asked (must be 0)', resent);
  line('creates received without their ledger record (must be 0)', withoutRecord);
  line('records the studio made beyond those asked (must be 0)', invented);
  line('gateway ids not in the ledger', missingIds);
  line('  of which no unanswered record accounts for: lost (must be 0)', lostIds);
  line('creates answered to a page that stayed open 5 s on', answeredAlive);
  line('  of which the ledger holds no ids for (must be 0)', answeredUnrecorded);
  line('ids followed by two jobs (must be 0)', followedTwice);
  line('records in no known status (must be 0)', invalid);
  line('gateway requests in all', log.length);
  const sorted = [...stepMs].sort((a, b) => a - b);
  line(
    'a step through a form, median / slowest (ms)',
    `${sorted[Math.floor(sorted.length / 2)] ?? 0} / ${sorted[sorted.length - 1] ?? 0}`,
  );
  line('wall time (s)', (wallMs / 1000).toFixed(0));
  line('demo time (min)', (demoMs / 60_000).toFixed(1));
  if (counters.actionErrors > 0)
    line('steps whose page action failed or timed out', counters.actionErrors);
  for (const e of errors) console.log(`  ${e}`);
  if (process.env.SOAK_DEBUG)
    console.log(`  media GETs: ${log.filter((r) => r.path.startsWith('/demo/')).length}`);
  if (process.env.SOAK_DEBUG)
    for (const [k, v] of phaseMs)
      console.log(
        `  ${k}: median ${[...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]} ms of ${v.length}`,
      );

  const failures: string[] = [];
  if (counters.steps < plan.length)
    failures.push(`only ${counters.steps} of ${plan.length} steps ran before the drive bound`);
  if (stillActive > 0) failures.push(`${stillActive} jobs still active`);
  if (createdTwice > 0) failures.push(`${createdTwice} tasks created twice`);
  if (resent > 0) failures.push(`${resent} creates re-sent`);
  if (withoutRecord > 0) failures.push(`${withoutRecord} creates without a ledger record`);
  if (invented > 0) failures.push(`${invented} records beyond those asked`);
  if (lostIds > 0) failures.push(`${lostIds} ids lost`);
  if (answeredUnrecorded > 0)
    failures.push(`${answeredUnrecorded} answered creates left no ids in the ledger`);
  if (followedTwice > 0) failures.push(`${followedTwice} ids followed twice`);
  if (invalid > 0) failures.push(`${invalid} records in no known status`);
  if (counters.leaderCloses === 0) failures.push('the polling tab was never closed');
  for (const p of problems.slice(0, 12)) console.log(`  ! ${p}`);
  for (const row of rows.filter(isActive).slice(0, 12)) {
    const polls = log.filter(
      (r) => r.method === 'GET' && row.remoteIds.some((id) => r.path.includes(id)),
    );
    const last = polls[polls.length - 1];
    const phases = row.remoteIds
      .map((id) => tasks.find((t) => t.id === id))
      .map((t) => (t ? gateway.engine.phase(t).phase : 'no task'));
    console.log(
      `  still active: ${row.kind} ${row.status} "${row.text.slice(0, 50)}" at the gateway ${phases.join('/')}, ` +
        `${polls.length} polls, the last ${last ? `${((settledAt - last.at) / 1000).toFixed(0)} s` : 'never'} before the end`,
    );
  }
  if (failures.length === 0) {
    console.log(
      '\nSOAK PASSED: every job ended or is honestly unknown; nothing created twice; no id lost.',
    );
    exitCode = 0;
  } else {
    console.log(`\nSOAK FAILED: ${failures.join('; ')}`);
  }
} catch (error) {
  console.log(
    `\nSOAK ERROR: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
} finally {
  await browser.close().catch(() => undefined);
  preview.stop();
  gateway.server.close();
}
// The studio's modules imported here keep nothing open, but end explicitly as the bench does.
process.exit(exitCode);
