import type { Page } from '@playwright/test';
import { inChinese, shoot } from './fixtures/screenshots';
import { newBoardOfBothTakes, shots as storyboardShots } from './fixtures/storyboard';
import { expect, test, type Studio } from './fixtures/studio';

/**
 * Pictures of issue 54's new parts, to look at as a creator would: a waiting card that says why it
 * waits (with Move and Cancel on it), Jobs at once refusing a value, and the storyboard's caption
 * style and transitions — on a phone (390×844) in Chinese with a long prompt, light and dark, and
 * at 1280×800 in English. `SCREENSHOTS=1 npx playwright test e2e/screenshots-fourth-hour.spec.ts`.
 * Not part of the suite (it writes into docs/screenshots/).
 */
test.skip(!process.env.SCREENSHOTS, 'writes docs/screenshots; run with SCREENSHOTS=1');

const LONG =
  'A lighthouse keeper climbs the spiral stairs at dusk, lantern in hand, while the storm rolls in over the harbour and the gulls turn back to the cliffs';

async function waitingJobs(studio: Studio, page: Page) {
  await studio.connect();
  await page.getByLabel('Jobs at once').fill('1');
  await studio.nav('Video');
  for (const prompt of [`${LONG} [slow]`, `${LONG}, second take`, `${LONG}, third take`]) {
    await studio.fillVideo({ prompt });
    await studio.generate().click();
  }
  await expect(page.locator('[data-job-status="waiting"]')).toHaveCount(2);
}

test('a waiting card says why it waits (phone, 中文; desktop, English)', async ({
  studio,
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await waitingJobs(studio, page);
  await page.locator('[data-job-status="waiting"]').first().scrollIntoViewIfNeeded();
  await shoot(page, 'queue-waiting-card');
  await page.setViewportSize({ width: 390, height: 844 });
  await inChinese(page, true);
  await page.locator('[data-job-status="waiting"]').first().scrollIntoViewIfNeeded();
  await shoot(page, 'queue-waiting-card-zh-phone');

  // Jobs at once refusing 0, beside the field.
  await studio.open('/settings');
  const field = page.locator('input[type="number"]').first();
  await field.fill('0');
  // Refused once the box is left (issue 54: nothing said while a number is on its way).
  await field.blur();
  await field.scrollIntoViewIfNeeded();
  await shoot(page, 'jobs-at-once-refused-zh-phone');
  await inChinese(page, false);
});

test('the storyboard: a cross-fade and a caption style (desktop, English; phone, 中文)', async ({
  studio,
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await newBoardOfBothTakes(studio, page);
  const shots = storyboardShots(page);
  await shots.nth(0).getByLabel('Caption').fill(LONG);
  await shots
    .nth(1)
    .getByLabel('Transition into shot 2', { exact: true })
    .selectOption({ label: 'Cross-fade' });
  await page.getByRole('checkbox', { name: 'Burn captions into the picture' }).check();
  await page
    .getByRole('group', { name: 'Caption position' })
    .getByRole('radio', { name: 'Top' })
    .check();
  await shots.nth(1).scrollIntoViewIfNeeded();
  await shoot(page, 'storyboard-transition');
  await page.getByRole('group', { name: 'Caption position' }).scrollIntoViewIfNeeded();
  await shoot(page, 'storyboard-caption-style');
  await page.setViewportSize({ width: 390, height: 844 });
  await inChinese(page, true);
  await page.locator('[data-film-aspect]').first().scrollIntoViewIfNeeded();
  await shoot(page, 'storyboard-caption-style-zh-phone');
  await page
    .getByRole('list')
    .filter({ has: page.locator('video') })
    .first()
    .scrollIntoViewIfNeeded();
  await shoot(page, 'storyboard-transition-zh-phone');
  await inChinese(page, false);
});
