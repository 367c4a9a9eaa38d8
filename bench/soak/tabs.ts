import { errors as playwrightErrors, type BrowserContext, type Page } from '@playwright/test';
import { LOCK_NAME } from '@/jobs/polling/poll-leadership';
import { generators } from '../../e2e/fixtures/generators';
import { GATEWAY_PORT, startedAt } from './settings';
import { PARTS, partOf, random, type Kind, type Step } from './plan';

// ---------------------------------------------------------------------------------------------
// The tabs

export interface Tab {
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
export const answers: Answer[] = [];
export const SURVIVED_MS = 5_000;
/** A step's token in a request body, with a lookup's id prefix when it has one. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TOKEN = new RegExp(
  `(?:${[...PARTS.values()].flatMap((p) => (p.step === 'lookup' ? [literally(p.prefix)] : [])).join('|')})?soak-\\d{3}`,
);

/** The document is going (reload or close): answers that reach it from now on may go unrecorded. */
export function endDocument(tab: Tab) {
  tab.ended.set(tab.document, Date.now());
  tab.document += 1;
}

export const ranSteps = new Set<number>();
export const counters = {
  steps: 0,
  jobsAsked: 0,
  reloads: 0,
  midPostReloads: 0,
  closes: 0,
  leaderCloses: 0,
  leaderUnknown: 0,
  actionErrors: 0,
};
export const errors: string[] = [];
/** How long each step's form work took (fill to answered), for the printed median. */
export const stepMs: number[] = [];
export const note = (text: string) =>
  console.log(`  [${((Date.now() - startedAt) / 1000).toFixed(0).padStart(3)} s] ${text}`);

export async function openTab(
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
export async function leaderTab(tabs: readonly Tab[]): Promise<Tab | undefined> {
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
export const phaseMs = new Map<string, number[]>();
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

export async function driveTab(
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
