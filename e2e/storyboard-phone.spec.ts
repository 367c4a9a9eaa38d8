import type { Locator } from '@playwright/test';
import { horizontalOverflow } from './fixtures/a11y';
import { harbourWaltz, libraryFile } from './fixtures/library-file';
import { expect, test } from './fixtures/studio';

/**
 * The Storyboard on a 390 px phone (issue 38): takes named by long prompts (a link in one), a song
 * titled by a long file name and a long storyboard name must not widen the page. Every part is
 * looked at: the name, the shots (and a next shot's form), the soundtrack, the preview, the export
 * panel and "Add shots".
 */

const longPrompt =
  'A slow dolly shot along a rain-soaked harbour at dawn, fishing boats rocking under sodium lamps, ' +
  'gulls wheeling over the pier, in the style of https://example.com/reference/harbour-at-dawn-with-gulls-and-fog-over-the-pier.mp4';
const longTitle = 'harbour_waltz_for_the_early_ferry_and_the_gulls_final_master_v3.mp3';

/**
 * Wholly inside the window's width where the page lays it out: its edges measured from the page's
 * left edge (not from a window scrolled sideways to it), so a control reached only by scrolling
 * sideways fails.
 */
async function expectInsideTheWindow(locator: Locator) {
  const { left, right, width } = await locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return {
      left: box.left + window.scrollX,
      right: box.right + window.scrollX,
      width: document.documentElement.clientWidth,
    };
  });
  expect(left).toBeGreaterThanOrEqual(0);
  expect(right).toBeLessThanOrEqual(width);
}

test('on a phone, long prompts and titles keep the Storyboard inside the window', async ({
  studio,
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const file = JSON.parse(libraryFile([longPrompt, 'Gulls over the pier']).toString()) as {
    jobs: Record<string, unknown>[];
  };
  file.jobs.push({
    ...harbourWaltz(),
    media: [{ ...(harbourWaltz().media as Record<string, unknown>[])[0], title: longTitle }],
  });
  await studio.presetGateway('/library');
  await page.getByLabel('Import library file').setInputFiles({
    name: 'long.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await expect(page.getByText('Imported 3 jobs')).toBeVisible();

  await studio.nav('Storyboard');
  await page.getByRole('button', { name: 'New storyboard' }).first().click();
  const add = page.getByRole('button', { name: `Add “${longPrompt}” to the film` });
  await expect(add).toBeVisible();
  await expectInsideTheWindow(add);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // With the shot in, a song under it and a name as long as the prompt: still no sideways scroll.
  await add.click();
  await page.getByRole('button', { name: 'Add “Gulls over the pier” to the film' }).click();
  await page.getByLabel('Name').fill(longPrompt);
  await page.getByLabel('Name').blur();
  await page.getByLabel('A song from the library').selectOption({ label: longTitle });
  await expect(page.getByText(`Song: “${longTitle}”`)).toBeVisible();
  const shots = page.getByRole('list', { name: 'Shots', exact: true }).getByRole('listitem');
  await expect(shots).toHaveCount(2);
  await studio.expectPlays(shots.nth(0).locator('video'));
  await page.getByRole('button', { name: "Next shot from shot 1's last frame" }).click();
  await expect(page.getByTestId('next-shot-frame')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export film' })).toBeEnabled();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  for (const control of [
    page.getByLabel('A song from the library'),
    page.getByRole('button', { name: 'Remove the song' }),
    page.getByRole('button', { name: 'Play film' }),
    page.getByRole('button', { name: 'Export film' }),
    page.getByRole('button', { name: 'Remove shot 1' }),
    page.getByRole('button', { name: 'Generate next shot' }),
    add,
  ]) {
    await expect(control).toBeVisible();
    await expectInsideTheWindow(control);
  }
});
