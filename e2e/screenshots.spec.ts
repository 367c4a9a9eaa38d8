import type { Locator, Page } from '@playwright/test';
import { settle } from './fixtures/a11y';
import { fillClip } from './fixtures/clip';
import { Gallery, makeVideos } from './fixtures/gallery';
import { GptsSteps } from './fixtures/gpts';
import { MusicSteps } from './fixtures/music';
import { fillPixa } from './fixtures/pixa';
import {
  addProfile,
  gateway2Key,
  gateway2Url,
  profileSwitcher,
  switchProfile,
} from './fixtures/profiles';
import { expect, test } from './fixtures/studio';
import { FormAids } from './fixtures/studio-aids';

/**
 * The README's pictures of the gallery, made from the demo gateway: `SCREENSHOTS=1 npx playwright
 * test e2e/screenshots.spec.ts`. Not part of the suite (it writes into docs/).
 */
test.skip(!process.env.SCREENSHOTS, 'writes docs/screenshots; run with SCREENSHOTS=1');

/** Every player has its first frame decoded, so the picture shows frames, not black boxes. */
async function framesShown(videos: Locator) {
  for (const video of await videos.all()) {
    await expect
      .poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
  }
}

/**
 * Waits until two pictures of the page in a row are the same: a player's loading spinner lingers
 * for a turn of its animation after its first frame is there, inside its closed controls where no
 * attribute or event tells. Not for a page whose running job's bar is in view (it moves).
 */
async function stillPicture(page: Page, { fullPage = true } = {}) {
  let last = await page.screenshot({ fullPage });
  for (let i = 0; i < 40; i++) {
    const next = await page.screenshot({ fullPage });
    if (next.equals(last)) return;
    last = next;
  }
  throw new Error('The picture did not hold still.');
}

/**
 * A phone's screen of the grid, from its result count down. Not the full page: the grid draws only
 * the rows near the screen, so a full-page picture shows blank space where the others would be.
 */
async function phoneGrid(page: Page, gallery: Gallery) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.mouse.move(0, 0);
  await gallery.resultCount().evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await framesShown(gallery.tiles().locator('video'));
}

