import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { Gallery } from './fixtures/gallery';
import { libraryFile } from './fixtures/library-file';
import { button, finishedHarbour, splitIntoStems, startedLine } from './fixtures/make-more';
import { MusicSteps } from './fixtures/music';
import { expect, gatewayUrl, test, type Studio } from './fixtures/studio';

/**
 * Versions told apart and boards filled by hand (issue 40): a song and five versions of it made
 * against the demo gateway, each named from its source and what was done, so every picker's
 * options are distinct; a rename used in the pickers and the file name; a tile dragged onto a
 * board, kept across a reload; a storyboard on a board, whose film lands there.
 */

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

/** The texts of a select's options, its disabled placeholder left out. */
function choices(select: Locator): Promise<string[]> {
  return select
    .locator('option:not([disabled])')
    .evaluateAll((options) => options.map((o) => o.textContent.trim()));
}

/** Makes five versions of the song's first take, each from its own form. */
async function fiveVersions(page: Page, take: Locator) {
  await button(take, 'Cover').click();
  const cover = page.getByRole('form', { name: 'Cover “Harbour” in a new style' });
  await cover.getByLabel('New style tags').fill('jazz noir');
  await button(cover, 'Make the cover').click();
  await expect(startedLine(take, 'Cover started.')).toBeVisible();

  await button(take, 'Replace a section').click();
  const section = page.getByRole('form', { name: 'Replace a section of “Harbour”' });
  await section.getByLabel('Start (seconds)').fill('1');
  await section.getByLabel('End (seconds)').fill('3');
  await section.getByLabel('New lyrics for the section').fill('The tide turns home');
  await button(section, 'Replace this section').click();
  await expect(startedLine(take, 'Section replacement started.')).toBeVisible();

  await splitIntoStems(page, take, 'Harbour');
  await expect(startedLine(take, 'Splitting into stems.')).toBeVisible();

  await button(take, 'Continue from here').click();
  const onward = page.getByRole('form', { name: 'Continue “Harbour”' });
  await onward.getByLabel('Continue at (seconds)').fill('2');
  await onward.getByLabel('New lyrics').fill('[Bridge]\nHome again');
  await button(onward, 'Start continuation').click();
  await expect(startedLine(take, 'Continuation started.')).toBeVisible();

  await button(take, 'Add an instrumental').click();
  const under = page.getByRole('form', { name: 'Add an instrumental under “Harbour”' });
  await under.getByLabel('Style tags').fill('string quartet');
  await button(under, 'Add the instrumental').click();
  await expect(startedLine(take, 'Adding an instrumental.')).toBeVisible();
}

/** Three finished results imported into the Library, shown as `view`, and an empty board. */
async function threeResultsAndABoard(
  studio: Studio,
  page: Page,
  view: 'grid' | 'list',
  board: string,
): Promise<Gallery> {
  await studio.presetGateway('/library');
  await page.getByLabel('Import library file').setInputFiles({
    name: 'jobs.json',
    mimeType: 'application/json',
    buffer: libraryFile(['Harbour at dawn', 'Gulls over the pier', 'Lanterns at night']),
  });
  await expect(page.getByText('Imported 3 jobs')).toBeVisible();
  const gallery = new Gallery(page);
  await (view === 'grid' ? gallery.useGrid() : gallery.useList());
  await newBoard(page, board);
  await boardFilter(page).selectOption({ label: 'All results' });
  return gallery;
}

/** Drags `from` (a tile, or a list card's handle) by the pointer and drops it on `board`. */
async function dragOntoBoard(page: Page, from: Locator, board: string) {
  await from.hover();
  await page.mouse.down();
  const box = await from.boundingBox();
  await page.mouse.move((box?.x ?? 0) + 20, (box?.y ?? 0) + 20, { steps: 4 });
  const list = page.getByRole('list', { name: /^Drop on a board/ });
  await expect(list).toBeVisible();
  await list.getByRole('listitem').filter({ hasText: board }).hover();
  await page.mouse.up();
}

async function storyboardSongs(studio: Studio, page: Page): Promise<Locator> {
  await studio.nav('Storyboard');
  const startOne = page.getByRole('button', { name: 'New storyboard' }).first();
  const songs = page.getByLabel('A song from the library');
  if (!(await songs.isVisible())) await startOne.click();
  return songs;
}

