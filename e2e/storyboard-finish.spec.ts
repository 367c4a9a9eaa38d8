import { readFile } from 'node:fs/promises';
import { ALL_FORMATS, BlobSource, Input } from 'mediabunny';
import type { Page } from '@playwright/test';
import { Gallery } from './fixtures/gallery';
import { importTakes } from './fixtures/library-file';
import { newBoardOfBothTakes, shots } from './fixtures/storyboard';
import { expect, test } from './fixtures/studio';

/**
 * A film finished for where it goes (issue 42): vertical, as an MP4 with H.264 video, its captions
 * drawn on the pictures and offered as subtitle files timed to the film.
 */

/** What a film holds, read back with the library that wrote it. */
async function readFilm(bytes: Buffer) {
  const input = new Input({
    source: new BlobSource(new Blob([new Uint8Array(bytes)])),
    formats: ALL_FORMATS,
  });
  const video = await input.getPrimaryVideoTrack();
  const audios = await input.getAudioTracks();
  return {
    videoTracks: (await input.getVideoTracks()).length,
    audioTracks: audios.length,
    videoCodec: video?.codec,
    audioCodec: audios[0]?.codec,
    size: [video?.displayWidth, video?.displayHeight],
    duration: await input.computeDuration(),
    mimeType: await input.getMimeType(),
  };
}

/**
 * The level of one tone in the film's sound over windows of film time, in dB (of full scale):
 * the film's sound decoded by the page's own audio decoder, then the tone's amplitude in each
 * window by the Goertzel filter. The demo's song is a chord on 330 Hz and the demo's shots sound
 * a 440 Hz tone, so 330 Hz is the song alone, whatever a shot plays over it (issue 54 item 10).
 */
async function toneLevels(page: Page, film: Buffer, hz: number, windows: [number, number][]) {
  return page.evaluate(
    async ({ base64, hz, windows }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const sound = await new OfflineAudioContext(1, 1, 48_000).decodeAudioData(bytes.buffer);
      const data = sound.getChannelData(0);
      const w = (2 * Math.PI * hz) / sound.sampleRate;
      const k = 2 * Math.cos(w);
      return windows.map(([from, to]) => {
        const start = Math.floor(from * sound.sampleRate);
        const end = Math.floor(to * sound.sampleRate);
        let s1 = 0;
        let s2 = 0;
        for (let i = start; i < end; i += 1) {
          const s0 = (data[i] ?? 0) + k * s1 - s2;
          s2 = s1;
          s1 = s0;
        }
        const amplitude = (2 * Math.sqrt(s1 * s1 + s2 * s2 - k * s1 * s2)) / (end - start);
        return 20 * Math.log10(amplitude);
      });
    },
    { base64: film.toString('base64'), hz, windows },
  );
}

/**
 * How many bright pixels the film's frame at `seconds` has in a band of rows: played in the page's
 * own video element and drawn onto a canvas, as a person would see it.
 *
 * The frame is drawn only once the element has presented the frame of that moment: Chrome fires
 * `seeked` before the new frame reaches the element's compositor, and under load a `drawImage`
 * right after it drew nothing at all (a band of 0 bright pixels in a film whose frame has 5,036
 * there, read again a moment later). `requestVideoFrameCallback` says which frame is on.
 */
async function brightPixels(page: Page, film: Buffer, seconds: number, rows: [number, number]) {
  return (await framePixels(page, film, seconds, rows)).bright;
}

/**
 * The frame at `seconds` in a band of rows, as `brightPixels` reads it: how many pixels are
 * bright, and the band's mean level (0–255, the mean of red, green and blue over its pixels).
 */