test('gallery and dialog screenshots (light, dark, phone)', async ({ studio, page }) => {
  test.setTimeout(240_000);
  await settle(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await studio.connect();
  await makeVideos(studio, [
    'A lighthouse at dusk, waves breaking on the rocks',
    'Paper boats drifting down a rainy street',
    'Slow pan over a misty pine forest at sunrise',
  ]);
  await studio.nav('Clip');
  await fillClip(page, { prompt: 'A hummingbird hovering over a red flower' });
  await studio.generate().click();
  await studio.nav('Pixa');
  await fillPixa(page, { prompt: 'A neon city street in the rain, reflections' });
  await studio.generate().click();
  await studio.nav('Music');
  const music = new MusicSteps(page);
  await music.fillLyrics({ lyrics: '[Verse]\nLanterns on the water', title: 'Harbour Lights' });
  await studio.generate().click();
  await studio.nav('GPTs');
  await new GptsSteps(page).lookUp('g-demo1');
  await studio.nav('Video');
  await studio.fillVideo({ prompt: 'A storm over the open sea [fail]' });
  await studio.generate().click();
  await studio.fillVideo({ prompt: 'Time-lapse of clouds over a mountain ridge [slow]' });
  await studio.generate().click();
  await studio.nav('Library');
  await expect(page.locator('[data-job-status="succeeded"]')).toHaveCount(7, { timeout: 60_000 });
  await expect(studio.job('A storm over the open sea')).toHaveAttribute(
    'data-job-status',
    'failed',
    { timeout: 30_000 },
  );
  const gallery = new Gallery(page);
  await gallery.useGrid();
  await gallery.star(gallery.tile('Paper boats')).click();
  await gallery.star(gallery.tile('Harbour Lights')).click();
  await page.mouse.move(0, 0);
  await framesShown(gallery.tiles().locator('video'));
  await page.screenshot({ path: 'docs/screenshots/gallery-light.png', fullPage: true });
  await settle(page, 'dark');
  await page.screenshot({ path: 'docs/screenshots/gallery-dark.png', fullPage: true });
  await settle(page, 'light');
  await gallery.open('A lighthouse at dusk');
  await framesShown(gallery.dialog().locator('video'));
  await stillPicture(page, { fullPage: false });
  await page.screenshot({ path: 'docs/screenshots/dialog.png' });
  await page.keyboard.press('Escape');
  await phoneGrid(page, gallery);
  await page.screenshot({ path: 'docs/screenshots/gallery-phone.png' });
});

test('compare view and shortcut sheet screenshots (light, dark, phone)', async ({
  studio,
  page,
}) => {
  test.setTimeout(120_000);
  await settle(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await studio.connect();
  await makeVideos(studio, [
    'A lighthouse at dusk, waves breaking on the rocks',
    'Paper boats drifting down a rainy street',
  ]);
  await studio.nav('Library');
  await expect(new Gallery(page).tiles()).toHaveCount(2);
  const ids = await new Gallery(page)
    .tiles()
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-job-id')));
  await page.goto(`/#/library?compare=${ids.join(',')}`);
  const compare = page.getByRole('dialog', { name: 'Compare' });
  await framesShown(compare.locator('video'));
  await compare.getByRole('slider', { name: 'Position' }).fill('1.5');
  await framesShown(compare.locator('video'));
  await stillPicture(page, { fullPage: false });
  await page.screenshot({ path: 'docs/screenshots/compare-light.png' });
  await settle(page, 'dark');
  await stillPicture(page, { fullPage: false });
  await page.screenshot({ path: 'docs/screenshots/compare-dark.png' });
  await settle(page, 'light');
  await page.setViewportSize({ width: 390, height: 844 });
  await stillPicture(page, { fullPage: false });
  await page.screenshot({ path: 'docs/screenshots/compare-phone.png' });
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('heading', { name: 'Library', level: 1 }).click();
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/shortcuts-light.png' });
  await settle(page, 'dark');
  await page.screenshot({ path: 'docs/screenshots/shortcuts-dark.png' });
  await settle(page, 'light');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'docs/screenshots/shortcuts-phone.png' });
});

