import type { Page } from '@playwright/test';
import { Gallery } from './fixtures/gallery';
import { libraryFile } from './fixtures/library-file';
import { expect, test, type Studio } from './fixtures/studio';

/**
 * Boards and names (issue 40): boards made, filled and deleted through the Library, across a
 * reload; one result on two boards; a result's name used wherever it is found, chosen or saved;
 * names refused beside their field. Acts through the locator contract (e2e/README.md, "Boards").
 */

const prompts = ['Harbour at dawn', 'Gulls over the pier', 'Lanterns at night'];

async function importJobs(studio: Studio, page: Page) {
  await studio.presetGateway('/library');
  await page.getByLabel('Import library file').setInputFiles({
    name: 'jobs.json',
    mimeType: 'application/json',
    buffer: libraryFile(prompts),
  });
  await expect(page.getByText(`Imported ${prompts.length} jobs`)).toBeVisible();
  // Tiles: a tile's own button opens the result's dialog.
  await new Gallery(page).useGrid();
}

function boardFilter(page: Page) {
  return page.getByRole('combobox', { name: 'Board', exact: true });
}

async function newBoard(page: Page, name: string) {
  await page.getByRole('button', { name: 'New board' }).click();
  const dialog = page.getByRole('dialog', { name: 'New board' });
  await dialog.getByLabel('Board name').fill(name);
  await dialog.getByRole('button', { name: 'Make board' }).click();
  await expect(dialog).toBeHidden();
}

