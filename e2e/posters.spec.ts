import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { Gallery, makeVideos } from './fixtures/gallery';
import { serverRequests } from './fixtures/gateway';
import { MusicSteps } from './fixtures/music';
import { expect, Studio, test } from './fixtures/studio';

/**
 * Pictures everywhere (issue 40 item 3): a finished video the gateway gave no poster gets one,
 * grabbed once in the browser and kept; a song shows the gateway's cover, else a generated one;
 * posters travel in the library file (item 4). Against the demo gateway over HTTP, whose request
 * log counts every fetch of a result's own link (`[own-link]`: `…/demo/sample.mp4?task=<id>`).
 */

const PICTURE = /^data:image\/(?:webp|jpeg);base64,/;
const PROMPT = 'Poster of a harbour at dusk [own-link]';

/** How many times the media host was asked for this task's result. */
async function mediaGets(taskId: string): Promise<number> {
  return (await serverRequests()).filter(
    (r) => r.method === 'GET' && r.path.startsWith('/demo/') && r.path.includes(`task=${taskId}`),
  ).length;
}

async function taskId(studio: Studio, prompt: string): Promise<string> {
  const id = await studio.job(prompt).getAttribute('data-job-remote-ids');
  if (id === null || id === '') throw new Error('the job has no task id');
  return id;
}

/** The tile's picture: a muted player whose poster it is. */
function tilePoster(gallery: Gallery, text: string): Locator {
  return gallery.tile(text).locator('[data-result-picture="poster"]');
}

