import type { Locator, Page } from '@playwright/test';
import { expireMedia } from './fixtures/gateway';
import { expect, test, type Studio } from './fixtures/studio';

/**
 * Copies kept in this browser (decision 012) against the demo gateway over HTTP: a kept result
 * plays from a blob: URL after the gateway's link has gone, Settings shows the space and the
 * quota, and removing the copy or the job frees it.
 */

async function finishedVideo(studio: Studio, prompt: string): Promise<Locator> {
  await studio.fillVideo({ prompt });
  await studio.generate().click();
  const card = studio.job(prompt);
  await expect(card).toHaveAttribute('data-job-status', 'succeeded');
  return card;
}

async function remoteId(card: Locator): Promise<string> {
  const id = await card.getAttribute('data-job-remote-ids');
  if (id === null || id === '') throw new Error('the card has no task id');
  return id;
}

function storageFigure(page: Page, term: string): Locator {
  return page
    .getByRole('definition')
    .filter({ has: page.locator(`xpath=preceding-sibling::dt[1][normalize-space()="${term}"]`) });
}

test.describe('keep a copy in this browser', () => {
  test.beforeEach(async ({ studio }) => {
    await studio.presetGateway('/video');
  });

  test('a kept copy still plays after the gateway expired the media; one not kept does not', async ({
    studio,
    page,
  }) => {
    const kept = await finishedVideo(studio, 'Kept harbour at dusk [own-link]');
    await kept.getByRole('button', { name: 'Keep a copy in this browser' }).click();
    await expect(kept.getByText('Kept in this browser')).toBeVisible();
    const other = await finishedVideo(studio, 'Forgotten pier at noon [own-link]');

    expect(await expireMedia(await remoteId(kept))).toBe(1);
    expect(await expireMedia(await remoteId(other))).toBe(1);
    const beforeReload = studio.log.requests.length;
    await page.reload();

    const video = studio.job('Kept harbour at dusk [own-link]').locator('video');
    await expect
      .poll(() => video.evaluate((el: HTMLVideoElement) => el.currentSrc))
      .toMatch(/^blob:/);
    await studio.expectPlays(video);
    // The expired link was never asked for after the reload: the copy is played instead.
    const keptTask = await remoteId(studio.job('Kept harbour at dusk [own-link]'));
    expect(
      studio.log.requests.slice(beforeReload).filter((r) => r.url().includes(`task=${keptTask}`)),
    ).toEqual([]);

    // The demo really took the media away: the result that was not kept cannot load.
    await expect(studio.job('Forgotten pier at noon [own-link]').getByRole('alert')).toContainText(
      'could not be loaded',
    );
  });

  test('Settings shows the space copies use and the quota; removing the copy or the job frees it', async ({
    studio,
    page,
  }) => {
    const card = await finishedVideo(studio, 'Quota meadow');
    await card.getByRole('button', { name: 'Keep a copy in this browser' }).click();
    await expect(card.getByText('Kept in this browser')).toBeVisible();

    await studio.nav('Settings');
    await expect(page.getByRole('heading', { name: 'Copies kept in this browser' })).toBeVisible();
    await expect(storageFigure(page, 'Space used by copies')).toHaveText(
      /^\d+(\.\d)? (KB|MB) \(1 file\)$/,
    );
    await expect(storageFigure(page, 'Browser quota')).toHaveText(
      /^[\d.]+ (bytes|KB|MB|GB) used by this site of [\d.]+ (MB|GB|TB) allowed$/,
    );
    await page.getByRole('button', { name: 'Ask to keep storage' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /Storage is persistent|The browser said no/ }),
    ).toBeVisible();

    await studio.nav('Video');
    await studio.job('Quota meadow').getByRole('button', { name: 'Remove the copy' }).click();
    await expect(studio.job('Quota meadow').getByText('Kept in this browser')).toHaveCount(0);
    await studio.nav('Settings');
    await expect(storageFigure(page, 'Space used by copies')).toHaveText('0 bytes (0 files)');

    await studio.nav('Video');
    const again = studio.job('Quota meadow');
    await again.getByRole('button', { name: 'Keep a copy in this browser' }).click();
    await expect(again.getByText('Kept in this browser')).toBeVisible();
    await again.getByRole('button', { name: 'Remove…' }).click();
    await again.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(studio.jobs()).toHaveCount(0);
    await studio.nav('Settings');
    await expect(storageFigure(page, 'Space used by copies')).toHaveText('0 bytes (0 files)');
  });

  test('with "Keep a copy of every new result" on, a new result is kept without a click', async ({
    studio,
    page,
  }) => {
    await studio.nav('Settings');
    await page.getByLabel('Keep a copy of every new result').check();
    await studio.nav('Video');
    const card = await finishedVideo(studio, 'Automatic lantern');
    await expect(card.getByText('Kept in this browser')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Remove the copy' })).toBeVisible();
  });
});
