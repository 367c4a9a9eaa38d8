import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { serveFile } from '../scripts/demo-gateway/server';
import { gatewayReceived, taskFor } from './fixtures/gateway';
import {
  drawnForAddress,
  expect,
  gatewayKey,
  gatewayUrl,
  LANGUAGE_KEY,
  test,
  Studio,
} from './fixtures/studio';

/**
 * The installable studio (issue 29 item 7, decision 029): the production build's service worker
 * precaches the studio's own files, so it starts with the network gone — and with the server
 * gone too, so nothing here can pass by reaching it. The build is served under a sub-path
 * (`/studio/`) by a server of this spec's own, on a port of its own (a secure context: loopback),
 * which can also stop and can hand out a new `sw.js` to stand for a new version.
 */
const DIST = resolve(process.env.E2E_DIST ?? 'dist');
const PREFIX = '/studio/';

test.use({ serviceWorkers: 'allow' });

interface StudioHost {
  url: string;
  /** Appends a comment to sw.js: to the browser, a new version of the worker. */
  release: () => void;
  close: () => Promise<void>;
}

/**
 * The header docs/deploy.md tells a host to send, read from that page so the two cannot drift
 * apart. Its `connect-src` names an example gateway; this spec uses the demo in the page.
 */
function documentedHeader(): string {
  const page = readFileSync(resolve('docs/deploy.md'), 'utf8');
  const line = /^Content-Security-Policy: (.+)$/m.exec(page);
  if (!line?.[1]) throw new Error('docs/deploy.md shows no Content-Security-Policy header');
  return line[1];
}

/** Serves the build under PREFIX; `headers` go on every file, sw.js included. */
async function hostBuild(headers: Record<string, string> = {}): Promise<StudioHost> {
  let version = 1;
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (!path.startsWith(PREFIX)) {
      res.writeHead(404).end();
      return;
    }
    let name = decodeURIComponent(path.slice(PREFIX.length - 1));
    if (name.endsWith('/')) name += 'index.html';
    if (name === '/sw.js' && version > 1) {
      // The same worker with one more line: to a browser, which compares the bytes, a new version.
      const body = `${readFileSync(join(DIST, 'sw.js'), 'utf8')}\n// version ${version}\n`;
      res.writeHead(200, {
        ...headers,
        'Content-Type': 'text/javascript',
        'Cache-Control': 'no-store',
      });
      res.end(body);
      return;
    }
    serveFile(req, res, DIST, name, headers, {});
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${PREFIX}`,
    release: () => {
      version += 1;
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** Opens the studio at `route` on this host and waits for the page drawn for it (`Studio.open`). */
async function open(page: Page, host: StudioHost, route: string) {
  await page.goto(`${host.url}#${route}`);
  await drawnForAddress(page);
}

/** The service worker has installed (every file precached) and controls this page. */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
}

/** Every address in the page's caches, as paths. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys())
        paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

/**
 * For a poll that waits for a reload: whether the tab still shows the document marked before (a
 * reload makes a new one without the mark). Asked mid-reload, the old document is gone before the new one answers
 * (Playwright throws "Execution context was destroyed"): that is "not yet", asked again.
 */
function markedDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => 'offlineSpecMark' in window).catch(() => true);
}

let host: StudioHost;

test.beforeEach(async ({ page }) => {
  host = await hostBuild();
  await page.addInitScript(
    ([languageKey]) => {
      window.localStorage.setItem(languageKey, 'en');
      window.localStorage.setItem('media-studio.library-view', 'list');
    },
    [LANGUAGE_KEY] as const,
  );
});

test.afterEach(async () => {
  await host.close();
});

test('the installed studio starts offline: its shell, the Library from this browser, the demo in the page', async ({
  page,
  context,
}) => {
  const studio = new Studio(page);
  await page.addInitScript(() => localStorage.setItem('media-studio.demo-speed', '8'));
  await open(page, host, '/video');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    './manifest.webmanifest',
  );
  await studio.fillVideo({ prompt: 'Lighthouse made online', seconds: '3' });
  await studio.generate().click();
  await expect(studio.job('Lighthouse made online')).toHaveAttribute(
    'data-job-status',
    'succeeded',
  );
  await studio.expectPlays(studio.job('Lighthouse made online').locator('video'));
  await controlled(page);

  // Only the studio's own files are kept: no media (the demo's sample clip just played), no
  // config.json, nothing from outside the studio's own folder.
  const cached = await cachedPaths(page);
  expect(cached).toContain(`${PREFIX}index.html`);
  expect(cached.filter((path) => /\/assets\/start-[\w-]+\.js$/.test(path))).toHaveLength(1);
  expect(cached.filter((path) => !path.startsWith(PREFIX))).toEqual([]);
  expect(cached.filter((path) => /\/demo\/|config\.json|\.(mp4|webm|mp3|jpg)$/.test(path))).toEqual(
    [],
  );

  // No network and no server: only the worker's cache can start the studio now.
  await context.setOffline(true);
  await host.close();
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Studio' })).toBeVisible();
  await studio.nav('Library');
  await expect(studio.job('Lighthouse made online')).toHaveAttribute(
    'data-job-status',
    'succeeded',
  );

  // The built-in demo gateway runs in the page, so a new job still runs to its end offline.
  await studio.nav('Video');
  await studio.fillVideo({ prompt: 'Pier made offline', seconds: '3' });
  await studio.generate().click();
  await expect(studio.job('Pier made offline')).toHaveAttribute('data-job-status', 'succeeded');
  await studio.nav('Library');
  await expect(studio.jobs()).toHaveCount(2);
});

