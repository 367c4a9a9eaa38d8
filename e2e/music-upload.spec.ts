import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { routePattern } from '../src/gateway/path';
import { assumedPaths as musicAssumed } from '../src/features/music/paths';
import { expect, test, type Studio } from './fixtures/studio';
import { MusicSteps } from './fixtures/music';
import { Gallery } from './fixtures/gallery';
import {
  MUSIC_CREATE,
  button,
  lineage,
  pinned,
  seek,
  sent,
  startedLine,
} from './fixtures/make-more';
import { gatewayReceived } from './fixtures/gateway';
import { settle, violations } from './fixtures/a11y';

/** The assumed upload paths (issue 26), as the demo gateway serves them. */
const base = musicAssumed.tuneUploadPath.default;
const START = routePattern(base);
const FINISH = routePattern(`${base}/{id}/upload-finish`);
const STATUS = routePattern(`${base}/{id}`);
const INITIALIZE = routePattern(`${base}/{id}/initialize-clip`);
const STORAGE = /^\/__demo\/storage\/[^/]+$/;
const TAGS = routePattern(musicAssumed.tuneTagsPath.default);

/** The shipped sample song, as a file a person picks. */
const sample = readFileSync(new URL('../public/demo/tune-a.mp3', import.meta.url));

function audioFile(name: string, buffer: Buffer = sample) {
  return { name, mimeType: 'audio/mpeg', buffer };
}

/**
 * A recording of the person's own, unlike the sample in every byte and in length: a 1.5 s WAV
 * (8 kHz, 16-bit mono, a 440 Hz tone), made here so no file ships for it.
 */