async function framePixels(page: Page, film: Buffer, seconds: number, rows: [number, number]) {
  return page.evaluate(
    async ({ base64, seconds, rows }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const video = document.createElement('video');
      video.muted = true;
      video.style.cssText = 'position:fixed;left:0;top:0;width:90px;height:160px;opacity:0.01';
      document.body.append(video);
      video.src = URL.createObjectURL(new Blob([bytes], { type: 'video/mp4' }));
      try {
        await new Promise((resolve, reject) => {
          video.onloadeddata = resolve;
          video.onerror = reject;
        });
        // The frame shown at `seconds` started within one frame (1/30 s) before it.
        const presented = new Promise<void>((resolve) => {
          const on = (_: number, frame: VideoFrameCallbackMetadata) => {
            if (frame.mediaTime <= seconds + 0.001 && frame.mediaTime > seconds - 0.05) resolve();
            else video.requestVideoFrameCallback(on);
          };
          video.requestVideoFrameCallback(on);
        });
        await new Promise((resolve) => {
          video.onseeked = resolve;
          video.currentTime = seconds;
        });
        await presented;
        const canvas = document.createElement('canvas');
        canvas.width = video.videoWidth;
        canvas.height = video.videoHeight;
        const context = canvas.getContext('2d');
        if (context === null) return { bright: -1, mean: -1 };
        context.drawImage(video, 0, 0);
        const data = context.getImageData(0, rows[0], canvas.width, rows[1] - rows[0]).data;
        let bright = 0;
        let sum = 0;
        for (let i = 0; i < data.length; i += 4) {
          if ((data[i] ?? 0) > 200 && (data[i + 1] ?? 0) > 200 && (data[i + 2] ?? 0) > 200)
            bright += 1;
          sum += ((data[i] ?? 0) + (data[i + 1] ?? 0) + (data[i + 2] ?? 0)) / 3;
        }
        return { bright, mean: sum / (data.length / 4) };
      } finally {
        URL.revokeObjectURL(video.src);
        video.remove();
      }
    },
    { base64: film.toString('base64'), seconds, rows },
  );
}

