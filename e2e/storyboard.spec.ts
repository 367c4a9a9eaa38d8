import { readFile } from 'node:fs/promises';
import { ALL_FORMATS, BlobSource, Input } from 'mediabunny';
import type { Page } from '@playwright/test';
import { libraryFile } from './fixtures/library-file';
import { expect, gatewayUrl, test, type Studio } from './fixtures/studio';

/**
 * The storyboard (issue 28) against the demo gateway over HTTP: finished takes from the library
 * laid end to end, reordered and trimmed, a song from the library under them, previewed, and
 * exported in the browser to one file that is read back with the library that wrote it.
 */

const mediaHost = gatewayUrl.replace('127.0.0.1', 'localhost');

/** Three finished videos (an H.264/AAC MP4, a VP9/Opus WebM, the MP4 again) and one song. */
function takesFile(): Buffer {
  const file = JSON.parse(
    libraryFile(['Harbour at dawn', 'Gulls over the pier', 'Lanterns at night']).toString(),
  ) as { jobs: Record<string, unknown>[] };
  const [, second] = file.jobs;
  if (second === undefined) throw new Error('three jobs');
  second.media = [
    {
      kind: 'video',
      url: `${mediaHost}/demo/sample.webm`,
      viaGateway: false,
      poster: null,
      title: null,
      remoteId: null,
      status: null,
      durationSeconds: 4,
      error: null,
    },
  ];
  const at = Date.now() - 10_000;
  file.jobs.push({
    id: 'imported-song',
    kind: 'music',
    gateway: gatewayUrl,
    origin: 'imported',
    status: 'succeeded',
    remoteIds: ['music_imported_song'],
    prompt: 'A slow harbour waltz',
    fields: {},
    media: [
      {
        kind: 'audio',
        url: `${mediaHost}/demo/tune-a.mp3`,
        viaGateway: false,
        title: 'Harbour waltz',
        durationSeconds: 6,
      },
    ],
    createdAt: at,
    updatedAt: at,
    changedAt: at,
    completedAt: at,
  });
  return Buffer.from(JSON.stringify(file));
}

async function importTakes(studio: Studio, page: Page) {
  await studio.connect();
  await studio.nav('Library');
  await page.getByLabel('Import library file').setInputFiles({
    name: 'takes.json',
    mimeType: 'application/json',
    buffer: takesFile(),
  });
  await expect(page.getByText('Imported 4 jobs')).toBeVisible();
}

/** What a downloaded film holds, read back with the library that wrote it. */
async function readFilm(path: string) {
  const input = new Input({
    source: new BlobSource(new Blob([await readFile(path)])),
    formats: ALL_FORMATS,
  });
  const videos = await input.getVideoTracks();
  const audios = await input.getAudioTracks();
  return {
    videoTracks: videos.length,
    audioTracks: audios.length,
    size: [videos[0]?.displayWidth, videos[0]?.displayHeight],
    duration: await input.computeDuration(),
  };
}

function shots(page: Page) {
  return page.getByRole('list', { name: 'Shots', exact: true }).getByRole('listitem');
}

