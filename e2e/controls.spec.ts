import type { Page } from '@playwright/test';
import { makeVideos } from './fixtures/gallery';
import { expect, test } from './fixtures/studio';

/**
 * Every file input on the page is drawn as the studio's file picker, not the browser's "Choose
 * File / No file chosen": the native control is there (a label, a keyboard, setInputFiles reach
 * it) but not seen, and what is seen is its label and the picker's own button.
 */
async function expectDrawnFileFields(page: Page, count: number) {
  const inputs = page.locator('input[type=file]');
  await expect(inputs).toHaveCount(count);
  for (const input of await inputs.all()) {
    const id = await input.getAttribute('id');
    expect(id).not.toBeNull();
    await expect(page.locator(`label[for="${id}"]`)).toBeVisible();
    // Not painted: the browser's own button and "No file chosen" never show.
    await expect(input).toHaveCSS('opacity', '0');
    // What is painted instead: the picker around it, with its button's words.
    await expect(input.locator('xpath=..')).toBeVisible();
    await expect(input.locator('xpath=..')).toContainText(/Choose|Change/);
  }
}

test.describe('controls drawn alike (issue 38 item 11)', () => {
  test.beforeEach(async ({ studio }) => {
    await studio.presetGateway();
  });

  test('no native "Choose File" button on any page: every file field is the styled picker, its label shown', async ({
    studio,
    page,
  }) => {
    await studio.nav('Video');
    await page.getByLabel('Model').selectOption('videomodel-1.0-i2v');
    await expect(page.getByLabel('First frame', { exact: true })).toBeAttached();
    await expectDrawnFileFields(page, 1);

    await studio.nav('Clip');
    await expect(page.getByLabel('Or upload a start image')).toBeAttached();
    await expectDrawnFileFields(page, 2);

    await studio.nav('Pixa');
    await expect(page.getByLabel('Or upload an image')).toBeAttached();
    await expectDrawnFileFields(page, 1);

    await studio.nav('Music');
    await expect(page.getByLabel('Audio file')).toBeAttached();
    await expectDrawnFileFields(page, 1);

    await studio.nav('Library');
    await expect(page.getByLabel('Import library file')).toBeAttached();
    await expectDrawnFileFields(page, 1);

    await studio.nav('Storyboard');
    await page.getByRole('button', { name: 'New storyboard' }).first().click();
    await expect(page.getByLabel('Or a file from this computer')).toBeAttached();
    await expectDrawnFileFields(page, 1);
  });

  test('Remove… puts focus on the Remove that confirms; Keep puts it back on Remove…', async ({
    studio,
    page,
  }) => {
    await makeVideos(studio, ['A kite over the dunes']);
    const card = studio.job('A kite over the dunes');
    await card.getByRole('button', { name: 'Remove…' }).click();
    await expect(card).toContainText('Remove from the library?');
    await expect(card.getByRole('button', { name: 'Remove', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: 'Keep', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(card.getByRole('button', { name: 'Remove…' })).toBeFocused();
    // By keyboard too: Enter on Remove… then Enter again removes it.
    await page.keyboard.press('Enter');
    await expect(card.getByRole('button', { name: 'Remove', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(card).toHaveCount(0);
  });

  test('a result’s action row: every button has its icon', async ({ studio }) => {
    await makeVideos(studio, ['Lanterns along the river']);
    const row = studio.job('Lanterns along the river').locator('[data-actions]');
    const buttons = row.getByRole('button');
    // Download, Remix, Use these settings, Keep a copy, Remove…
    await expect(buttons.filter({ hasText: 'Remix' })).toHaveCount(1);
    for (const button of await buttons.all())
      await expect(button.locator('svg[aria-hidden="true"]')).toHaveCount(1);
    const confirm = row.getByRole('button', { name: 'Remove…' });
    await confirm.click();
    for (const name of ['Remove', 'Keep'])
      await expect(
        row.getByRole('button', { name, exact: true }).locator('svg[aria-hidden="true"]'),
      ).toHaveCount(1);
  });
});