test('a vertical MP4 with burned captions and title cards, its captions as .vtt and .srt timed to the film', async ({
  studio,
  page,
}) => {
  test.setTimeout(180_000);
  await newBoardOfBothTakes(studio, page);
  // 0–2 s of the first take, 1–3 s of the second: a 4 s film, the second shot from 2 s.
  await shots(page).nth(0).getByLabel('Out (s)').fill('2');
  await shots(page).nth(1).getByLabel('In (s)').fill('1');
  await shots(page).nth(1).getByLabel('Out (s)').fill('3');
  await expect(page.getByText('2 shots · 0:04')).toBeVisible();
  await shots(page).nth(0).getByLabel('Caption').fill('The boats go out at dawn');
  await shots(page).nth(1).getByLabel('Caption').fill('海鸥在码头上空盘旋');
  // A timed caption inside the second shot, 0.5–1.5 s after its in point.
  await shots(page).nth(1).getByRole('button', { name: 'Add a timed caption' }).click();
  await shots(page).nth(1).getByLabel('Timed caption 1', { exact: true }).fill('A horn sounds');
  await shots(page).nth(1).getByLabel('Timed caption 1 from (s)').fill('0.5');
  await shots(page).nth(1).getByLabel('Timed caption 1 to (s)').fill('1.5');
  // The second shot fills the vertical frame (cropped), its own sound left out under the song.
  await shots(page).nth(1).getByRole('radio', { name: 'Fill' }).check();
  await shots(page).nth(1).getByRole('checkbox', { name: 'Keep its sound' }).uncheck();
  await page.getByLabel('A song from the library').selectOption({ label: 'Harbour waltz' });
  // Ducking is on for a new storyboard (docs/storyboard.md says why); its amount is checked
  // beside the field.
  await expect(
    page.getByRole('checkbox', { name: 'Lower the song under the shots’ sound' }),
  ).toBeChecked();
  const duckBy = page.getByLabel('Lower by (dB)');
  await expect(duckBy).toHaveValue('12');
  await duckBy.fill('40');
  await expect(page.getByRole('region', { name: 'Soundtrack' }).getByRole('alert')).toHaveText(
    'Lower the song by a whole number of decibels from 3 to 30.',
  );
  await duckBy.fill('12');

  // Vertical: the preview is framed as the film will be, with the caption of the moment on it.
  await page.getByRole('radio', { name: '9:16' }).check();
  const preview = page.locator('video[aria-label="The film"]');
  await expect
    .poll(async () => {
      const box = await preview.boundingBox();
      return box === null ? 0 : Math.round((box.width / box.height) * 1000) / 1000;
    })
    .toBe(Math.round((9 / 16) * 1000) / 1000);
  await expect(
    page
      .getByRole('region', { name: 'Preview' })
      .getByText('The boats go out at dawn', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: '720p (720×1280)' })).toBeChecked();

  // MP4 by default, and the sentence says which sound this browser can put in it.
  await expect(page.getByRole('radio', { name: 'MP4' })).toBeChecked();
  const aac = await page.evaluate(
    async () =>
      (
        await AudioEncoder.isConfigSupported({
          codec: 'mp4a.40.2',
          sampleRate: 48_000,
          numberOfChannels: 2,
          bitrate: 128_000,
        })
      ).supported === true,
  );
  await expect(
    page.getByText(
      aac
        ? 'MP4: H.264 video, AAC audio.'
        : 'MP4: H.264 video, Opus audio (this browser has no AAC encoder).',
    ),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: 'Burn captions into the picture' }).check();
  // A 1 s title card on white before the shots, and a 1 s end card after them: a 6 s film.
  await page.getByRole('checkbox', { name: 'Title card', exact: true }).check();
  await page.getByLabel('Title card text').fill('Harbour');
  await page.getByLabel('Title card colour').fill('#ffffff');
  await page.getByLabel('Title card (s)').fill('1');
  await page.getByRole('checkbox', { name: 'End card', exact: true }).check();
  await page.getByLabel('End card text').fill('The end');
  await page.getByLabel('End card (s)').fill('1');

  await page.getByRole('button', { name: 'Export film' }).click();
  await expect(page.getByText(/The film is ready/)).toBeVisible({ timeout: 150_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download film' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.mp4$/);
  const bytes = await readFile(await download.path());
  const film = await readFilm(bytes);
  expect(film).toMatchObject({
    videoTracks: 1,
    audioTracks: 1,
    videoCodec: 'avc',
    audioCodec: aac ? 'aac' : 'opus',
    size: [720, 1280],
    mimeType: expect.stringMatching(/^video\/mp4/),
  });
  expect(Math.abs(film.duration - 6)).toBeLessThanOrEqual(0.2);

  // The song ducked under the first shot's own sound (1–3 s), at its level under the title card
  // (0–1 s) and under the second shot, whose sound is left out (3–5 s; its fade starts at 4 s).
  const [title, withSound, muted] = await toneLevels(page, bytes, 330, [
    [0.2, 0.8],
    [1.5, 2.5],
    [3.4, 3.9],
  ]);
  expect(title).toBeGreaterThan(-50);
  expect(Math.abs((muted ?? 0) - (title ?? 0))).toBeLessThan(3);
  expect((title ?? 0) - (withSound ?? 0)).toBeGreaterThan(8);

  // The title card: white, edge to edge, at the film's start.
  expect(await brightPixels(page, bytes, 0.5, [0, 200])).toBeGreaterThan(720 * 200 * 0.95);
  // Burned in: the first shot (from 1 s) is fitted (black bars above and below), and the
  // caption's white type is drawn in the bottom bar, where the picture alone has none.
  expect(await brightPixels(page, bytes, 2, [900, 1110])).toBeGreaterThan(500);

  // The captions as subtitle files, each at its shot's place in the film.
  const [vtt] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download captions (.vtt)' }).click(),
  ]);
  expect(vtt.suggestedFilename()).toMatch(/\.vtt$/);
  expect(await readFile(await vtt.path(), 'utf8')).toBe(
    [
      'WEBVTT',
      '',
      '1',
      '00:00:01.000 --> 00:00:03.000',
      'The boats go out at dawn',
      '',
      '2',
      '00:00:03.000 --> 00:00:05.000',
      '海鸥在码头上空盘旋',
      '',
      '3',
      '00:00:03.500 --> 00:00:04.500',
      'A horn sounds',
      '',
    ].join('\n'),
  );
  const [srt] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download captions (.srt)' }).click(),
  ]);
  expect(await readFile(await srt.path(), 'utf8')).toContain(
    '2\n00:00:03,000 --> 00:00:05,000\n海鸥在码头上空盘旋\n',
  );

  // In the Library the film plays upright in its dialog too, its controls in sight without
  // scrolling, on a desktop and on a phone (issue 54: a 16:9 box, the controls below the fold).
  await studio.nav('Library');
  const gallery = new Gallery(page);
  await gallery.useGrid();
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    const dialog = await gallery.open('(MP4), made from 2 shots');
    const player = dialog.locator('video').first();
    await expect
      .poll(async () => {
        const box = await player.boundingBox();
        return box === null ? 0 : Math.round((box.width / box.height) * 100) / 100;
      })
      .toBe(Math.round((9 / 16) * 100) / 100);
    const [box, room] = await Promise.all([player.boundingBox(), dialog.boundingBox()]);
    expect(box !== null && room !== null && box.y + box.height <= room.y + room.height).toBe(true);
    expect(await dialog.evaluate((d) => d.scrollTop)).toBe(0);
    await page.keyboard.press('Escape');
  }
});

/** The film exported and downloaded: its bytes. */
async function exportAndDownload(page: Page): Promise<Buffer> {
  await page.getByRole('button', { name: 'Export film' }).click();
  await expect(page.getByText(/The film is ready/)).toBeVisible({ timeout: 150_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download film' }).click(),
  ]);
  return readFile(await download.path());
}

