import type { Page } from '@playwright/test';
import { importTakes } from './fixtures/library-file';
import { inChinese, shoot } from './fixtures/screenshots';
import { expect, test, type Studio } from './fixtures/studio';

/**
 * Pictures of the cost before it is spent (issue 54 item 12, decision 048), to look at as a
 * creator would: Settings' price list, the cost under Generate, in a batch's foot and in the
 * Queue — at 1280×800 in English and on a phone (390×844) in Chinese, light and dark, against the
 * in-page demo (its own $100.00 account). `SCREENSHOTS=1 npx playwright test
 * e2e/screenshots-costs.spec.ts`. Not part of the suite (it writes into docs/screenshots/).
 */
test.skip(!process.env.SCREENSHOTS, 'writes docs/screenshots; run with SCREENSHOTS=1');

/** A price list as Settings saves it (`media-studio.profiles.v1`), written before the first load. */
async function presetPrices(page: Page) {
  await page.addInitScript(() => {
    if (!location.protocol.startsWith('http')) return;
    if (localStorage.getItem('media-studio.profiles.v1') !== null) return;
    localStorage.setItem(
      'media-studio.profiles.v1',
      JSON.stringify({
        activeId: 'default',
        main: {
          name: 'Main',
          prices: [
            { model: 'videomodel-1.0-t2v', per: 'second', usd: 0.1 },
            { model: 'videomodel-1.0-i2v', per: 'second', usd: 0.12 },
            { model: 'chirp-v4', per: 'song', usd: 0.08 },
            { model: '', per: 'picture', usd: 0.04 },
          ],
        },
        others: [],
        seenConfigIds: [],
      }),
    );
  });
}

const CSV = [
  'prompt,seconds',
  '"Pier at dusk, the lamps coming on one by one",5',
  'Gulls over the bay,8',
  'The night ferry leaving the harbour,10',
].join('\n');

async function views(studio: Studio, page: Page, suffix: string, zh: boolean) {
  const balance = page.getByRole('banner').locator('[data-balance]');
  // Settings: the price list beside the profile.
  await studio.open('/settings');
  await inChinese(page, zh);
  await page.locator('#settings-prices-title').scrollIntoViewIfNeeded();
  await expect(
    page.getByRole('group').filter({ has: page.locator('#settings-prices-0-model') }),
  ).toBeVisible();
  await shoot(page, `cost-settings${suffix}`);

  // Generate: two variations of a 5 s video.
  await studio.open('/video');
  await page.locator('#video-prompt').fill('A lighthouse at dawn, the fog lifting off the water');
  // The Variations radios are named by their counts, in any language.
  await page.getByRole('radio', { name: '2', exact: true }).check();
  await expect(balance).toBeVisible({ timeout: 30_000 });
  const cost = page.getByTestId('cost');
  await expect(cost).toHaveAttribute('data-balance-after', '99');
  await cost.scrollIntoViewIfNeeded();
  await shoot(page, `cost-generate${suffix}`);

  // A batch of three rows, the queue paused so they wait.
  await page.getByRole('banner').locator('[data-queue-count]').click();
  const panel = page.getByRole('dialog').last();
  await panel
    .locator('button')
    .filter({ hasText: /Pause|暂停/ })
    .first()
    .click();
  await page.keyboard.press('Escape');
  await page
    .locator('button')
    .filter({ hasText: /^(Batch from a file|从文件批量)/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog').last();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'harbour-evening.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV),
  });
  await expect(dialog.getByTestId('cost')).toHaveAttribute('data-cost-usd', '2.3');
  await shoot(page, `cost-batch${suffix}`);
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog).toBeHidden();

  await page.getByRole('banner').locator('[data-queue-count]').click();
  await expect(page.getByRole('dialog').last().locator('[data-queue-cost]')).toHaveCount(3);
  await shoot(page, `cost-queue${suffix}`);
  await page.keyboard.press('Escape');
}

test('the cost before it is spent (desktop, English; phone, 中文)', async ({ studio, page }) => {
  test.setTimeout(240_000);
  await presetPrices(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await views(studio, page, '', false);
});

test('the cost before it is spent on a phone, in Chinese', async ({ studio, page }) => {
  test.setTimeout(240_000);
  await presetPrices(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await views(studio, page, '-zh-phone', true);
});

test('the song ducked under the shots’ sound (desktop, English; phone, 中文)', async ({
  studio,
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await importTakes(studio, page);
  await studio.nav('Storyboard');
  await page.getByRole('button', { name: 'New storyboard' }).first().click();
  await page.getByRole('button', { name: 'Add “Harbour at dawn” to the film' }).click();
  await page.getByLabel('A song from the library').selectOption({ label: 'Harbour waltz' });
  const soundtrack = page.getByRole('region', { name: 'Soundtrack' });
  await expect(soundtrack.getByLabel('Lower by (dB)')).toHaveValue('12');
  await soundtrack.scrollIntoViewIfNeeded();
  await shoot(page, 'storyboard-ducking');
  await page.setViewportSize({ width: 390, height: 844 });
  await inChinese(page, true);
  const amount = page.locator('input[type="number"][max="30"]');
  await amount.fill('40');
  // The field and the message beside it, in the middle of the screen.
  await amount.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shoot(page, 'storyboard-ducking-zh-phone');
  await inChinese(page, false);
});