test.describe('storyboard', () => {
  test('builds a film from three takes and a song, previews it and exports one file', async ({
    studio,
    page,
  }) => {
    test.setTimeout(180_000);
    await importTakes(studio, page);
    await studio.nav('Storyboard');
    await page.getByRole('button', { name: 'New storyboard' }).first().click();
    for (const name of ['Harbour at dawn', 'Gulls over the pier', 'Lanterns at night'])
      await page.getByRole('button', { name: `Add “${name}” to the film` }).click();
    await expect(shots(page)).toHaveCount(3);

    // Reorder from the keyboard: the third shot goes up one, and focus goes with it.
    const third = shots(page).nth(2);
    await third.focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(shots(page).nth(1).getByRole('heading')).toHaveText('Shot 2: Lanterns at night');
    await expect(shots(page).nth(1)).toBeFocused();
    // …and back with its button.
    await page.getByRole('button', { name: 'Move shot 2 later' }).click();
    await expect(shots(page).nth(2).getByRole('heading')).toHaveText('Shot 3: Lanterns at night');

    // Every preview decodes (the WebM too), and trims: 0.5–3.5 (3 s), 0–2 (2 s), all 4 s: 9 s.
    for (let i = 0; i < 3; i += 1) await studio.expectPlays(shots(page).nth(i).locator('video'));
    await shots(page).nth(0).getByLabel('In (s)').fill('0.5');
    await shots(page).nth(0).getByLabel('Out (s)').fill('3.5');
    await shots(page).nth(1).getByLabel('Out (s)').fill('2');
    await expect(page.getByText('3 shots · 0:09')).toBeVisible();

    await page.getByLabel('A song from the library').selectOption({ label: 'Harbour waltz' });
    await page.getByLabel('Song volume (%)').fill('60');
    await page.getByLabel('Fade out (s)').fill('1');
    await expect(page.getByText('The song lasts 0:06, the film 0:09')).toBeVisible();

    // A reload keeps the storyboard as it was.
    await page.reload();
    await expect(shots(page)).toHaveCount(3);
    await expect(page.getByText('3 shots · 0:09')).toBeVisible();

    // The preview plays across the first cut with the song running beside it.
    await page.getByRole('button', { name: 'Play film' }).click();
    await expect(page.getByText('Shot 2 of 3')).toBeVisible({ timeout: 10_000 });
    const song = page.locator('audio[hidden]');
    expect(await song.evaluate((el: HTMLAudioElement) => !el.paused && el.currentTime > 2)).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Pause film' }).click();

    // Export: nothing leaves the browser while the film is made (no request sends a body).
    const before = studio.log.requests.length;
    await page.getByRole('button', { name: 'Export film' }).click();
    await expect(page.getByRole('button', { name: 'Cancel export' })).toBeVisible();
    await expect(page.getByText(/The film is ready/)).toBeVisible({ timeout: 150_000 });
    expect(
      studio.log.requests
        .slice(before)
        .filter((r) => r.method() !== 'GET' && r.method() !== 'HEAD')
        .map((r) => `${r.method()} ${r.url()}`),
    ).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download film' }).click(),
    ]);
    const film = await readFilm(await download.path());
    expect(film).toMatchObject({ videoTracks: 1, audioTracks: 1, size: [1280, 720] });
    expect(Math.abs(film.duration - 9)).toBeLessThanOrEqual(0.5);
    expect(download.suggestedFilename()).toMatch(/^film-.*\.(mp4|webm)$/);

    // The film is in the library, made from its shots, and plays there from its kept copy.
    await studio.nav('Library');
    const card = studio.job('made from 3 shots');
    await expect(card).toBeVisible();
    await studio.expectPlays(card.locator('video'));
    // Its Download there saves the film itself (its kept bytes), not the page its link names.
    const [again] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download' }).first().click(),
    ]);
    expect(again.suggestedFilename()).toMatch(/\.(mp4|webm)$/);
    expect(await readFilm(await again.path())).toMatchObject({ videoTracks: 1, audioTracks: 1 });
  });

  test('Cancel stops an export and nothing is saved', async ({ studio, page }) => {
    await importTakes(studio, page);
    await studio.nav('Storyboard');
    await page.getByRole('button', { name: 'New storyboard' }).first().click();
    await page.getByRole('button', { name: 'Add “Harbour at dawn” to the film' }).click();
    await page.getByRole('button', { name: 'Add “Lanterns at night” to the film' }).click();
    await page.getByLabel(/1080p/).check();
    await expect(page.getByRole('button', { name: 'Export film' })).toBeEnabled();
    await page.getByRole('button', { name: 'Export film' }).click();
    await expect(page.getByText(/Making the film/)).toBeVisible();
    await page.getByRole('button', { name: 'Cancel export' }).click();
    await expect(page.getByRole('button', { name: 'Cancel export' })).toBeHidden();
    await expect(page.getByText(/The film is ready/)).toBeHidden();
    await studio.nav('Library');
    await expect(studio.job('made from 2 shots')).toHaveCount(0);
  });

  test('a browser without WebCodecs is told so and sent to the zip of the pieces', async ({
    studio,
    page,
  }) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(globalThis, 'VideoEncoder');
    });
    await studio.open('/storyboard');
    await page.getByRole('button', { name: 'New storyboard' }).first().click();
    await expect(
      page.getByText(/This browser cannot make films: it has no WebCodecs/),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the library' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export film' })).toHaveCount(0);
  });
});