/** Selects the results by their names and puts them on `board` with the selection's Add to board. */
async function addSelected(page: Page, names: readonly string[], board: string) {
  for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  const bar = page.getByRole('region', { name: 'Selection' });
  await bar.getByRole('button', { name: 'Add to board' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Which board').selectOption({ label: board });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(bar.getByRole('status')).toHaveText(
    `Added ${names.length} result${names.length === 1 ? '' : 's'} to “${board}”.`,
  );
  await bar.getByRole('button', { name: 'Clear selection' }).click();
}

test.describe('boards', () => {
  test('two boards hold one result, and both are there after a reload', async ({
    studio,
    page,
  }) => {
    await importJobs(studio, page);
    const gallery = new Gallery(page);
    await newBoard(page, 'Harbour film');
    // The new board is opened, and empty.
    await expect(boardFilter(page)).toHaveValue(/.+/);
    await expect(boardFilter(page).locator('option:checked')).toHaveText('Harbour film');
    await expect(gallery.resultCount()).toHaveText('0 results');

    await boardFilter(page).selectOption({ label: 'All results' });
    await addSelected(page, ['Harbour at dawn', 'Gulls over the pier'], 'Harbour film');
    await newBoard(page, 'Birds');
    await boardFilter(page).selectOption({ label: 'All results' });
    // From the result's own dialog, this time.
    const dialog = await gallery.open('Gulls over the pier');
    await dialog.getByRole('button', { name: 'Add to board' }).click();
    const ask = page.getByRole('dialog', { name: 'Add 1 result to a board' });
    await ask.getByLabel('Which board').selectOption({ label: 'Birds' });
    await ask.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByRole('list', { name: 'Boards' }).getByRole('listitem')).toHaveText([
      'Birds',
      'Harbour film',
    ]);
    await page.keyboard.press('Escape');
    // Closing steps back in history (the dialog's URL entry): a reload sent before that step
    // lands is aborted by it (net::ERR_ABORTED on a loaded machine). A person sees it closed first.
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/open=/);

    await page.reload();
    await boardFilter(page).selectOption({ label: 'Harbour film' });
    await expect(gallery.resultCount()).toHaveText('2 results');
    await expect(gallery.tiles()).toHaveCount(2);
    await boardFilter(page).selectOption({ label: 'Birds' });
    await expect(gallery.resultCount()).toHaveText('1 result');
    await expect(gallery.tile('Gulls over the pier')).toBeVisible();
    await boardFilter(page).selectOption({ label: 'Not on a board' });
    await expect(gallery.resultCount()).toHaveText('1 result');
    await expect(gallery.tile('Lanterns at night')).toBeVisible();
    // A board's view keeps search: one of the board's two, found by a word.
    await boardFilter(page).selectOption({ label: 'Harbour film' });
    await gallery.search().fill('gulls');
    await expect(gallery.resultCount()).toHaveText('1 result');
  });

  test('deleting a board keeps its results unless asked, and says how many a storyboard uses', async ({
    studio,
    page,
  }) => {
    await importJobs(studio, page);
    const gallery = new Gallery(page);
    // A storyboard uses one of them.
    await studio.nav('Storyboard');
    await page.getByRole('button', { name: 'New storyboard' }).first().click();
    await page.getByRole('button', { name: 'Add “Harbour at dawn” to the film' }).click();
    await studio.nav('Library');
    await newBoard(page, 'Harbour film');
    await boardFilter(page).selectOption({ label: 'All results' });
    await addSelected(page, ['Harbour at dawn', 'Gulls over the pier'], 'Harbour film');
    await boardFilter(page).selectOption({ label: 'Harbour film' });

    await page.getByRole('button', { name: 'Delete board' }).click();
    const ask = page.getByRole('dialog', { name: 'Delete board “Harbour film”?' });
    await expect(ask).toContainText('2 results are on it; 1 is used by a storyboard.');
    await expect(ask.getByLabel('Delete the board only; keep its results')).toBeChecked();
    await ask.getByRole('button', { name: 'Delete board' }).click();
    await expect(
      page.getByText('Board “Harbour film” deleted; its 2 results stay in the Library.'),
    ).toBeVisible();
    await expect(boardFilter(page).locator('option')).toHaveText(['All results', 'Not on a board']);
    await expect(gallery.resultCount()).toHaveText('3 results');

    await page.reload();
    await expect(gallery.resultCount()).toHaveText('3 results');
    await boardFilter(page).selectOption({ label: 'Not on a board' });
    await expect(gallery.resultCount()).toHaveText('3 results');

    // Removing them too is a choice made in the question, and only then.
    await newBoard(page, 'Scraps');
    await boardFilter(page).selectOption({ label: 'All results' });
    await addSelected(page, ['Lanterns at night'], 'Scraps');
    await boardFilter(page).selectOption({ label: 'Scraps' });
    await page.getByRole('button', { name: 'Delete board' }).click();
    const again = page.getByRole('dialog', { name: 'Delete board “Scraps”?' });
    await again.getByLabel('Delete the board and remove its results too').check();
    await again.getByRole('button', { name: 'Delete board' }).click();
    await expect(page.getByText('Board “Scraps” deleted, with its 1 result.')).toBeVisible();
    await expect(gallery.resultCount()).toHaveText('2 results');
  });

  test('a renamed result is found, chosen and saved by its name', async ({ studio, page }) => {
    await importJobs(studio, page);
    const gallery = new Gallery(page);
    const dialog = await gallery.open('Lanterns at night');
    await dialog.getByRole('button', { name: 'Rename' }).click();
    const ask = page.getByRole('dialog', { name: 'Rename this result' });
    // Never renamed: it starts from the name it is shown by (issue 54).
    await expect(ask.getByLabel('Name')).toHaveValue('Lanterns at night');
    await ask.getByLabel('Name').fill('Closing shot');
    await ask.getByRole('button', { name: 'Save name' }).click();
    await expect(ask).toBeHidden();
    await expect(dialog.getByRole('heading', { name: 'Closing shot' })).toBeVisible();
    // Saved means saved: straight after the dialog closed.
    await page.reload();
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: 'Closing shot' }),
    ).toBeVisible();
    // The prompt stays as it was sent.
    await expect(page.getByRole('dialog')).toContainText('Lanterns at night');

    const download = page.waitForEvent('download');
    await page.getByRole('dialog').getByRole('button', { name: 'Download' }).first().click();
    expect((await download).suggestedFilename()).toMatch(/^video-closing-shot-[a-z0-9]+\.mp4$/);
    await page.keyboard.press('Escape');

    await gallery.search().fill('closing');
    await expect(gallery.resultCount()).toHaveText('1 result');
    await expect(gallery.tile('Closing shot')).toBeVisible();

    await studio.nav('Storyboard');
    await page.getByRole('button', { name: 'New storyboard' }).first().click();
    await expect(
      page.getByRole('button', { name: 'Add “Closing shot” to the film' }),
    ).toBeVisible();
  });

  test('empty, duplicate and too long names are refused beside the field', async ({
    studio,
    page,
  }) => {
    await importJobs(studio, page);
    await newBoard(page, 'Harbour film');
    await page.getByRole('button', { name: 'New board' }).click();
    const ask = page.getByRole('dialog', { name: 'New board' });
    const field = ask.getByLabel('Board name');
    await ask.getByRole('button', { name: 'Make board' }).click();
    await expect(ask.getByRole('alert')).toHaveText('Give it a name.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill('  harbour FILM ');
    await ask.getByRole('button', { name: 'Make board' }).click();
    await expect(ask.getByRole('alert')).toHaveText('A board of that name already exists.');
    await field.fill('x'.repeat(81));
    await ask.getByRole('button', { name: 'Make board' }).click();
    await expect(ask.getByRole('alert')).toHaveText('A name can be at most 80 characters.');
    await page.keyboard.press('Escape');
    await expect(boardFilter(page).locator('option')).toHaveText([
      'All results',
      'Not on a board',
      'Harbour film',
    ]);

    // A result's name: the same limit.
    await boardFilter(page).selectOption({ label: 'All results' });
    const dialog = await new Gallery(page).open('Lanterns at night');
    await dialog.getByRole('button', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename this result' });
    await rename.getByLabel('Name').fill('y'.repeat(81));
    await rename.getByRole('button', { name: 'Save name' }).click();
    await expect(rename.getByRole('alert')).toHaveText('A name can be at most 80 characters.');
  });

  test('new results go to the board chosen beside Generate', async ({ studio, page }) => {
    await importJobs(studio, page);
    await newBoard(page, 'Kites');
    await studio.nav('Video');
    await page
      .getByRole('combobox', { name: 'New results go to' })
      .selectOption({ label: 'Kites' });
    await studio.fillVideo({ prompt: 'A red kite over the dunes', seconds: '4' });
    await studio.generate().click();
    await expect(studio.job('A red kite over the dunes')).toHaveAttribute(
      'data-job-remote-ids',
      /.+/,
    );
    await studio.nav('Library');
    await boardFilter(page).selectOption({ label: 'Kites' });
    const gallery = new Gallery(page);
    await expect(gallery.resultCount()).toHaveText('1 result');
    await expect(gallery.tile('A red kite over the dunes')).toBeVisible();
    // The choice is kept on this device for the next Generate.
    await page.reload();
    await studio.nav('Video');
    await expect(
      page.getByRole('combobox', { name: 'New results go to' }).locator('option:checked'),
    ).toHaveText('Kites');
  });
});