test('a batch of variations in the gallery (light, dark, phone, its dialog)', async ({
  studio,
  page,
}) => {
  test.setTimeout(120_000);
  await settle(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await studio.connect();
  await studio.nav('Music');
  await new MusicSteps(page).fillLyrics({
    lyrics: '[Verse]\nLanterns on the water',
    title: 'Harbour Lights',
  });
  await studio.generate().click();
  await makeVideos(studio, ['A lighthouse at dusk, waves breaking on the rocks']);
  const prompt = 'Paper boats drifting down a rainy street, close-up';
  await studio.fillVideo({ prompt, seconds: '4' });
  await new FormAids(page).variations(4);
  await studio.generate().click();
  await expect(page.getByRole('status').filter({ hasText: '4 jobs started' })).toBeVisible();

  await studio.nav('Library');
  const gallery = new Gallery(page);
  await gallery.useGrid();
  const batch = gallery.tiles().filter({ hasText: prompt });
  await expect(batch).toHaveCount(4);
  await expect(page.locator('[data-job-status="succeeded"]')).toHaveCount(6, { timeout: 60_000 });
  for (const n of [1, 2, 3, 4])
    await expect(batch.filter({ hasText: `Variation ${n} of 4` })).toHaveCount(1);
  await page.mouse.move(0, 0);
  await framesShown(gallery.tiles().locator('video'));
  await stillPicture(page);
  await page.screenshot({ path: 'docs/screenshots/batch-light.png', fullPage: true });
  await settle(page, 'dark');
  await stillPicture(page);
  await page.screenshot({ path: 'docs/screenshots/batch-dark.png', fullPage: true });
  await settle(page, 'light');

  await gallery.opener(batch.filter({ hasText: 'Variation 2 of 4' })).click();
  await expect(gallery.dialog()).toHaveAccessibleDescription('Video · variation 2 of 4');
  await framesShown(gallery.dialog().locator('video'));
  await stillPicture(page, { fullPage: false });
  await page.screenshot({ path: 'docs/screenshots/batch-dialog.png' });
  await page.keyboard.press('Escape');

  await phoneGrid(page, gallery);
  await stillPicture(page, { fullPage: false });
  await page.screenshot({ path: 'docs/screenshots/batch-phone.png' });
});

test('gateway profiles in Settings (light, dark, phone)', async ({ studio, page }) => {
  test.setTimeout(120_000);
  await settle(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  // The first profile ("Main") on the first demo gateway, a second one on the other, each with a job.
  await studio.connect({ remember: true });
  await makeVideos(studio, ['A lighthouse at dusk, waves breaking on the rocks']);
  await addProfile(studio, { name: 'Backup relay', url: gateway2Url, key: gateway2Key });
  await makeVideos(studio, ['Paper boats drifting down a rainy street']);
  await switchProfile(studio, 'Main');
  await switchProfile(studio, 'Backup relay');

  await expect(profileSwitcher(page)).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: /^Gateway:/ }),
  ).toHaveAccessibleName(`Gateway: ${new URL(gateway2Url).host} (Backup relay)`);
  // The balance comes from the active profile's gateway once it answers.
  await expect(
    page.locator('dt', { hasText: 'Balance' }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(/^\$/);
  await page.mouse.move(0, 0);
  await stillPicture(page, { fullPage: false });
  // The top of Settings: the header naming the profile in use, the switcher, the profile's connection.
  await page.screenshot({ path: 'docs/screenshots/profiles-light.png' });
  await settle(page, 'dark');
  await stillPicture(page, { fullPage: false });
  await page.screenshot({ path: 'docs/screenshots/profiles-dark.png' });
  await settle(page, 'light');
  await page.setViewportSize({ width: 390, height: 844 });
  await stillPicture(page, { fullPage: false });
  await page.screenshot({ path: 'docs/screenshots/profiles-phone.png' });

  // The Library filters by profile once there are two.
  await page.setViewportSize({ width: 1280, height: 900 });
  await studio.nav('Library');
  const gallery = new Gallery(page);
  await gallery.useGrid();
  await expect(gallery.tiles()).toHaveCount(2);
  await page.getByLabel('Gateway profile').selectOption({ label: 'Backup relay' });
  await expect(gallery.tiles()).toHaveCount(1);
  await page.mouse.move(0, 0);
  await framesShown(gallery.tiles().locator('video'));
  await stillPicture(page);
  await page.screenshot({ path: 'docs/screenshots/profiles-library.png', fullPage: true });
});

test('the pixa effect template picker (light, dark, phone)', async ({ studio, page }) => {
  test.setTimeout(120_000);
  await settle(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await studio.connect();
  await studio.nav('Pixa');
  await fillPixa(page, { prompt: 'A cabin in falling snow, warm light in the windows' });
  await page.getByRole('button', { name: 'Choose an effect template' }).click();
  const templates = page.getByRole('radiogroup', { name: 'Effect template' });
  await templates.getByText('Cozy Winter').click();
  await expect(page.getByText('Effect template: Cozy Winter')).toBeVisible();
  // The picture, not its preview: a still frame for the README.
  await page.mouse.move(0, 0);
  await page.getByLabel('Search templates').focus();
  await templates.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await stillPicture(page, { fullPage: false });
  await page.screenshot({ path: 'docs/screenshots/pixa-templates-light.png' });
  await settle(page, 'dark');
  await stillPicture(page, { fullPage: false });
  await page.screenshot({ path: 'docs/screenshots/pixa-templates-dark.png' });
  await settle(page, 'light');
  await page.setViewportSize({ width: 390, height: 844 });
  await templates.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await stillPicture(page, { fullPage: false });
  await page.screenshot({ path: 'docs/screenshots/pixa-templates-phone.png' });
});
