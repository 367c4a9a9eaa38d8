import { readFile } from 'node:fs/promises';
import { ALL_FORMATS, BlobSource, EncodedPacketSink, Input } from 'mediabunny';
import type { Page } from '@playwright/test';
import { expectNoViolations } from './fixtures/a11y';
import { harbourWaltz, libraryFile } from './fixtures/library-file';
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
  file.jobs.push(harbourWaltz());
  return Buffer.from(JSON.stringify(file));
}

async function importTakes(studio: Studio, page: Page) {
  await studio.presetGateway('/library');
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

/** The first key frame's encoded bytes: equal in two files only when one copied the other's. */
async function firstPictureBytes(bytes: Buffer): Promise<number[]> {
  const input = new Input({
    source: new BlobSource(new Blob([new Uint8Array(bytes)])),
    formats: ALL_FORMATS,
  });
  const track = await input.getPrimaryVideoTrack();
  if (track === null) return [];
  const packet = await new EncodedPacketSink(track).getFirstPacket();
  return Array.from(packet?.data ?? []);
}

function shots(page: Page) {
  return page.getByRole('list', { name: 'Shots', exact: true }).getByRole('listitem');
}

/** Where the paused film preview stands in its shot's source, once a frame there is decoded; else -1. */
function stillAt(page: Page): Promise<number> {
  return page
    .locator('video[aria-label="The film"]')
    .evaluate((el: HTMLVideoElement) => (el.paused && el.readyState >= 2 ? el.currentTime : -1));
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
    // An in point set while the takes still load: the paused preview ends up there, not at 0.
    await shots(page).nth(0).getByLabel('In (s)').fill('1');
    await shots(page).nth(0).getByLabel('In (s)').blur();
    await expect.poll(() => stillAt(page)).toBe(1);

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
    // The paused preview follows the new in point: the frame at 0.5 s of the first shot.
    await expect.poll(() => stillAt(page)).toBe(0.5);

    await page.getByLabel('A song from the library').selectOption({ label: 'Harbour waltz' });
    await page.getByLabel('Song volume (%)').fill('60');
    await page.getByLabel('Fade out (s)').fill('1');
    await expect(page.getByText('The song lasts 0:06, the film 0:09')).toBeVisible();

    // A reload keeps the storyboard as it was.
    await page.reload();
    await expect(shots(page)).toHaveCount(3);
    await expect(page.getByText('3 shots · 0:09')).toBeVisible();
    // Before Play, the preview holds the film's first frame (the first shot at its in point, a
    // frame decoded there), not a black box.
    await expect.poll(() => stillAt(page)).toBe(0.5);

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

    // It was re-encoded (the song is mixed in), and the panel said so.
    await expect(page.getByText(/Re-encoding to 720p: the song is mixed/)).toBeVisible();

    // The film is in the library, made from its shots, and plays there from its kept copy.
    await studio.nav('Library');
    const card = studio.job('made from 3 shots');
    await expect(card).toBeVisible();
    await expect(card.getByText('Film', { exact: true })).toBeVisible();
    // Its lineage: each shot a link that opens it, and its storyboard one click away.
    const lineage = card.getByRole('group', { name: 'What the film was made from' });
    await expect(lineage.getByText('Made from 3 shots')).toBeVisible();
    await expect(lineage.getByRole('link')).toHaveText([
      'Shot 1: “Harbour at dawn”',
      'Shot 2: “Gulls over the pier”',
      'Shot 3: “Lanterns at night”',
      'Open its storyboard',
    ]);
    await studio.expectPlays(card.locator('video'));
    // Its Download there saves the film itself (its kept bytes), not the page its link names.
    const [again] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download' }).first().click(),
    ]);
    expect(again.suggestedFilename()).toMatch(/\.(mp4|webm)$/);
    expect(await readFilm(await again.path())).toMatchObject({ videoTracks: 1, audioTracks: 1 });

    // A shot link opens that shot; the storyboard link opens the storyboard the film came from.
    await lineage.getByRole('link', { name: 'Shot 2: “Gulls over the pier”' }).click();
    await expect(page.getByRole('dialog')).toContainText('Gulls over the pier');
    await page.keyboard.press('Escape');
    await lineage.getByRole('link', { name: 'Open its storyboard' }).click();
    await expect(shots(page)).toHaveCount(3);
    await expect(page.getByText('3 shots · 0:09')).toBeVisible();
  });

  test('shots that already share codec, size and frame rate are copied, not re-encoded', async ({
    studio,
    page,
  }) => {
    test.setTimeout(120_000);
    // A 720p H.264/AAC shot with a key frame every second, served as a media host would.
    const shot720 = await readFile(new URL('./assets/shot-720p.mp4', import.meta.url));
    await page.route('**/e2e-media/shot-720p.mp4', (route) =>
      route.fulfill({
        body: shot720,
        contentType: 'video/mp4',
        headers: { 'access-control-allow-origin': '*' },
      }),
    );
    const file = JSON.parse(libraryFile(['Pier at noon', 'Pier at dusk']).toString()) as {
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
    await expect(page.getByText('Imported 2 jobs')).toBeVisible();
    await studio.nav('Storyboard');
    await page.getByRole('button', { name: 'New storyboard' }).first().click();
    await page.getByRole('button', { name: 'Add “Pier at noon” to the film' }).click();
    await page.getByRole('button', { name: 'Add “Pier at dusk” to the film' }).click();
    await expect(shots(page)).toHaveCount(2);
    // The second shot from 1.2 s: 0.2 s after its key frame at 1 s, so the copy starts there.
    await shots(page).nth(1).getByLabel('In (s)').fill('1.2');
    await expect(page.getByText('2 shots · 0:02.8')).toBeVisible();
    await page.getByRole('button', { name: 'Export film' }).click();
    await expect(page.getByText(/The film is ready/)).toBeVisible({ timeout: 90_000 });
    await expect(page.getByText('Copying the shots as they are', { exact: false })).toBeVisible();
    await expect(page.getByText(/Shot 2 starts 0\.2 s earlier than its in point/)).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download film' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.mp4$/);
    const film = await readFilm(await download.path());
    expect(film).toMatchObject({ videoTracks: 1, audioTracks: 1, size: [1280, 720] });
    // 2 s, then 1 s from the key frame at 1 s: 3 s.
    expect(Math.abs(film.duration - 3)).toBeLessThanOrEqual(0.5);
    // Copied, not re-encoded: the film's pictures are the shot's own packets, byte for byte.
    expect(await firstPictureBytes(await readFile(await download.path()))).toEqual(
      await firstPictureBytes(shot720),
    );
    await expectNoViolations(page, 'storyboard after a copied export');

    // The film's card, in both languages and both schemes: its kind, title, fields and lineage
    // in words. Found by its id: its title follows the language.
    await studio.nav('Library');
    const filmId = await studio.job('made from 2 shots').getAttribute('data-job-id');
    const card = page.locator(`[data-job-id="${filmId ?? ''}"]`);
    await expect(card.getByText('Made from 2 shots', { exact: true })).toBeVisible();
    await expect(card.getByRole('term')).toHaveText(['Seconds', 'Size', 'Format']);
    await expectNoViolations(page, 'library with a film');
    await page.getByRole('combobox', { name: /Language/ }).selectOption('zh');
    await expect(card.getByText('影片', { exact: true })).toBeVisible();
    await expect(card.getByText('由 2 个镜头制成', { exact: true })).toBeVisible();
    // Made while the studio spoke English, titled in Chinese now (the board's name is its own).
    await expect(
      card.getByText('“Storyboard 1”（MP4），由 2 个镜头制成', { exact: true }),
    ).toBeVisible();
    await expect(card.getByText('made from 2 shots')).toHaveCount(0);
    await expect(card.getByRole('term')).toHaveText(['时长（秒）', '大小', '格式']);
    // Its tile has a picture: the first frame of its kept copy, the only bytes a film has.
    await page.getByRole('radio', { name: '网格' }).check();
    await expect
      .poll(() =>
        card
          .locator('video')
          .evaluate((el: HTMLVideoElement) => el.src.startsWith('blob:') && el.readyState >= 2),
      )
      .toBe(true);
    await expect(page.getByRole('link', { name: '打开它的故事板' })).toHaveCount(0);
    await page.getByRole('radio', { name: '列表' }).check();
    await expect(page.getByRole('link', { name: '打开它的故事板' })).toBeVisible();
    await page.getByRole('link', { name: '打开它的故事板' }).click();
    // Add shots names each take's generator in Chinese, beside its picture.
    const picker = page.getByRole('list', { name: '添加镜头' });
    await expect(picker.getByText(/^视频 · 0:02/)).toHaveCount(2);
    for (const video of await picker.locator('video').all())
      await expect
        .poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState >= 2))
        .toBe(true);
    await page.getByRole('button', { name: '导出影片' }).click();
    await expect(page.getByText(/按原样复制镜头/)).toBeVisible({ timeout: 60_000 });
    await expectNoViolations(page, 'storyboard in Chinese');
  });

  test('storyboards travel in the library file: exported, deleted, imported back with their shots', async ({
    studio,
    page,
  }) => {
    await importTakes(studio, page);
    await studio.nav('Storyboard');
    await page.getByRole('button', { name: 'New storyboard' }).first().click();
    await page.getByLabel('Name').fill('Harbour film');
    await page.getByLabel('Name').blur();
    await page.getByRole('button', { name: 'Add “Harbour at dawn” to the film' }).click();
    await page.getByRole('button', { name: 'Add “Lanterns at night” to the film' }).click();
    await shots(page).nth(1).getByLabel('Out (s)').fill('2.5');
    await page.getByLabel('A song from the library').selectOption({ label: 'Harbour waltz' });
    await expect(page.getByText('2 shots · 0:06')).toBeVisible();

    await studio.nav('Library');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export library' }).click(),
    ]);
    const text = await readFile(await download.path(), 'utf8');
    expect((JSON.parse(text) as { storyboards: { name: string }[] }).storyboards).toMatchObject([
      { name: 'Harbour film' },
    ]);

    // Gone from this browser…
    await studio.nav('Storyboard');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete storyboard' }).click();
    await expect(page.getByText('No storyboard yet')).toBeVisible();

    // …and back from the file, with its shots, trims and song.
    await studio.nav('Library');
    await page.getByLabel('Import library file').setInputFiles({
      name: 'library.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
    await expect(page.getByText(/Added 1 storyboard\./)).toBeVisible();
    await studio.nav('Storyboard');
    await expect(page.getByLabel('Name')).toHaveValue('Harbour film');
    await expect(shots(page)).toHaveCount(2);
    await expect(page.getByText('2 shots · 0:06')).toBeVisible();
    await expect(page.getByLabel('A song from the library')).toHaveValue(/.+/);
    await page.reload();
    await expect(shots(page)).toHaveCount(2);

    // A file whose storyboard is hostile is refused whole: nothing is written.
    const hostile = JSON.parse(text) as { storyboards: Record<string, unknown>[] };
    hostile.storyboards = [{ ...hostile.storyboards[0], id: 'other', shots: 'rm -rf' }];
    await studio.nav('Library');
    await page.getByLabel('Import library file').setInputFiles({
      name: 'hostile.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(hostile)),
    });
    await expect(page.getByText(/storyboard 1 cannot be read/)).toBeVisible();
    await studio.nav('Storyboard');
    await expect(page.getByRole('combobox', { name: 'Storyboard' })).toHaveCount(0);
  });

  test('a shot whose source ends a few milliseconds past 4 s reads 4 like the others', async ({
    studio,
    page,
  }) => {
    await importTakes(studio, page);
    await studio.nav('Storyboard');
    await page.getByRole('button', { name: 'New storyboard' }).first().click();
    for (const name of ['Harbour at dawn', 'Gulls over the pier', 'Lanterns at night'])
      await page.getByRole('button', { name: `Add “${name}” to the film` }).click();
    // The second is the WebM, whose own end the player reads as 4.008 s.
    for (let i = 0; i < 3; i += 1) await studio.expectPlays(shots(page).nth(i).locator('video'));
    for (let i = 0; i < 3; i += 1) {
      await expect(shots(page).nth(i).getByLabel('Out (s)')).toHaveValue('4');
      // A step of the field: the browser does not mark it invalid.
      expect(
        await shots(page)
          .nth(i)
          .getByLabel('Out (s)')
          .evaluate((el: HTMLInputElement) => el.validity.valid),
      ).toBe(true);
    }
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

  test('a song file that is not audio is refused by name next to its field, and the storyboard keeps no song (issue 54)', async ({
    studio,
    page,
  }) => {
    await studio.open('/storyboard');
    await page.getByRole('button', { name: 'New storyboard' }).first().click();
    const field = page.getByLabel('Or a file from this computer');
    const noSong = page.getByText('No soundtrack: the film keeps the shots’ own sound.');
    await expect(noSong).toBeVisible();
    const text = Buffer.from('Verse one: the harbour at dawn.\nChorus: gulls.\n');
    for (const file of [
      { name: 'notes.txt', mimeType: 'text/plain', buffer: text },
      { name: 'cover.png', mimeType: 'image/png', buffer: text },
    ]) {
      await field.setInputFiles(file);
      await expect(field).toHaveAccessibleDescription(
        new RegExp(`^“${file.name.replace('.', '\\.')}” could not be read as audio`),
      );
      await expect(noSong).toBeVisible();
      await expect(page.getByRole('button', { name: 'Remove the song' })).toHaveCount(0);
      await expect(page.getByLabel('The song', { exact: true })).toHaveCount(0);
    }
    // Still none after a reload: nothing was kept.
    await page.reload();
    await expect(noSong).toBeVisible();

    // A song is taken, and the refusal goes.
    await field.setInputFiles({
      name: 'tune-a.mp3',
      mimeType: 'audio/mpeg',
      buffer: await readFile(new URL('../public/demo/tune-a.mp3', import.meta.url)),
    });
    await expect(page.getByText('Song: tune-a.mp3')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove the song' })).toBeVisible();
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/could not be read as audio/)).toHaveCount(0);
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
