import { expectNoViolations, settle } from './fixtures/a11y';
import { Gallery, makeVideos } from './fixtures/gallery';
import { expect, gatewayKey, Studio, test } from './fixtures/studio';

/**
 * The library as a creator's gallery, against the demo gateway over HTTP: find, favourites, the
 * detail dialog, "Use these settings", and downloads that save named files.
 */
test.describe('gallery', () => {
  test.beforeEach(async ({ studio }) => {
    await studio.presetGateway();
  });

  test('search narrows as you type, is in the URL, and survives a reload', async ({
    studio,
    page,
  }) => {
    await makeVideos(studio, ['Lighthouse at dusk', 'Harbour crane at noon']);
    await studio.nav('Library');
    const gallery = new Gallery(page);
    await gallery.useGrid();
    await expect(gallery.tiles()).toHaveCount(2);
    await expect(gallery.resultCount()).toHaveText('2 results');

    await gallery.search().pressSequentially('lighthouse');
    await expect(gallery.tiles()).toHaveCount(1);
    await expect(gallery.tile('Lighthouse at dusk')).toBeVisible();
    await expect(gallery.resultCount()).toHaveText('1 result');
    await expect(page).toHaveURL(/#\/library\?q=lighthouse$/);

    await page.reload();
    await expect(gallery.search()).toHaveValue('lighthouse');
    await expect(gallery.tiles()).toHaveCount(1);
    // The grid was remembered on this device.
    await expect(page.getByRole('radio', { name: 'Grid' })).toBeChecked();

    // Nothing matches: it says so and offers to clear.
    await gallery.search().fill('submarine');
    await expect(gallery.resultCount()).toHaveText('0 results');
    await expect(page.getByRole('heading', { name: 'No jobs match' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(gallery.search()).toHaveValue('');
    await expect(gallery.tiles()).toHaveCount(2);
  });

  test('a favourite survives a reload, and the favourites filter shows it alone', async ({
    studio,
    page,
  }) => {
    await makeVideos(studio, ['Kept kite over dunes', 'Passing cloud over dunes']);
    await studio.nav('Library');
    const gallery = new Gallery(page);
    await gallery.useGrid();
    const star = gallery.star(gallery.tile('Kept kite'));
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(gallery.star(gallery.tile('Kept kite'))).toHaveAttribute('aria-pressed', 'true');
    await expect(gallery.star(gallery.tile('Passing cloud'))).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await gallery.favouritesOnly().check();
    await expect(gallery.tiles()).toHaveCount(1);
    await expect(gallery.tile('Kept kite')).toBeVisible();
    await expect(page).toHaveURL(/fav=1/);
    // The list's cards carry the same star.
    await gallery.useList();
    await expect(gallery.star(gallery.tile('Kept kite'))).toHaveAttribute('aria-pressed', 'true');
  });

  test.describe('with motion allowed', () => {
    // A tile's video plays on hover and focus only where motion is allowed (the suite asks for less).
    test.use({ reducedMotion: 'no-preference' });
    test('the dialog opens, plays, moves with ← and →, closes with Escape back to its tile; Back closes it', async ({
      studio,
      page,
    }) => {
      await makeVideos(studio, ['First of three', 'Second of three', 'Third of three']);
      await studio.nav('Library');
      const gallery = new Gallery(page);
      await gallery.useGrid();

      // A tile's video plays muted while pointed at, and while its button has keyboard focus.
      const preview = gallery.tile('Third of three').locator('video');
      await gallery.tile('Third of three').hover();
      await expect
        .poll(() => preview.evaluate((el: HTMLVideoElement) => el.muted && !el.paused))
        .toBe(true);
      await page.mouse.move(0, 0);
      await expect.poll(() => preview.evaluate((el: HTMLVideoElement) => el.paused)).toBe(true);
      await gallery.opener(gallery.tile('Third of three')).focus();
      await expect
        .poll(() => preview.evaluate((el: HTMLVideoElement) => el.muted && !el.paused))
        .toBe(true);

      const dialog = await gallery.open('Second of three');
      await expect(dialog).toHaveAccessibleName('Second of three');
      await expect(page).toHaveURL(/open=/);
      await studio.expectPlays(dialog.locator('video'));
      await expect(dialog.getByText('Raw record')).toBeVisible();

      // Newest first: ← is the newer one, → the older.
      await dialog.getByRole('button', { name: 'Close' }).focus();
      await page.keyboard.press('ArrowLeft');
      await expect(dialog).toHaveAccessibleName('Third of three');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(dialog).toHaveAccessibleName('First of three');
      await expect(dialog).toHaveAccessibleDescription('Video · 3 of 3');

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page).not.toHaveURL(/open=/);
      await expect(gallery.opener(gallery.tile('Second of three'))).toBeFocused();

      // Reload keeps it open; Back closes it.
      await gallery.open('First of three');
      const url = page.url();
      await page.reload();
      await expect(gallery.dialog()).toHaveAccessibleName('First of three');
      expect(page.url()).toBe(url);
      await page.goBack();
      await expect(gallery.dialog()).toBeHidden();
      await expect(page).toHaveURL(/#\/library$/);
    });
  });

  test('"Use these settings" opens the generator\'s form and sends nothing', async ({
    studio,
    page,
  }) => {
    await makeVideos(studio, ['Settings worth reusing']);
    await studio.nav('Library');
    const gallery = new Gallery(page);
    await gallery.useGrid();
    const dialog = await gallery.open('Settings worth reusing');
    const before = studio.log.requests.length;
    await dialog.getByRole('button', { name: 'Use these settings' }).click();
    await expect(page).toHaveURL(/#\/video$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Video/);
    await expect(gallery.dialog()).toBeHidden();
    await expect(page.getByLabel('Prompt', { exact: true })).toHaveValue('Settings worth reusing');
    expect(studio.log.to('POST', /^\/v1\//)).toHaveLength(1);
    expect(studio.log.requests.slice(before).filter((r) => r.method() === 'POST')).toEqual([]);
  });

  test('a video served only at /content downloads with the key in a header, as a named file', async ({
    studio,
    page,
  }) => {
    await makeVideos(studio, ['Keyed harbour film [nourl]']);
    await studio.nav('Library');
    const gallery = new Gallery(page);
    await gallery.useGrid();
    const tile = gallery.tile('Keyed harbour film');
    const download = page.waitForEvent('download');
    await tile.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    // Named from what the person called it: the prompt without its bracketed tags (issue 24.11).
    expect(file.suggestedFilename()).toMatch(
      /^video-keyed-harbour-film-[a-z0-9]{1,8}\.(mp4|webm)$/,
    );
    const fetched = studio.log.requests.filter((r) => /\/content$/.test(new URL(r.url()).pathname));
    expect(fetched.length).toBeGreaterThan(0);
    for (const request of fetched)
      expect(request.headers().authorization).toBe(`Bearer ${gatewayKey}`);
    expect(studio.log.requests.filter((r) => r.url().includes(gatewayKey))).toEqual([]);
  });

  test('a result on another origin (the demo media host) saves as a named file', async ({
    studio,
    page,
  }) => {
    await makeVideos(studio, ['Crossing the bay by ferry']);
    await studio.nav('Library');
    const gallery = new Gallery(page);
    // From the list's card…
    const card = gallery.tile('Crossing the bay');
    let download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toMatch(
      /^video-crossing-the-bay-by-ferry-[a-z0-9]{1,8}\.(mp4|webm)$/,
    );
    // …and from the tile.
    await gallery.useGrid();
    download = page.waitForEvent('download');
    await gallery.tile('Crossing the bay').getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^video-crossing-the-bay-by-ferry-[a-z0-9]{1,8}\.(mp4|webm)$/,
    );
    const { stat } = await import('node:fs/promises');
    expect((await stat(await file.path())).size).toBeGreaterThan(1000);
  });

  test('axe: the gallery and the open dialog, light and dark', async ({ studio, page }) => {
    await settle(page);
    await makeVideos(studio, ['Audit tile one']);
    await studio.nav('Video');
    await studio.fillVideo({ prompt: 'Audit tile that fails [fail]' });
    await studio.generate().click();
    await expect(studio.job('Audit tile that fails')).toHaveAttribute('data-job-status', 'failed');
    await studio.nav('Library');
    const gallery = new Gallery(page);
    await gallery.useGrid();
    await gallery.star(gallery.tile('Audit tile one')).click();
    await expectNoViolations(page, 'Gallery grid');
    // A failed tile tells its reason to whoever focuses it.
    await expect(gallery.opener(gallery.tile('Audit tile that fails'))).toHaveAccessibleDescription(
      /.+/,
    );
    await gallery.open('Audit tile one');
    await expectNoViolations(page, 'Gallery dialog');
  });
});

test.describe('a job arriving while the library is open', () => {
  test('moves the cards on without drawing them again: an open fold stays open and a playing video plays on', async ({
    studio,
    page,
    context,
  }) => {
    // Remembered, so a second tab can make the job.
    await studio.connect({ remember: true });
    await makeVideos(studio, ['Arriving older', 'Arriving newer']);
    await studio.nav('Library');
    await new Gallery(page).useList();
    // Two cards to a row: the older one is second, and moves to the next row when a job arrives.
    const older = studio.job('Arriving older');
    await older.getByText('Raw record').click();
    const fold = older.locator('details', { has: page.getByText('Raw record') });
    await expect(fold).toHaveAttribute('open', '');
    const video = older.locator('video');
    await studio.expectPlays(video, { thenPause: false });
    // On a loop, so a slow second tab cannot outlast it; marked, so a video drawn again shows.
    await video.evaluate((el: HTMLVideoElement & { keptBy?: string }) => {
      el.loop = true;
      el.keptBy = 'arriving-test';
    });

    const other = new Studio(await context.newPage());
    await other.open('/video');
    await other.fillVideo({ prompt: 'Arriving from another tab', seconds: '4' });
    await other.generate().click();
    await expect(other.job('Arriving from another tab')).toHaveAttribute(
      'data-job-remote-ids',
      /.+/,
    );

    await expect(studio.jobs().first()).toHaveAttribute(
      'data-job-id',
      (await other.job('Arriving from another tab').getAttribute('data-job-id')) ?? '',
    );
    await expect(fold).toHaveAttribute('open', '');
    // The same element, still playing: its time moves. Not "later than before": the 4-second
    // loop may wrap between two looks.
    const at = await video.evaluate((el: HTMLVideoElement) => el.currentTime);
    await expect
      .poll(() =>
        video.evaluate(
          (el: HTMLVideoElement & { keptBy?: string }, before) =>
            el.keptBy === 'arriving-test' && !el.paused && el.currentTime !== before,
          at,
        ),
      )
      .toBe(true);
  });
});

test.describe('empty library', () => {
  test('says what the library is for and offers a first step', async ({ studio, page }) => {
    await studio.open('/library');
    await expect(page.getByRole('heading', { name: 'Your library is empty' })).toBeVisible();
    await page.getByRole('link', { name: 'Make your first video' }).click();
    await expect(page).toHaveURL(/#\/video$/);
  });

  test('a first visit says in one line what the studio is, on a phone too, and the first step leads to a form (issue 24.17)', async ({
    studio,
    page,
  }) => {
    const tagline =
      'Video and music from your generation gateway: every job followed, every result kept.';
    for (const size of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await studio.open('/library');
      await expect(page.getByRole('banner').getByText(tagline)).toBeInViewport();
      await page.getByRole('link', { name: 'Make your first video' }).click();
      await expect(page.getByLabel('Prompt', { exact: true })).toBeVisible();
    }
  });
});