test('a caption style (at the top, on a box) is kept with the storyboard and burned where the preview shows it', async ({
  studio,
  page,
}) => {
  test.setTimeout(150_000);
  await importTakes(studio, page);
  await studio.nav('Storyboard');
  await page.getByRole('button', { name: 'New storyboard' }).first().click();
  await page.getByRole('button', { name: 'Add “Harbour at dawn” to the film' }).click();
  await expect(shots(page)).toHaveCount(1);
  await shots(page).nth(0).getByLabel('Out (s)').fill('2');
  await shots(page).nth(0).getByLabel('Caption').fill('The boats go out at dawn');
  // Vertical, the 16:9 shot fitted: black bars above and below the picture.
  await page.getByRole('radio', { name: '9:16' }).check();
  await page.getByRole('checkbox', { name: 'Burn captions into the picture' }).check();
  const position = page.getByRole('group', { name: 'Caption position' });
  await expect(position.getByRole('radio', { name: 'Bottom' })).toBeChecked();
  await position.getByRole('radio', { name: 'Top' }).check();
  await expect(
    page.getByRole('group', { name: 'Caption look' }).getByRole('radio', { name: 'Box' }),
  ).toBeChecked();

  // Kept with the storyboard: still at the top after a reload.
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Caption position' }).getByRole('radio', { name: 'Top' }),
  ).toBeChecked();
  // The preview shows it in the top part of the frame.
  const frame = page.locator('[data-film-aspect="9:16"]');
  const caption = frame.locator('[data-film-caption]');
  await expect(caption).toHaveText('The boats go out at dawn');
  const frameBox = await frame.boundingBox();
  const captionBox = await caption.boundingBox();
  if (frameBox === null || captionBox === null) throw new Error('no preview frame');
  expect(captionBox.y + captionBox.height - frameBox.y).toBeLessThan(frameBox.height * 0.3);

  const bytes = await exportAndDownload(page);
  // 720×1280: the fitted picture is rows 437–842. The caption's white type is in the top bar
  // (12% down: from row 154), and the bottom bar, where a caption went before, is black.
  expect(await brightPixels(page, bytes, 1, [100, 350])).toBeGreaterThan(500);
  expect(await brightPixels(page, bytes, 1, [900, 1110])).toBeLessThan(50);
});

test('a cross-fade between two shots: the exported frame in its middle is a mix of both, and the film is shorter by it', async ({
  studio,
  page,
}) => {
  test.setTimeout(150_000);
  await newBoardOfBothTakes(studio, page);
  await shots(page).nth(0).getByLabel('Out (s)').fill('2');
  await shots(page).nth(1).getByLabel('Out (s)').fill('2');
  await expect(page.getByText('2 shots · 0:04')).toBeVisible();
  // Vertical: the first shot fitted (black above and below its picture), the second filling the
  // frame (its colours all the way up), so the top of the frame tells them apart.
  await page.getByRole('radio', { name: '9:16' }).check();
  await shots(page).nth(1).getByRole('radio', { name: 'Fill' }).check();
  const into = shots(page).nth(1).getByLabel('Transition into shot 2', { exact: true });
  await expect(into).toHaveValue('cut');
  await into.selectOption({ label: 'Cross-fade' });
  // Its length is checked: out of bounds is said and not kept.
  const length = shots(page).nth(1).getByLabel('Transition into shot 2 (s)');
  await length.fill('3');
  await expect(shots(page).nth(1).getByRole('alert')).toHaveText(
    'A transition lasts from 0.25 to 2 seconds.',
  );
  await length.fill('1');
  await expect(shots(page).nth(1).getByRole('alert')).toHaveCount(0);
  // The second shot starts 1 s before the first ends: a 3 s film, the cross-fade from 1 to 2 s.
  await expect(page.getByText('2 shots · 0:03')).toBeVisible();

  const bytes = await exportAndDownload(page);
  expect(Math.abs((await readFilm(bytes)).duration - 3)).toBeLessThanOrEqual(0.2);
  const top: [number, number] = [50, 400];
  const first = (await framePixels(page, bytes, 0.5, top)).mean;
  const second = (await framePixels(page, bytes, 2.5, top)).mean;
  const middle = (await framePixels(page, bytes, 1.5, top)).mean;
  // Alone, the first shot is black there and the second bright; half-way, half of each.
  expect(first).toBeLessThan(10);
  expect(second).toBeGreaterThan(80);
  expect(middle).toBeGreaterThan(second * 0.3);
  expect(middle).toBeLessThan(second * 0.7);
});