test('the installed studio starts offline from a host that sends the documented CSP header on every file', async ({
  page,
  context,
}) => {
  // Issue 38: under this header the worker's `importScripts('./workbox-….js')` was refused by
  // Trusted Types, the worker activated with nothing cached and the offline reload showed the
  // browser's "no internet" page.
  await host.close();
  host = await hostBuild({ 'Content-Security-Policy': documentedHeader() });
  const studio = new Studio(page);
  await open(page, host, '/library');
  await controlled(page);
  const cached = await cachedPaths(page);
  expect(cached).toContain(`${PREFIX}index.html`);
  expect(cached.filter((path) => /\/assets\/start-[\w-]+\.js$/.test(path))).toHaveLength(1);

  await context.setOffline(true);
  await host.close();
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Studio' })).toBeVisible();
  await studio.nav('Video');
  await expect(studio.generate()).toBeVisible();
});

test('a new version is offered, and not applied while a job is being created', async ({ page }) => {
  const studio = new Studio(page);
  await open(page, host, '/video');
  await controlled(page);
  const reload = page.getByRole('button', { name: 'Reload' });
  await expect(page.getByText('A new version is ready')).toHaveCount(0);

  host.release();
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  await expect(page.getByText('A new version is ready')).toBeVisible({ timeout: 30_000 });
  await expect(reload).toBeEnabled();
  // A mark on this document: a reload (forced or chosen) makes a new one without it.
  const marked = () => page.evaluate(() => 'offlineSpecMark' in window);
  await page.evaluate(() => Object.assign(window, { offlineSpecMark: true }));

  // The in-page demo answers this create after 4 s: while it is under way, Reload waits.
  await studio.fillVideo({ prompt: 'Harbour while updating [slow-create]', seconds: '3' });
  await studio.generate().click();
  await expect(studio.job('Harbour while updating')).toHaveAttribute(
    'data-job-status',
    'submitting',
  );
  await expect(reload).toBeDisabled();
  expect(await marked()).toBe(true);
  await expect(
    page.getByText('Reload waits until the job being created has its answer.'),
  ).toBeVisible();

  await expect(studio.job('Harbour while updating')).not.toHaveAttribute(
    'data-job-status',
    'submitting',
  );
  await expect(reload).toBeEnabled();
  // Offered, never forced: the page the create ran in is still the one loaded.
  expect(await marked()).toBe(true);
  await reload.click();
  // The page reloads into the new version: a new document, the banner gone, no worker waiting.
  await expect.poll(() => markedDocument(page)).toBe(false);
  await expect(page.getByText('A new version is ready')).toHaveCount(0);
  await expect(studio.job('Harbour while updating')).toBeVisible();
  expect(
    await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null,
    ),
  ).toBeNull();
});

test('a new version taken in one tab is offered in the other, whose Reload then loads it', async ({
  page,
  context,
}) => {
  await open(page, host, '/video');
  await controlled(page);
  const other = await context.newPage();
  await open(other, host, '/library');
  await controlled(other);
  const mark = (p: Page) => p.evaluate(() => Object.assign(window, { offlineSpecMark: true }));
  const marked = (p: Page) => p.evaluate(() => 'offlineSpecMark' in window);
  await mark(page);
  await mark(other);

  host.release();
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  await expect(page.getByText('A new version is ready')).toBeVisible({ timeout: 30_000 });
  await expect(other.getByText('A new version is ready')).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => markedDocument(page)).toBe(false);
  // The other tab was not reloaded for it: it still offers, and its Reload loads the new version.
  expect(await marked(other)).toBe(true);
  await expect(other.getByText('A new version is ready')).toBeVisible();
  await other.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => markedDocument(other), { timeout: 10_000 }).toBe(false);
  await expect(other.getByText('A new version is ready')).toHaveCount(0);
  await other.close();
});

test('a create answered while the page reloads is followed to its end, created once: the worker relays it (decision 039)', async ({
  page,
}) => {
  // The demo gateway over HTTP, with its key for this session (as Studio.presetGateway writes it).
  await page.addInitScript(
    ({ url, key }) => {
      if (!location.protocol.startsWith('http')) return;
      if (sessionStorage.getItem('e2e.gateway-preset') !== null) return;
      sessionStorage.setItem('e2e.gateway-preset', '1');
      localStorage.setItem('media-studio.settings.v1', JSON.stringify({ gatewayUrl: url }));
      sessionStorage.setItem('media-studio.api-key', key);
      localStorage.setItem('media-studio.session-key.default', '1');
    },
    { url: gatewayUrl, key: gatewayKey },
  );
  const studio = new Studio(page);
  await open(page, host, '/video');
  await controlled(page);

  const prompt = 'Relayed through a reload';
  await studio.fillVideo({ prompt: `${prompt} [slow-create]`, seconds: '3' });
  await studio.generate().click();
  // The gateway has the create and holds its answer for 4 s: the reload comes before the answer.
  await expect.poll(async () => (await taskFor(prompt))?.id).toBeTruthy();
  await page.reload();

  // The page that came back writes the answer the worker kept, and follows the job to its end.
  const card = studio.job(prompt);
  await expect(card).toHaveAttribute('data-job-status', 'succeeded', { timeout: 30_000 });
  await expect(card).not.toContainText('Submitted — id unknown');
  expect(await card.getAttribute('data-job-remote-ids')).toBe((await taskFor(prompt))?.id);

  // Created once: the gateway saw one POST for it, with the key, and nothing was sent again.
  const creates = await gatewayReceived({ method: 'POST', path: '/v1/videos', body: prompt });
  expect(creates).toHaveLength(1);
  expect(creates[0]?.hasAuthorization).toBe(true);
});