function ownRecording(seconds = 1.5): Buffer {
  const rate = 8_000;
  const samples = Math.round(rate * seconds);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i += 1)
    wav.writeInt16LE(Math.round(8_000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  return wav;
}

/** Uploads the recording as a WAV and returns the finished song's first take. */
async function uploadOwnRecording(studio: Studio, page: Page, name: string): Promise<Locator> {
  await panel(page)
    .getByLabel('Audio file')
    .setInputFiles({ name, mimeType: 'audio/wav', buffer: ownRecording() });
  await button(panel(page), 'Upload').click();
  await expect(panel(page).getByRole('status')).toContainText(`“${name}” is uploaded`);
  const song = await pinned(page, studio.job(`Uploaded: “${name}”`));
  await expect(song).toHaveAttribute('data-job-status', 'succeeded');
  await expect(lineage(song)).toContainText('Made from your own audio file');
  return new MusicSteps(page).clip(song, 1);
}

/** It plays, and for as long as the file given (1.5 s), not the 6 s sample. */
async function expectPlaysOwnRecording(studio: Studio, take: Locator) {
  const player = take.locator('audio');
  await studio.expectPlays(player);
  expect(await player.evaluate((el: HTMLAudioElement) => el.duration)).toBeCloseTo(1.5, 1);
}

function panel(page: Page) {
  return page.getByRole('region', { name: 'Upload audio' });
}

async function choose(page: Page, name: string, buffer?: Buffer) {
  await panel(page).getByLabel('Audio file').setInputFiles(audioFile(name, buffer));
}

test.describe('music: upload your own audio, and boost style tags (issue 26)', () => {
  let music: MusicSteps;

  test.beforeEach(async ({ studio, page }) => {
    music = new MusicSteps(page);
    await studio.presetGateway('/music');
  });

  test('an uploaded file goes through the five steps once, becomes a song of type upload that plays, survives a reload, and is continued with upload_extend', async ({
    studio,
    page,
  }) => {
    await choose(page, 'Harbour demo.mp3');
    await expect(panel(page)).toContainText('Harbour demo.mp3 · 0.03 MB');
    // A double click sends one upload.
    await button(panel(page), 'Upload').dblclick();
    await expect(panel(page).getByRole('status')).toContainText('“Harbour demo.mp3” is uploaded');

    const starts = sent(studio, 'POST', START);
    expect(starts).toHaveLength(1);
    expect(starts[0]?.postDataJSON()).toEqual({ extension: 'mp3' });
    const finishes = sent(studio, 'POST', FINISH);
    expect(finishes).toHaveLength(1);
    expect(finishes[0]?.postDataJSON()).toEqual({
      upload_type: 'file_upload',
      upload_filename: 'Harbour demo.mp3',
    });
    expect(sent(studio, 'GET', STATUS).length).toBeGreaterThan(0);
    expect(sent(studio, 'POST', INITIALIZE)).toHaveLength(1);
    // The file went to the storage the gateway named, on another origin, and without the key.
    // (The gateway's log spans the run: this test's upload is the one naming its file.)
    const stored = await gatewayReceived({
      method: 'POST',
      path: STORAGE,
      body: 'filename="Harbour demo.mp3"',
    });
    expect(stored).toHaveLength(1);
    expect(stored[0]?.hasAuthorization).toBe(false);
    expect(stored[0]?.host).toMatch(/^localhost:/);
    expect(stored[0]?.body).toContain('name="key"');
    // Nothing was "generated": no create request.
    expect(sent(studio, 'POST', MUSIC_CREATE)).toHaveLength(0);

    const song = await pinned(page, studio.job('Uploaded: “Harbour demo.mp3”'));
    await expect(song).toHaveAttribute('data-job-status', 'succeeded');
    await expect(song.getByText('Uploaded: “Harbour demo.mp3”', { exact: true })).toBeVisible();
    await expect(lineage(song)).toContainText('Made from your own audio file');
    await expect(song).toContainText('0.03 MB');
    const take = music.clip(song, 1);
    await studio.expectPlays(music.player(take));
    // It offers what a song offers.
    await expect(button(take, 'Continue from here')).toBeVisible();
    await expect(button(take, 'Stems')).toBeVisible();

    await page.reload();
    const again = await pinned(page, studio.job('Uploaded: “Harbour demo.mp3”'));
    await expect(again).toHaveAttribute('data-job-status', 'succeeded');
    await expect(again).toContainText('Upload id');
    // Nothing was sent again by the reload.
    expect(sent(studio, 'POST', INITIALIZE)).toHaveLength(1);

    // Continue the upload: task upload_extend, from the player's position.
    const clipId = (await music.clip(again, 1).getAttribute('data-clip-id')) ?? '';
    await seek(music.clip(again, 1).locator('audio'), 2.5);
    await button(music.clip(again, 1), 'Continue from here').click();
    const form = page.getByRole('form', { name: 'Continue “Harbour demo.mp3”' });
    await expect(form.getByLabel('Continue at (seconds)')).toHaveValue('2.5');
    await form.getByLabel('New lyrics').fill('[Verse]\nMy own song goes on');
    await button(form, 'Start continuation').click();
    await expect(startedLine(music.clip(again, 1), 'Continuation started.')).toBeVisible();
    const creates = sent(studio, 'POST', MUSIC_CREATE);
    expect(creates).toHaveLength(1);
    expect(creates[0]?.postDataJSON()).toMatchObject({
      task: 'upload_extend',
      continue_clip_id: clipId,
      continue_at: 2.5,
      prompt: '[Verse]\nMy own song goes on',
    });
    const continued = await pinned(page, studio.job('Harbour demo.mp3 — continued from 0:02.5'));
    await expect(continued).toHaveAttribute('data-job-status', 'succeeded');
  });

  test('the song made of an upload plays the uploaded file, not a sample (issue 38)', async ({
    studio,
    page,
  }) => {
    const take = await uploadOwnRecording(studio, page, 'My own take.wav');
    const player = take.locator('audio');
    await expect(player).toHaveAttribute('src', /\/demo\/uploads\/audio-[^/]+\.wav$/);
    await expectPlaysOwnRecording(studio, take);
    // The storage serves back the file it was sent, byte for byte.
    const served = await page.request.get((await player.getAttribute('src')) ?? '');
    expect(served.status()).toBe(200);
    expect(Buffer.compare(await served.body(), ownRecording())).toBe(0);
  });

  test('a file that is not mp3, wav or m4a, or is over 20 MB, is refused next to the field and nothing is sent', async ({
    studio,
    page,
  }) => {
    const field = panel(page).getByLabel('Audio file');
    await choose(page, 'voice memo.ogg');
    await expect(field).toHaveAccessibleDescription(
      '“voice memo.ogg” is not an MP3, WAV or M4A file.',
    );
    await expect(button(panel(page), 'Upload')).toBeDisabled();
    // 21 MB of silence as a file on disk (sparse: no bytes written), chosen by its path: the
    // browser reads it from there. Given as a buffer it crossed the DevTools pipe as 28 MB of
    // base64, which cost this test ~9 of its 13 CPU-seconds (measured, 2026-12-06).
    const dir = mkdtempSync(join(tmpdir(), 'music-upload-'));
    try {
      const long = join(dir, 'long take.wav');
      writeFileSync(long, '');
      truncateSync(long, 21 * 1024 * 1024);
      await panel(page).getByLabel('Audio file').setInputFiles(long);
      await expect(field).toHaveAccessibleDescription(
        '“long take.wav” is 21 MB: the limit is 20 MB.',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    await expect(button(panel(page), 'Upload')).toBeDisabled();
    expect(sent(studio, 'POST', START)).toHaveLength(0);
  });

  test('bytes that are not audio, named .mp3, are refused by name next to the field before any request (issue 54)', async ({
    studio,
    page,
  }) => {
    const field = panel(page).getByLabel('Audio file');
    // Random bytes, named and typed as an MP3: the size and the name pass, the browser cannot play it.
    const noise = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 251));
    await choose(page, 'not a song.mp3', noise);
    await expect(field).toHaveAccessibleDescription(
      /^“not a song\.mp3” could not be read as audio/,
    );
    await expect(button(panel(page), 'Upload')).toBeDisabled();
    // A real song chosen after it is taken again, and the refusal goes.
    await choose(page, 'Harbour demo.mp3');
    await expect(field).toHaveAccessibleDescription('Harbour demo.mp3 · 0.03 MB');
    await expect(button(panel(page), 'Upload')).toBeEnabled();
    // Back to the noise, and Upload pressed at once: still nothing leaves.
    await choose(page, 'not a song.mp3', noise);
    await button(panel(page), 'Upload')
      .click({ timeout: 1_000 })
      .catch(() => undefined);
    await expect(field).toHaveAccessibleDescription(
      /^“not a song\.mp3” could not be read as audio/,
    );
    expect(studio.log.to('POST', /\/tune\/uploads/)).toHaveLength(0);
    expect(sent(studio, 'POST', MUSIC_CREATE)).toHaveLength(0);
    await expect(studio.jobs()).toHaveCount(0);
  });

  test('a storage that does not allow the page (CORS) is said, with what it must allow; the song is not started and nothing more is sent', async ({
    studio,
    page,
  }) => {
    await choose(page, 'Night drive [cors].mp3');
    await button(panel(page), 'Upload').click();
    const alert = panel(page).getByRole('alert');
    await expect(alert).toContainText('was not uploaded (at: Sending the file to the storage)');
    await expect(alert).toContainText('does not allow this page’s origin (CORS)');
    await expect(alert).toContainText(`must allow POST from ${new URL(page.url()).origin}`);
    expect(sent(studio, 'POST', FINISH)).toHaveLength(0);
    expect(sent(studio, 'POST', INITIALIZE)).toHaveLength(0);
    const card = studio.job('Night drive [cors].mp3');
    await expect(card).toHaveAttribute('data-job-status', 'refused');
    await expect(card).toContainText('does not allow this page’s origin (CORS)');
  });

  test('Cancel stops an upload before its song is asked for; a reload mid-upload says what became of it and sends nothing again', async ({
    studio,
    page,
  }) => {
    // [slow]: the storage takes 4 s to answer.
    await choose(page, 'Slow boat [slow].mp3');
    await button(panel(page), 'Upload').click();
    await expect(
      panel(page).getByRole('listitem').filter({ hasText: 'Sending the file' }),
    ).toHaveAttribute('aria-current', 'step');
    await button(panel(page), 'Cancel upload').click();
    await expect(panel(page).getByRole('status')).toContainText(
      'The upload of “Slow boat [slow].mp3” was cancelled',
    );
    expect(sent(studio, 'POST', FINISH)).toHaveLength(0);
    const cancelled = studio.job('Slow boat [slow].mp3');
    await expect(cancelled).toHaveAttribute('data-job-status', 'refused');
    await expect(cancelled).toContainText('Cancelled by you: upload ');

    await choose(page, 'Second boat [slow].mp3');
    await button(panel(page), 'Upload').click();
    await expect(
      panel(page).getByRole('listitem').filter({ hasText: 'Sending the file' }),
    ).toHaveAttribute('aria-current', 'step');
    await page.reload();
    await expect(panel(page).getByText('Uploads interrupted when the page was left')).toBeVisible();
    await expect(panel(page)).toContainText(
      '“Second boat [slow].mp3” stopped at “Sending the file to the storage”',
    );
    const interrupted = studio.job('Second boat [slow].mp3');
    await expect(interrupted).toHaveAttribute('data-job-status', 'refused');
    await expect(interrupted).toContainText('the file went with the page, so no song was made');
    // Nothing is sent on its own: the two starts are the two uploads chosen, and neither finished.
    await expect(interrupted.getByText('Upload id')).toBeVisible();
    expect(sent(studio, 'POST', FINISH)).toHaveLength(0);
    expect(sent(studio, 'POST', START)).toHaveLength(2);
  });

  test('Boost style tags offers the gateway’s words and puts them in the field only when chosen; it creates nothing; its errors sit by the field', async ({
    studio,
    page,
  }) => {
    const boost = button(page, 'Boost style tags');
    await boost.click();
    await expect(
      page.getByText('Write a few style tags first: the boost expands them.'),
    ).toBeVisible();
    expect(sent(studio, 'POST', TAGS)).toHaveLength(0);

    await music.field('Style tags').fill('lo-fi');
    await boost.dblclick();
    const offer = page.getByRole('group', { name: 'Suggested style tags' });
    await expect(offer).toContainText('lo-fi, warm vinyl crackle');
    const asked = sent(studio, 'POST', TAGS);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.postDataJSON()).toEqual({ original_tags: 'lo-fi' });
    // Offered, not yet put in.
    await expect(music.field('Style tags')).toHaveValue('lo-fi');
    await button(offer, 'Use these tags').click();
    await expect(music.field('Style tags')).toHaveValue(/^lo-fi, warm vinyl crackle/);
    await expect(page.getByRole('status').filter({ hasText: 'Style tags replaced' })).toBeVisible();
    expect(sent(studio, 'POST', MUSIC_CREATE)).toHaveLength(0);
    await expect(studio.jobs()).toHaveCount(0);

    await music.field('Style tags').fill('noise [502]');
    await boost.click();
    await expect(page.getByText('The style tags could not be boosted')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Suggested style tags' })).toHaveCount(0);
  });

  test('the upload panel and the boost offer pass axe in light and dark', async ({ page }) => {
    await music.field('Style tags').fill('jazz');
    await button(page, 'Boost style tags').click();
    await expect(page.getByRole('group', { name: 'Suggested style tags' })).toBeVisible();
    await choose(page, 'bad.ogg');
    for (const scheme of ['light', 'dark'] as const) {
      await settle(page, scheme);
      expect(await violations(page)).toEqual([]);
    }
  });
});

test.describe('music upload in the in-page demo (no gateway configured)', () => {
  test.beforeEach(async ({ studio, page }) => {
    await page.addInitScript(() => localStorage.setItem('media-studio.demo-speed', '8'));
    await studio.open('/music');
    await expect(page.getByRole('note')).toContainText('Demo gateway');
  });

  test('the song made of an upload plays the bytes the page was given, not a sample (issue 38)', async ({
    studio,
    page,
  }) => {
    const take = await uploadOwnRecording(studio, page, 'Kitchen demo.wav');
    // Kept in the page: the file's own blob: URL (the page's policy lets no script read it back).
    await expect(take.locator('audio')).toHaveAttribute('src', /^blob:/);
    await expectPlaysOwnRecording(studio, take);
  });

  test('after a reload the song made of an upload still plays the file: the demo kept its bytes (issue 54)', async ({
    studio,
    page,
  }) => {
    const name = 'Porch demo.wav';
    await uploadOwnRecording(studio, page, name);

    // The file's first address died with the page; the song still plays the file given (1.5 s).
    await page.reload();
    const song = await pinned(page, studio.job(`Uploaded: “${name}”`));
    await expect(song).toHaveAttribute('data-job-status', 'succeeded');
    await expectPlaysOwnRecording(studio, new MusicSteps(page).clip(song, 1));
    const id = await song.getAttribute('data-job-id');

    // The Library's dialog plays it too, and its Download saves the file given (issue 54).
    await studio.nav('Library');
    const gallery = new Gallery(page);
    await gallery.useGrid();
    const tile = gallery.tiles().and(page.locator(`[data-job-id="${id ?? ''}"]`));
    await gallery.opener(tile).click();
    const dialog = gallery.dialog();
    await expectPlaysOwnRecording(studio, new MusicSteps(page).clip(dialog, 1));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(await readFile(await download.path())).toEqual(ownRecording());
    await page.keyboard.press('Escape');
    // The tile's own Download, the same file.
    const [fromTile] = await Promise.all([
      page.waitForEvent('download'),
      tile.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(await readFile(await fromTile.path())).toEqual(ownRecording());
  });
});
