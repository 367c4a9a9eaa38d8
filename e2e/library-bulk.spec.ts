import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { listZip } from '../src/testing/zip';
import { expectNoViolations, settle } from './fixtures/a11y';
import { Gallery } from './fixtures/gallery';
import { libraryFile } from './fixtures/library-file';
import { expect, test } from './fixtures/studio';

/**
 * The library at size and its bulk actions (issue 8): selection boxes, "Select all", the
 * selection bar (favourite, keep copies, export, zip, delete), and a virtual grid that still
 * reaches and opens the oldest of 2,000 jobs.
 */

async function importJobs(page: Page, prompts: readonly string[]) {
  await page
    .getByRole('navigation', { name: 'Studio' })
    .getByRole('link', { name: 'Library', exact: true })
    .click();
  await page.getByLabel('Import library file').setInputFiles({
    name: 'library.json',
    mimeType: 'application/json',
    buffer: libraryFile(prompts),
  });
  // The count is formatted for the language ("2,000" in English).
  await expect(page.getByText(`Imported ${prompts.length.toLocaleString('en')} job`)).toBeVisible({
    timeout: 30_000,
  });
}

const selectionBar = (page: Page) => page.getByRole('region', { name: 'Selection' });

test.describe('select many', () => {
  test.beforeEach(async ({ studio, page }) => {
    await studio.presetGateway();
    await importJobs(page, ['Zip harbour', 'Zip lantern', 'Zip meadow', 'Stay glacier']);
    await new Gallery(page).useGrid();
  });

  test('a zip of three selected results holds their three media files and jobs.json', async ({
    page,
  }) => {
    for (const name of ['Zip harbour', 'Zip lantern', 'Zip meadow'])
      await page.getByRole('checkbox', { name: `Select ${name}` }).check();
    await expect(selectionBar(page)).toContainText('3 selected');
    const download = page.waitForEvent('download');
    await selectionBar(page).getByRole('button', { name: 'Download as zip' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^media-studio-selection-.*\.zip$/);
    const entries = listZip(new Uint8Array(await readFile(await file.path())));
    const media = entries.filter((e) => e.name.endsWith('.mp4'));
    expect(media.map((e) => e.name).sort()).toEqual([
      expect.stringMatching(/^video-zip-harbour-/),
      expect.stringMatching(/^video-zip-lantern-/),
      expect.stringMatching(/^video-zip-meadow-/),
    ]);
    const sample = await readFile('public/demo/sample.mp4');
    for (const entry of media) expect(entry.size).toBe(sample.length);
    const json = entries.find((e) => e.name === 'jobs.json');
    const records = JSON.parse(new TextDecoder().decode(json?.data)) as {
      jobs: { prompt: string }[];
      missing: unknown[];
    };
    expect(records.jobs.map((j) => j.prompt).sort()).toEqual([
      'Zip harbour',
      'Zip lantern',
      'Zip meadow',
    ]);
    expect(records.missing).toEqual([]);
    expect(entries).toHaveLength(4);
    await expect(selectionBar(page).getByRole('status')).toContainText('3 files and jobs.json');
  });

  test('a file that cannot be fetched is named on screen and listed as missing in jobs.json', async ({
    page,
  }) => {
    await page.route('**/demo/sample.mp4', (route) => route.fulfill({ status: 410, body: 'gone' }));
    await page.getByRole('checkbox', { name: 'Select Zip harbour' }).check();
    const download = page.waitForEvent('download');
    await selectionBar(page).getByRole('button', { name: 'Download as zip' }).click();
    const entries = listZip(new Uint8Array(await readFile(await (await download).path())));
    expect(entries.map((e) => e.name)).toEqual(['jobs.json']);
    const records = JSON.parse(new TextDecoder().decode(entries[0]?.data)) as {
      missing: { reason: string }[];
    };
    expect(records.missing).toEqual([
      expect.objectContaining({ reason: expect.stringContaining('410') }),
    ]);
    await expect(selectionBar(page).getByRole('alert')).toContainText('1 file is not in the zip');
    await expect(selectionBar(page).getByRole('alert')).toContainText('Zip harbour');
  });

  test('Shift-click selects a range; bulk delete removes exactly the selected jobs, after a confirmation naming the count', async ({
    page,
  }) => {
    const gallery = new Gallery(page);
    await page.getByRole('checkbox', { name: 'Select Zip meadow' }).click();
    await page
      .getByRole('checkbox', { name: 'Select Zip harbour' })
      .click({ modifiers: ['Shift'] });
    // Newest first: meadow, lantern, harbour — the range holds all three, glacier stays out.
    await expect(selectionBar(page)).toContainText('3 selected');
    await expect(page.getByRole('checkbox', { name: 'Select Zip lantern' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Select Stay glacier' })).not.toBeChecked();
    await page.getByRole('checkbox', { name: 'Select Zip lantern' }).uncheck();

    await selectionBar(page).getByRole('button', { name: 'Delete selected' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete 2 jobs?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete 2 jobs' }).click();
    await expect(gallery.tiles()).toHaveCount(2);
    await page.reload();
    await expect(gallery.tiles()).toHaveCount(2);
    await expect(gallery.tile('Zip lantern')).toBeVisible();
    await expect(gallery.tile('Stay glacier')).toBeVisible();
  });

  test('"Select all" selects what the search shows; bulk favourite and Keep copies reach every selected tile', async ({
    page,
  }) => {
    const gallery = new Gallery(page);
    await gallery.search().fill('zip');
    await expect(gallery.resultCount()).toHaveText('3 results');
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await expect(selectionBar(page)).toContainText('3 selected');
    await selectionBar(page).getByRole('button', { name: 'Favourite selected' }).click();
    await selectionBar(page).getByRole('button', { name: 'Keep copies' }).click();
    await expect(selectionBar(page).getByRole('status')).toHaveText('Kept copies of 3 results.');
    for (const name of ['Zip harbour', 'Zip lantern', 'Zip meadow']) {
      await expect(gallery.star(gallery.tile(name))).toHaveAttribute('aria-pressed', 'true');
      await expect(gallery.tile(name).getByText('Kept in this browser')).toBeVisible();
    }
    // Narrowing lets go of what leaves the view.
    await gallery.search().fill('zip harbour');
    await expect(selectionBar(page)).toContainText('1 selected');
    await gallery.search().fill('');
    await expect(gallery.star(gallery.tile('Stay glacier'))).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(gallery.tile('Stay glacier').getByText('Kept in this browser')).toHaveCount(0);
  });

  test('axe: the grid with a selection, the selection bar and the zip in progress; Cancel saves nothing', async ({
    page,
  }) => {
    await settle(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/demo/sample.mp4', async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.getByRole('checkbox', { name: 'Select Zip harbour' }).check();
    await page.getByRole('checkbox', { name: 'Select Zip lantern' }).check();
    await expectNoViolations(page, 'Grid with a selection');
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await selectionBar(page).getByRole('button', { name: 'Download as zip' }).click();
    await expect(page.getByRole('progressbar', { name: 'Zip progress' })).toBeVisible();
    await expect(selectionBar(page)).toContainText('0 of 2 files');
    await expectNoViolations(page, 'Zip in progress');
    await selectionBar(page).getByRole('button', { name: 'Cancel zip' }).click();
    await expect(selectionBar(page).getByRole('status')).toHaveText(
      'Zip cancelled. Nothing was saved.',
    );
    release();
    await expect(page.getByRole('progressbar', { name: 'Zip progress' })).toHaveCount(0);
    expect(downloads).toBe(0);
  });
});

test('with 2,000 imported jobs the grid draws a screenful, scrolls to the oldest job and opens it', async ({
  studio,
  page,
}) => {
  test.setTimeout(120_000);
  await studio.presetGateway();
  const prompts = Array.from({ length: 2_000 }, (_, i) => `Scroll job number ${i}`);
  await importJobs(page, prompts);
  const gallery = new Gallery(page);
  await gallery.useGrid();
  await expect(gallery.resultCount()).toHaveText('2,000 results');
  expect(await gallery.tiles().count()).toBeLessThan(100);
  // Down to the end of the page until the oldest tile is drawn (rows are measured as they come).
  const oldest = page.getByRole('button', { name: 'Open: Scroll job number 0', exact: true });
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return oldest.count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  expect(await gallery.tiles().count()).toBeLessThan(100);
  await oldest.click();
  const dialog = page.getByRole('dialog', { name: 'Scroll job number 0' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription('Video · 2000 of 2000');
});
