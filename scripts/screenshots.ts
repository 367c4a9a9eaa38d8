/**
 * Screenshots of the studio for the README and for review: `npm run screenshots`.
 *
 * Builds the app into its own folder, serves it with `vite preview`, and drives Chromium through
 * the built-in demo gateway (in the page, no network): a finished job on Video and on Music, then
 * each page in the light and the dark colour scheme and at a 390 px phone width. Writes
 * docs/screenshots/*.png. Options: `--no-build` reuses the last build; SCREENSHOT_PORT (4196),
 * CHROME_PATH (Debian's /usr/bin/chromium when present, else Playwright's own browser).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { startPreview } from './preview-server';
import { readCatalog } from '../src/i18n/catalog-sources.ts';

const OUT = 'docs/screenshots';
const DIST = 'dist-screenshots';
const PORT = Number(process.env.SCREENSHOT_PORT ?? 4196);
const BASE = `http://127.0.0.1:${PORT}`;
const chromePath =
  process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

function build() {
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', DIST, '--emptyOutDir'],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('The build failed.');
}

type Scheme = 'light' | 'dark';

async function open(
  browser: Browser,
  {
    scheme = 'light',
    width = 1280,
    height = 900,
  }: { scheme?: Scheme; width?: number; height?: number } = {},
) {
  const context = await browser.newContext({
    viewport: { width, height },
    colorScheme: scheme,
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  // The demo's own clock knob: a job finishes in seconds.
  await page.addInitScript(() => {
    localStorage.setItem('media-studio.demo-speed', '8');
    // The jobs are made through the English labels; a picture in another language switches after.
    if (localStorage.getItem('media-studio.language') === null)
      localStorage.setItem('media-studio.language', 'en');
  });
  return page;
}

async function makeJobs(page: Page) {
  await page.goto(`${BASE}/#/video`);
  await page
    .getByLabel('Prompt', { exact: true })
    .fill('A lighthouse at dusk, waves rolling in, slow aerial orbit');
  await page.getByRole('button', { name: 'Generate' }).click();
  await page
    .locator('[data-job-kind="video"][data-job-status="succeeded"]')
    .first()
    .waitFor({ timeout: 60_000 });

  await page.goto(`${BASE}/#/music`);
  // By role: prompt help's toolbar beside the field is labelled "Prompt help for Lyrics" too.
  await page
    .getByRole('textbox', { name: 'Lyrics' })
    .fill('[Verse]\nCity lights are humming low\nEvery window, every glow');
  await page.getByLabel('Style tags').fill('synthwave, dreamy, female vocals');
  await page.getByLabel('Title').fill('Night Windows');
  await page.getByRole('button', { name: 'Generate' }).click();
  await page
    .locator('[data-job-kind="music"][data-job-status="succeeded"]')
    .first()
    .waitFor({ timeout: 60_000 });
}

type Language = 'en' | 'zh';
const catalogs: Record<Language, Record<string, string>> = {
  en: readCatalog('en'),
  zh: readCatalog('zh'),
};

/**
 * What shows that a page's body has loaded. Its heading is no proof: the painted shell (decision
 * 017) has every page's heading before the page's own chunk arrives, with skeletons or nothing
 * below it.
 */
const bodyOf: Record<string, (page: Page, language: Language) => Locator[]> = {
  video: (page) => [
    page.locator('main form').first(),
    page.locator('[data-job-kind="video"][data-job-status="succeeded"]').first(),
  ],
  music: (page) => [
    page.locator('main form').first(),
    page.locator('[data-job-kind="music"][data-job-status="succeeded"]').first(),
  ],
  library: (page) => [page.locator('main [data-job-id][data-job-status="succeeded"]').first()],
  settings: (page, language) => [
    page.locator('main form').first(),
    page.getByRole('combobox', {
      name: catalogs[language]['settings.profiles.select'],
      exact: true,
    }),
  ],
};

/** Waits until the page is as a person would see it settle: its body, its media's first frames, no placeholder left. */
async function loaded(page: Page, route: string, language: Language) {
  const body = bodyOf[route];
  if (body === undefined) throw new Error(`No loaded-page check for ${route}.`);
  for (const part of body(page, language)) await part.waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    (asking) => {
      const main = document.querySelector('main');
      if (main === null || main.querySelector('[aria-busy="true"]') !== null) return false;
      // The balance in Settings is asked for once the page is there.
      if ([...main.querySelectorAll('dd')].some((dd) => dd.textContent === asking)) return false;
      const videos = [...main.querySelectorAll('video')];
      const images = [...document.querySelectorAll('img')];
      // A first frame, and the load suspended: while it still loads, the player draws its spinner.
      return (
        videos.every(
          (v) => v.readyState >= 2 && v.networkState !== HTMLMediaElement.NETWORK_LOADING,
        ) &&
        images.filter((i) => i.hasAttribute('src')).every((i) => i.complete && i.naturalWidth > 0)
      );
    },
    catalogs[language]['settings.balance.asking'],
    { timeout: 30_000 },
  );
  await page.evaluate(() => document.fonts.ready);
  await stillPicture(page);
}

/**
 * Waits until two pictures in a row are the same. A player's loading spinner lingers for a turn of
 * its animation after the first frame is there, inside the player's closed controls where no
 * attribute or event tells.
 */
async function stillPicture(page: Page) {
  let last = await page.screenshot({ fullPage: true });
  for (let i = 0; i < 40; i++) {
    const next = await page.screenshot({ fullPage: true });
    if (next.equals(last)) return;
    last = next;
  }
  throw new Error(`${page.url()} did not hold still.`);
}

async function shoot(page: Page, route: string, file: string, language: Language = 'en') {
  await page.goto(`${BASE}/#/${route}`);
  await loaded(page, route, language);
  await page.screenshot({ path: `${OUT}/${file}`, fullPage: true });
  console.log(`${OUT}/${file}`);
}

async function main() {
  if (!process.argv.includes('--no-build')) build();
  mkdirSync(OUT, { recursive: true });
  const server = await startPreview({ outDir: DIST, port: PORT });
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    // One browser profile per scheme: each makes its own jobs in its own (demo) ledger.
    const light = await open(browser);
    await makeJobs(light);
    await shoot(light, 'video', 'video-light.png');
    await shoot(light, 'music', 'music-light.png');
    await shoot(light, 'settings', 'settings-light.png');

    const dark = await open(browser, { scheme: 'dark' });
    await makeJobs(dark);
    await shoot(dark, 'video', 'video-dark.png');

    const phone = await open(browser, { width: 390, height: 844 });
    await makeJobs(phone);
    await shoot(phone, 'video', 'video-phone.png');

    // The same studio in Chinese (needs a CJK font on the machine, e.g. Debian's fonts-wqy-microhei).
    const chinese = await open(browser);
    await makeJobs(chinese);
    await chinese.evaluate(() => localStorage.setItem('media-studio.language', 'zh'));
    await chinese.reload();
    await shoot(chinese, 'video', 'video-zh.png', 'zh');
    await shoot(chinese, 'library', 'library-zh.png', 'zh');
    await shoot(chinese, 'settings', 'settings-zh.png', 'zh');
  } finally {
    await browser.close();
    server.stop();
  }
}

await main();
