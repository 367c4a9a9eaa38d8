import type { Page } from '@playwright/test';
import { settle } from './fixtures/a11y';
import { Gallery } from './fixtures/gallery';
import { libraryFile } from './fixtures/library-file';
import { expect, test } from './fixtures/studio';

/**
 * Pictures of the library with a selection and a zip under way (light, dark, phone), from an
 * imported library: `SCREENSHOTS=1 npx playwright test e2e/screenshots-selection.spec.ts`.
 * Not part of the suite (it writes into docs/).
 */
test.skip(!process.env.SCREENSHOTS, 'writes docs/screenshots; run with SCREENSHOTS=1');

const prompts = [
  'A lighthouse at dusk, waves breaking on the rocks',
  'Paper boats drifting down a rainy street',
  'Slow pan over a misty pine forest at sunrise',
  'A hummingbird hovering over a red flower',
  'A neon city street in the rain, reflections',
  'Time-lapse of clouds rolling over mountains',
  'A cat chasing a laser dot across a wooden floor',
  'Lanterns floating over a lake at night',
];

async function selectionWithZip(page: Page, name: string) {
  // The newest three: drawn at every width (the grid is virtual; a phone shows one column).
  for (const prompt of prompts.slice(-3))
    await page.getByRole('checkbox', { name: `Select ${prompt}` }).check();
  const bar = page.getByRole('region', { name: 'Selection' });
  await bar.getByRole('button', { name: 'Download as zip' }).click();
  await expect(page.getByRole('progressbar', { name: 'Zip progress' })).toBeVisible();
  await page.screenshot({ path: `docs/screenshots/${name}.png` });
  await bar.getByRole('button', { name: 'Cancel zip' }).click();
  await bar.getByRole('button', { name: 'Clear selection' }).click();
}

test('library selection and zip progress screenshots (light, dark, phone)', async ({
  studio,
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await studio.connect();
  await page
    .getByRole('navigation', { name: 'Studio' })
    .getByRole('link', { name: 'Library', exact: true })
    .click();
  await page.getByLabel('Import library file').setInputFiles({
    name: 'library.json',
    mimeType: 'application/json',
    buffer: libraryFile(prompts),
  });
  await expect(page.getByText(`Imported ${prompts.length} jobs`)).toBeVisible();
  await page.reload();
  await new Gallery(page).useGrid();
  // The zip waits on its second file, so the picture shows it under way.
  let first = true;
  await page.route('**/demo/sample.mp4', async (route) => {
    if (first) {
      first = false;
      await route.continue();
    }
  });
  await settle(page, 'light');
  await selectionWithZip(page, 'library-selection-light');
  first = true;
  await settle(page, 'dark');
  await selectionWithZip(page, 'library-selection-dark');
  first = true;
  await settle(page, 'light');
  await page.setViewportSize({ width: 390, height: 844 });
  await selectionWithZip(page, 'library-selection-phone');
});
