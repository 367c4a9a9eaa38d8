import type { Locator, Page, Request } from '@playwright/test';
import { generators } from './fixtures/generators';
import { holdRequests } from './fixtures/presses';
import { expect, test } from './fixtures/studio';

/**
 * The first load (issue 10): the shell is painted from index.html before any JavaScript, React
 * takes over without moving it, every page is a chunk that a cold start fetches and runs, and a
 * deployment's config.json still presets the gateway though rendering no longer waits for it.
 */

/**
 * How each generator's page shows it is ready: its first field. A generator not named here (a new
 * one) is ready when its form shows; every generator is in `routes`, from the studio's own list.
 */
const readyField: Record<string, (page: Page) => Locator> = {
  video: (page) => page.getByLabel('Prompt', { exact: true }),
  clip: (page) => page.getByLabel('Prompt', { exact: true }),
  pixa: (page) => page.getByLabel('Prompt', { exact: true }),
  image: (page) => page.getByLabel('Prompt', { exact: true }),
  music: (page) => page.getByRole('button', { name: 'Generate' }),
  pikb: (page) => page.getByLabel('Task ID'),
  gpts: (page) => page.getByRole('button', { name: 'Look up' }),
};

/** Each route and the chunk only it needs (file names come from the module that starts it). */
const routes: readonly { path: string; chunk: string; ready: (page: Page) => Locator }[] = [
  ...generators.map((g) => ({
    path: `/${g.path}`,
    chunk: g.chunk,
    ready: readyField[g.kind] ?? ((page: Page) => page.locator('main form').first()),
  })),
  {
    path: '/library',
    chunk: 'library-route',
    ready: (page: Page) => page.getByRole('searchbox', { name: 'Search' }),
  },
  {
    path: '/settings',
    chunk: 'settings-route',
    ready: (page: Page) => page.getByLabel('Gateway URL'),
  },
];
const videoRoute = routes[0];
const libraryRoute = routes.find((r) => r.path === '/library');
const settingsRoute = routes.find((r) => r.path === '/settings');

/** Every layout shift the page has had since it began loading (observed from before its scripts). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((s) =>
            s.node instanceof Element
              ? `${s.node.tagName.toLowerCase()}.${s.node.className}`.slice(0, 120)
              : String(s.node?.nodeName),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
    );
}

/**
 * The texts the first element matching `selector` had at every frame it was visible, from before
 * any of the page's scripts (a rendering step runs callbacks just before it paints).
 */