test.describe('versions and boards by hand', () => {
  test('a song and five versions of it: every picker tells them apart, and a rename is used', async ({
    studio,
    page,
  }) => {
    test.setTimeout(120_000);
    await studio.presetGateway('/music');
    const music = new MusicSteps(page);
    const { take } = await finishedHarbour(studio, music);
    await fiveVersions(page, take);

    // The storyboard's song picker: the song's two takes and every version's, all different.
    const songs = await storyboardSongs(studio, page);
    await expect(songs.locator('option:not([disabled])')).toHaveCount(12, { timeout: 30_000 });
    const listed = await choices(songs);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toEqual(
      expect.arrayContaining([
        'Harbour — take 1',
        'Harbour — take 2',
        'Harbour — cover: jazz noir — take 1',
        'Harbour — 0:01–0:03 replaced — take 2',
        'Harbour — vocals',
        'Harbour — instrumental',
        'Harbour — continued from 0:02 — take 1',
        'Harbour — instrumental added — take 2',
      ]),
    );

    // Compare with…: the same, from the song's dialog in the Library.
    await studio.nav('Library');
    const gallery = new Gallery(page);
    await gallery.useGrid();
    await page.getByRole('button', { name: 'Open: Harbour', exact: true }).click();
    const song = gallery.dialog();
    await song.getByRole('button', { name: /^Compare with/ }).click();
    const compare = song.getByLabel('Compare with', { exact: true });
    const against = await choices(compare);
    expect(against).toHaveLength(11);
    expect(new Set(against.map((c) => c.replace(/ — [^—]+$/u, ''))).size).toBe(11);
    await page.keyboard.press('Escape');

    // A rename wins, in the picker and in the file a download saves.
    await gallery.search().fill('jazz noir');
    const cover = await gallery.open('Harbour — cover: jazz noir');
    await cover.getByRole('button', { name: 'Rename' }).click();
    const ask = page.getByRole('dialog', { name: 'Rename this result' });
    await ask.getByLabel('Name').fill('Noir single');
    await ask.getByRole('button', { name: 'Save name' }).click();
    await expect(ask).toBeHidden();
    const download = page.waitForEvent('download');
    await page.getByRole('dialog').getByRole('link', { name: 'Download audio' }).first().click();
    expect((await download).suggestedFilename()).toMatch(/^music-noir-single-[a-z0-9]+\.mp3$/);
    await page.keyboard.press('Escape');

    const again = await storyboardSongs(studio, page);
    await expect(again.locator('option', { hasText: 'Noir single — take 2' })).toHaveCount(1);
    expect(await choices(again)).not.toContain('Harbour — cover: jazz noir — take 1');
  });

  test('a tile dragged onto a board is on it, and still after a reload; a selection goes whole', async ({
    studio,
    page,
  }) => {
    const gallery = await threeResultsAndABoard(studio, page, 'grid', 'Harbour film');

    const dragOnto = (tile: Locator, board: string) => dragOntoBoard(page, tile, board);

    await dragOnto(gallery.tile('Lanterns at night'), 'Harbour film');
    await expect(page.getByText('Added 1 result to “Harbour film”.')).toBeVisible();
    await expect(page.getByRole('list', { name: /^Drop on a board/ })).toHaveCount(0);

    // A selected tile carries the selection.
    await page.getByRole('checkbox', { name: 'Select Harbour at dawn' }).check();
    await page.getByRole('checkbox', { name: 'Select Gulls over the pier' }).check();
    await dragOnto(gallery.tile('Gulls over the pier'), 'Harbour film');
    await expect(page.getByText('Added 2 results to “Harbour film”.')).toBeVisible();

    await page.reload();
    await boardFilter(page).selectOption({ label: 'Harbour film' });
    await expect(gallery.resultCount()).toHaveText('3 results');
    await boardFilter(page).selectOption({ label: 'Not on a board' });
    await expect(gallery.resultCount()).toHaveText('0 results');
  });

  test('in the List view a card is dragged by its handle onto a board, its selection whole', async ({
    studio,
    page,
  }) => {
    const gallery = await threeResultsAndABoard(studio, page, 'list', 'Night reel');
    const handle = (text: string) => gallery.tile(text).getByTitle('Drag onto a board');

    await dragOntoBoard(page, handle('Lanterns at night'), 'Night reel');
    await expect(page.getByText('Added 1 result to “Night reel”.')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Select Harbour at dawn' }).check();
    await page.getByRole('checkbox', { name: 'Select Gulls over the pier' }).check();
    await dragOntoBoard(page, handle('Gulls over the pier'), 'Night reel');
    await expect(page.getByText('Added 2 results to “Night reel”.')).toBeVisible();

    await page.reload();
    await boardFilter(page).selectOption({ label: 'Night reel' });
    await expect(gallery.resultCount()).toHaveText('3 results');
  });

  test('a storyboard on a board: its film lands on that board', async ({ studio, page }) => {
    test.setTimeout(120_000);
    const mediaHost = gatewayUrl.replace('127.0.0.1', 'localhost');
    const shot720 = await readFile(new URL('./assets/shot-720p.mp4', import.meta.url));
    await page.route('**/e2e-media/shot-720p.mp4', (route) =>
      route.fulfill({
        body: shot720,
        contentType: 'video/mp4',
        headers: { 'access-control-allow-origin': '*' },
      }),
    );
    const file = JSON.parse(libraryFile(['Pier at noon']).toString()) as {
      jobs: { media: { url: string; durationSeconds: number }[] }[];
    };
    for (const job of file.jobs)
      for (const media of job.media) {
        media.url = `${mediaHost}/e2e-media/shot-720p.mp4`;
        media.durationSeconds = 2;
      }
    await studio.presetGateway('/library');
    await page.getByLabel('Import library file').setInputFiles({
      name: 'pier.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(file)),
    });
    await expect(page.getByText('Imported 1 job')).toBeVisible();
    await newBoard(page, 'Pier film');

    await studio.nav('Storyboard');
    await page.getByRole('button', { name: 'New storyboard' }).first().click();
    await page.getByLabel('Library board').selectOption({ label: 'Pier film' });
    await page.getByRole('button', { name: 'Add “Pier at noon” to the film' }).click();
    // Kept with the storyboard: still chosen after a reload.
    await page.reload();
    await expect(page.getByLabel('Library board').locator('option:checked')).toHaveText(
      'Pier film',
    );
    await page.getByRole('button', { name: 'Export film' }).click();
    await expect(page.getByText(/The film is ready/)).toBeVisible({ timeout: 90_000 });

    await studio.nav('Library');
    await boardFilter(page).selectOption({ label: 'Pier film' });
    const gallery = new Gallery(page);
    await expect(gallery.resultCount()).toHaveText('1 result');
    await expect(studio.job('made from 1 shot')).toBeVisible();
  });
});