/** The storyboard's Add shots item for a result, by its Add button's name. */
function shotItem(page: Page, name: string): Locator {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Add “${name}” to the film` }) });
}

async function openNewStoryboard(studio: Studio, page: Page) {
  await studio.nav('Storyboard');
  await page.getByRole('button', { name: 'New storyboard' }).first().click();
}

test.describe('posters and covers', () => {
  test('a finished video gets a poster, grabbed once, on its tile and in Add shots; a reload grabs nothing', async ({
    studio,
    page,
  }) => {
    test.setTimeout(90_000);
    await studio.presetGateway();
    await makeVideos(studio, [PROMPT]);
    const task = await taskId(studio, PROMPT);
    await studio.nav('Library');
    const gallery = new Gallery(page);
    await gallery.useGrid();
    await expect(tilePoster(gallery, PROMPT)).toHaveAttribute('poster', PICTURE);
    const poster = await tilePoster(gallery, PROMPT).getAttribute('poster');

    await openNewStoryboard(studio, page);
    const item = shotItem(page, PROMPT);
    await expect(item.locator('img[data-result-picture="poster"]')).toHaveAttribute(
      'src',
      poster ?? '',
    );

    const fetched = await mediaGets(task);
    await page.reload();
    await expect(
      shotItem(page, PROMPT).locator('img[data-result-picture="poster"]'),
    ).toHaveAttribute('src', poster ?? '');
    await studio.nav('Library');
    await expect(tilePoster(gallery, PROMPT)).toHaveAttribute('poster', poster ?? '');
    // The tile loads nothing until played: with its poster kept, the result was not fetched again.
    await expect(tilePoster(gallery, PROMPT)).toHaveAttribute('preload', 'none');
    expect(await mediaGets(task)).toBe(fetched);
  });

  test('a film made on the storyboard gets its poster from its kept copy, on its Library tile', async ({
    studio,
    page,
  }) => {
    test.setTimeout(150_000);
    await studio.presetGateway();
    await makeVideos(studio, ['Film poster pier']);
    await openNewStoryboard(studio, page);
    await page.getByRole('button', { name: 'Add “Film poster pier” to the film' }).click();
    await page.getByRole('button', { name: 'Export film' }).click();
    await expect(page.getByText(/The film is ready/)).toBeVisible({ timeout: 120_000 });
    await studio.nav('Library');
    const gallery = new Gallery(page);
    await gallery.useGrid();
    // Its link is the storyboard's page: the poster can only come from the bytes kept here.
    await expect(tilePoster(gallery, 'made from 1 shot')).toHaveAttribute('poster', PICTURE);
  });

  test("a song shows the gateway's cover; a song without one a generated cover", async ({
    studio,
    page,
  }) => {
    test.setTimeout(90_000);
    const music = new MusicSteps(page);
    await studio.presetGateway('/music');
    for (const title of ['Covered tide', 'Bare tide [no-cover]']) {
      await music.fillLyrics({ lyrics: 'Waves on the wall', title });
      await studio.generate().click();
      await music.expectCreated(studio.job(title));
    }
    for (const title of ['Covered tide', 'Bare tide [no-cover]'])
      await expect(studio.job(title)).toHaveAttribute('data-job-status', 'succeeded', {
        timeout: 45_000,
      });
    await studio.nav('Library');
    const gallery = new Gallery(page);
    await gallery.useGrid();
    await expect(
      gallery.tile('Covered tide').locator('img[data-result-picture="cover"]'),
    ).toHaveAttribute('src', /\/demo\/cover\.jpg$/);
    const bare = gallery.tile('Bare tide');
    await expect(bare.locator('svg[data-result-picture="generated"]')).toBeVisible();
    await expect(bare.locator('img')).toHaveCount(0);

    // Compare with…: a menu's lines hold no pictures, so the chosen one's shows beside it.
    const dialog = await gallery.open('Covered tide');
    await expect(dialog.locator('[data-result-picture="generated"]')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Compare with…' }).click();
    const other = dialog.getByRole('combobox', { name: 'Compare with' });
    const bareTake = await other
      .locator('option', { hasText: 'Bare tide' })
      .first()
      .getAttribute('value');
    await other.selectOption(bareTake ?? '');
    await expect(dialog.locator('svg[data-result-picture="generated"]')).toBeVisible();
    await page.keyboard.press('Escape');

    // The song under the film shows the same picture beside its name.
    await openNewStoryboard(studio, page);
    const song = page.getByLabel('A song from the library');
    const take = await song
      .locator('option', { hasText: 'Bare tide' })
      .first()
      .getAttribute('value');
    await song.selectOption(take ?? '');
    await expect(
      page
        .getByRole('region', { name: 'Soundtrack' })
        .locator('svg[data-result-picture="generated"]'),
    ).toBeVisible();
  });

  test('the poster is in the exported library file and comes back on import without a grab', async ({
    studio,
    page,
    browser,
    policyViolations,
  }) => {
    test.setTimeout(90_000);
    await studio.presetGateway();
    await makeVideos(studio, [PROMPT]);
    const task = await taskId(studio, PROMPT);
    await studio.nav('Library');
    const gallery = new Gallery(page);
    await gallery.useGrid();
    await expect(tilePoster(gallery, PROMPT)).toHaveAttribute('poster', PICTURE);
    const poster = await tilePoster(gallery, PROMPT).getAttribute('poster');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export library' }).click();
    const text = await readFile(await (await download).path(), 'utf8');
    const file = JSON.parse(text) as { posters?: { slot: number; picture: string }[] };
    expect(file.posters).toEqual([expect.objectContaining({ slot: 0, picture: poster })]);

    // Another browser, with nothing grabbed: the file brings the poster, and nothing is fetched.
    const other = await browser.newContext();
    await policyViolations.watch(other);
    const elsewhere = new Studio(await other.newPage());
    await elsewhere.connect();
    await elsewhere.nav('Library');
    const fetched = await mediaGets(task);
    await elsewhere.page.getByLabel('Import library file').setInputFiles({
      name: 'library.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
    await expect(elsewhere.page.getByText('Added 1 poster.')).toBeVisible();
    const there = new Gallery(elsewhere.page);
    await there.useGrid();
    await expect(tilePoster(there, PROMPT)).toHaveAttribute('poster', poster ?? '');
    expect(await mediaGets(task)).toBe(fetched);
    await other.close();
  });
});