async function watchPainted(page: Page, selector: string) {
  await page.addInitScript((wanted) => {
    const shown: string[] = [];
    (window as unknown as { __painted: string[] }).__painted = shown;
    const look = () => {
      const element = document.querySelector(wanted);
      const text = element?.textContent ?? '';
      if (element && getComputedStyle(element).visibility === 'visible' && !shown.includes(text))
        shown.push(text);
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, selector);
  return () => page.evaluate(() => (window as unknown as { __painted: string[] }).__painted);
}

/** What a person sees of the frame: the banner, the navigation and the page's heading, and where. */
async function frame(page: Page) {
  const header = page.getByRole('banner');
  const nav = page.getByRole('navigation', { name: 'Studio' });
  const heading = page.getByRole('heading', { level: 1 });
  const box = async (locator: typeof header) => {
    const b = await locator.boundingBox();
    return (
      b && {
        x: Math.round(b.x),
        y: Math.round(b.y),
        width: Math.round(b.width),
        height: Math.round(b.height),
      }
    );
  };
  return {
    gateway: await header.getByRole('link', { name: /^Gateway/ }).innerText(),
    nav: await nav.innerText(),
    current: await nav.locator('[aria-current="page"]').innerText(),
    heading: await heading.innerText(),
    boxes: {
      nav: await box(nav),
      heading: await box(heading),
      gateway: await box(header.getByRole('link', { name: /^Gateway/ })),
    },
  };
}

test.describe('first load', () => {
  for (const { path, ready } of [videoRoute, libraryRoute, settingsRoute].flatMap((r) =>
    r === undefined ? [] : [r],
  )) {
    test(`${path}: the painted shell is what React draws, and nothing moves when it takes over (CLS 0)`, async ({
      page,
    }) => {
      // Before any JavaScript: the app's scripts fail to load, so only index.html shows.
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      // Not studio.open(), which waits for React to draw the route.
      await page.goto(`/#${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const painted = await frame(page);
      await page.unroute(/\/assets\/.*\.js$/);

      const shifts = await watchLayoutShifts(page);
      await page.reload();
      await expect(ready(page)).toBeVisible();
      // The header's balance is the last part to arrive: by then everything has settled.
      await expect(page.getByRole('banner').getByText('Balance')).toBeVisible();
      expect(await frame(page)).toEqual(painted);
      expect(await shifts()).toEqual([]);
    });
  }

  test('on a phone, too, nothing moves when the studio takes over the painted shell', async ({
    studio,
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const shifts = await watchLayoutShifts(page);
    await studio.open('/video');
    await expect(page.getByLabel('Prompt', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Balance')).toBeVisible();
    expect(await shifts()).toEqual([]);
  });

  test('on a phone (390×844) every generator form starts on the first screen: its first field shows without scrolling', async ({
    studio,
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of generators.map((g) => `/${g.path}`)) {
      await studio.open(path);
      const form = page.locator('main form').first();
      await expect(form).toBeVisible();
      // The first field a person fills in (presets and their bar come before it on some forms).
      const first = form.locator('input:not([type=hidden]), select, textarea').first();
      await expect(first).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
  });

  test('a visit in another language paints nothing rather than English', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('media-studio.language', 'zh'));
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/#/video');
    await expect(page.locator('#root')).toBeEmpty();
  });

  /** A slow 4G link: 150 ms round trips, about 1.6 Mbit/s down. */
  async function slowNetwork(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 200_000,
      uploadThroughput: 90_000,
    });
  }

  /**
   * Runs `load` (a navigation on the slow link) and, if it fails, says which of the page's
   * requests were still on their way and for how long: a load that never ends (seen once in a
   * full run, on a loaded host, with no trace kept on CI) then names what it waited for.
   */
  async function namingWhatItWaitsFor(page: Page, load: () => Promise<unknown>) {
    const began = Date.now();
    const onTheirWay = new Map<Request, number>();
    const start = (r: Request) => onTheirWay.set(r, Date.now());
    const end = (r: Request) => onTheirWay.delete(r);
    page.on('request', start);
    page.on('requestfinished', end);
    page.on('requestfailed', end);
    try {
      await load();
    } catch (error) {
      const waiting = [...onTheirWay].map(
        ([r, at]) => `${r.method()} ${r.url()} (${r.resourceType()}, asked ${at - began} ms in)`,
      );
      throw new Error(
        `${String(error)}\nStill on their way after ${Date.now() - began} ms:\n${waiting.join('\n') || '(none)'}`,
      );
    } finally {
      page.off('request', start);
      page.off('requestfinished', end);
      page.off('requestfailed', end);
    }
  }

  // One test per page, so the slow loads run side by side rather than one after another.
  for (const { path, chunk, ready } of routes) {
    test(`${path} loads its own chunk, and no other page's, and shows from a cold start on a slow network`, async ({
      studio,
      page,
    }) => {
      await slowNetwork(page);
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      // Each load takes ~5 s here; one that has not ended in 25 s fails with what it waits for,
      // inside the test's minute (the test's own timeout would leave no such message).
      page.setDefaultNavigationTimeout(25_000);
      await namingWhatItWaitsFor(page, () => studio.open(path));
      await namingWhatItWaitsFor(page, () => page.reload());
      await expect(ready(page), path).toBeVisible({ timeout: 30_000 });
      const names = scripts.map((s) => s.split('/').pop() ?? '');
      expect(
        names.some((n) => n.startsWith(`${chunk}-`)),
        `${path} loads ${chunk}`,
      ).toBe(true);
      // Lazy for real: no other page's chunk came with it.
      const others = routes.filter((r) => r.chunk !== chunk).map((r) => r.chunk);
      expect(
        names.filter((n) => others.some((o) => n.startsWith(`${o}-`))),
        `${path} loads no other page`,
      ).toEqual([]);
    });
  }

  // Issue 57: the page's chunks and its language's messages are asked for by the painted shell,
  // beside the start chunk, not once the start chunk has arrived and run.
  for (const language of ['en', 'zh'])
    test(`a cold start asks for its page's JavaScript and its messages (${language}) before the start chunk has run, and for no other page's`, async ({
      page,
    }) => {
      await page.addInitScript(
        (language) => localStorage.setItem('media-studio.language', language),
        language,
      );
      const release = await holdRequests(page, /\/assets\/start-[^/]+\.js$/);
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script')
          scripts.push(new URL(r.url()).pathname.split('/').pop() ?? '');
      });
      // Not until load: the held start chunk holds the page's load event too.
      await page.goto('/#/library', { waitUntil: 'commit' });
      const others = routes.filter((r) => r.path !== '/library').map((r) => r.chunk);
      const otherPages = () => scripts.filter((s) => others.some((o) => s.startsWith(`${o}-`)));
      // The start chunk is held: whatever arrives was asked for by the page itself. A language's
      // messages are its own chunk, named by its code. The Library uses some of what only the
      // other generator pages share (result pictures, video thumbnails: `generators`).
      await expect
        .poll(() =>
          ['library-route', 'shared', 'generators', 'pages', language].filter(
            (c) => !scripts.some((s) => s.startsWith(`${c}-`)),
          ),
        )
        .toEqual([]);
      expect(otherPages()).toEqual([]);
      release();
      await expect(page.locator('main').getByRole('searchbox')).toBeVisible();
      expect(otherPages()).toEqual([]);
    });

  test('a video job runs to its end from a form cold-started on a slow network', async ({
    studio,
    page,
  }) => {
    await slowNetwork(page);
    await studio.open('/video');
    await studio.fillVideo({ prompt: 'Cold start job' });
    await studio.generate().click();
    await expect(studio.job('Cold start job')).toHaveAttribute('data-job-status', 'succeeded', {
      timeout: 60_000,
    });
  });

  test('while shell.js is on its way nothing of the painted page shows: a visit to the Library never flashes the Video page', async ({
    page,
  }) => {
    // The parser paints what it has while it waits for a script: here, for a whole second.
    await page.route('**/shell.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    const headings = await watchPainted(page, 'h1');
    await page.goto('/#/library');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    expect(await headings()).toEqual(['Library']);
  });

  test('a deployment that presets its gateway: a return visit never paints the demo banner, and nothing moves', async ({
    studio,
    page,
  }) => {
    await page.route('**/config.json', (route) =>
      route.fulfill({ json: { gatewayUrl: 'https://gateway.example.com', demo: false } }),
    );
    await studio.open('/video');
    const gateway = page.getByRole('banner').getByRole('link', { name: /^Gateway/ });
    await expect(gateway).toContainText('gateway.example.com');

    // The return visit: whether the demo's note shows at any frame, from before any script.
    const demoNote = await watchPainted(page, 'p[role="note"] a[href="#/settings"]');
    const shifts = await watchLayoutShifts(page);
    await page.reload();
    await expect(page.getByLabel('Prompt', { exact: true })).toBeVisible();
    await expect(gateway).toContainText('gateway.example.com');
    expect(await demoNote()).toEqual([]);
    expect(await shifts()).toEqual([]);

    // A visit where config.json cannot be fetched at all: the remembered preset holds, not the demo.
    await page.unroute('**/config.json');
    await page.route('**/config.json', (route) => route.abort());
    await page.reload();
    await expect(page.getByLabel('Prompt', { exact: true })).toBeVisible();
    await expect(gateway).toContainText('gateway.example.com');

    // Nor does a host failing for a moment (5xx); a deployment that took its config.json away (404) is the demo again.
    await page.unroute('**/config.json');
    await page.route('**/config.json', (route) => route.fulfill({ status: 503, body: 'busy' }));
    await page.reload();
    await expect(page.getByLabel('Prompt', { exact: true })).toBeVisible();
    await expect(gateway).toContainText('gateway.example.com');
    await page.unroute('**/config.json');
    await page.route('**/config.json', (route) =>
      route.fulfill({ status: 404, body: 'not found' }),
    );
    await page.reload();
    await expect(page.getByRole('note').filter({ hasText: 'demo' })).toBeVisible();
    await expect(gateway).not.toContainText('gateway.example.com');
  });

  test('config.json is asked for once, right after the first paint: not a round trip after the start chunk has come', async ({
    page,
  }) => {
    // The start chunk held for a while, as a phone's network holds it: config.json must not wait for it.
    let startCame = false;
    await page.route('**/assets/start-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      startCame = true;
      await route.continue();
    });
    const asked: boolean[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/config.json')) asked.push(startCame);
    });
    await page.route('**/config.json', (route) =>
      route.fulfill({ json: { gatewayUrl: 'https://gateway.example.com', demo: false } }),
    );
    await page.goto('/#/video');
    await expect(page.getByLabel('Prompt', { exact: true })).toBeVisible();
    // The shell's answer is the one the studio applies.
    await expect(page.getByRole('banner').getByRole('link', { name: /^Gateway/ })).toContainText(
      'gateway.example.com',
    );
    // Once, and before the start chunk came.
    expect(asked).toEqual([false]);
  });

  test('a slow config.json: the page shows at once, and the deployment’s gateway still applies', async ({
    studio,
    page,
  }) => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/config.json', async (route) => {
      await answered;
      await route.fulfill({ json: { gatewayUrl: 'https://gateway.example.com', demo: false } });
    });
    await studio.open('/settings');
    // Drawn while config.json is still on its way…
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    // …but the form, which would show the demo's empty URL, waits for it.
    await expect(page.getByLabel('Gateway URL')).toHaveCount(0);
    answer();
    await expect(page.getByLabel('Gateway URL')).toHaveValue('https://gateway.example.com');
    await expect(page.getByRole('banner').getByRole('link', { name: /^Gateway/ })).toContainText(
      'gateway.example.com',
    );
  });
});
