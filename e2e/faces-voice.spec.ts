import { readFileSync } from 'node:fs';
import { AVATAR_CREATE, MIDI, TalkingHeadSteps, WAV, notesPicture } from './fixtures/faces-voice';
import { ImageSteps } from './fixtures/image';
import { button, finishedHarbour, madeAs, pinned, sent } from './fixtures/make-more';
import { MusicSteps } from './fixtures/music';
import { expect, test, type Studio } from './fixtures/studio';

/**
 * Issue 56, items 3 and 4: a talking head made from a picture and a song of the Library, followed
 * to its video; a song's WAV and MIDI, each a job of its own asked for once.
 */

/** WAV and MIDI on a finished take: one request each, then the take opens them instead. */
async function convertTake(studio: Studio, take: ReturnType<MusicSteps['clip']>) {
  await button(take, 'WAV').click();
  await expect(take.getByRole('link', { name: 'Open the WAV' })).toBeVisible();
  await button(take, 'MIDI').click();
  await expect(take.getByRole('link', { name: 'Open the MIDI' })).toBeVisible();
  await expect(button(take, 'WAV')).toHaveCount(0);
  const wav = madeAs(studio.page, 'WAV of “Harbour”');
  const midi = madeAs(studio.page, 'MIDI of “Harbour”');
  await expect(wav).toHaveAttribute('data-job-status', 'succeeded');
  await expect(midi).toHaveAttribute('data-job-status', 'succeeded');
  return { wav: await pinned(studio.page, wav), midi: await pinned(studio.page, midi) };
}

test.describe('faces and voices, against the demo gateway over HTTP', () => {
  test('a talking head from a picture and a song of the Library, followed to a video of the song’s length that plays in the Library', async ({
    studio,
    page,
  }) => {
    await studio.presetGateway('/image');
    await new ImageSteps(page).fill({ prompt: 'A lighthouse keeper, portrait' });
    await studio.generate().click();
    const picture = await pinned(page, studio.job('A lighthouse keeper, portrait'));
    await expect(picture).toHaveAttribute('data-job-status', 'succeeded');
    await studio.nav('Music');
    const { take } = await finishedHarbour(studio, new MusicSteps(page));
    const tune = /tune-(a|b)\.mp3$/.exec((await take.locator('audio').getAttribute('src')) ?? '');

    await studio.nav('Talking head');
    const head = new TalkingHeadSteps(page);
    await head.portraitFromLibrary('A lighthouse keeper, portrait');
    await expect(head.measured('640 × 640 px')).toBeVisible();
    await head.songFromLibrary('Harbour — take 1 · 0:06');
    await expect(head.measured('0:06 long')).toBeVisible();
    await studio.generate().click();
    const job = await pinned(page, studio.job('A lighthouse keeper, portrait — talking head'));
    await expect(job).toHaveAttribute('data-job-remote-ids', /^[0-9a-f]{24}$/);
    const posts = sent(studio, 'POST', AVATAR_CREATE);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.postDataJSON()).toEqual({
      avatar_url: expect.stringMatching(/\/demo\/image-square\.jpg(\?.*)?$/),
      audio_url: expect.stringMatching(/\/demo\/tune-[ab]\.mp3$/),
      no_watermark: false,
    });
    await expect(job).toHaveAttribute('data-job-status', 'succeeded');

    // In the Library: the portrait with the song's sound, as long as the song, and it plays.
    await studio.nav('Library');
    const video = (await pinned(page, studio.job('talking head'))).locator('video');
    await studio.expectPlays(video);
    expect(await video.getAttribute('src')).toMatch(
      new RegExp(`/demo/talking-square-${tune?.[1] ?? 'a'}\\.mp4$`),
    );
    expect(await video.evaluate((el: HTMLVideoElement) => el.duration)).toBeCloseTo(6, 0);
    expect(sent(studio, 'POST', AVATAR_CREATE)).toHaveLength(1);
  });

  test('a song’s WAV and MIDI: one request each, their cards, the WAV plays, the notes are drawn and the .mid downloads; never asked twice, after a reload too', async ({
    studio,
    page,
  }) => {
    await studio.presetGateway('/music');
    const music = new MusicSteps(page);
    const { take, clipId } = await finishedHarbour(studio, music);
    const { wav, midi } = await convertTake(studio, take);
    expect(sent(studio, 'GET', WAV).map((r) => new URL(r.url()).pathname)).toEqual([
      `/tune/act/wav/${clipId}`,
    ]);
    expect(sent(studio, 'GET', MIDI)).toHaveLength(1);

    await studio.expectPlays(wav.getByLabel('WAV of Harbour — WAV'));
    const notes = notesPicture(midi);
    await expect(notes).toBeVisible();
    expect(await notes.locator('rect[data-note]').count()).toBeGreaterThan(8);
    const saving = page.waitForEvent('download');
    await button(midi, 'Download .mid').click();
    const file = await saving;
    expect(file.suggestedFilename()).toMatch(/^music-harbour-midi-[0-9a-z]+\.mid$/);
    expect(
      readFileSync(await file.path())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('MThd');

    await page.reload();
    await expect(take.getByRole('link', { name: 'Open the MIDI' })).toBeVisible();
    await expect(take.getByRole('link', { name: 'Open the WAV' })).toBeVisible();
    await expect(button(take, 'WAV')).toHaveCount(0);
    expect(sent(studio, 'GET', WAV)).toHaveLength(1);
    expect(sent(studio, 'GET', MIDI)).toHaveLength(1);
  });
});

test('in the page’s own demo, a take’s WAV plays and its notes are drawn, after a reload too', async ({
  studio,
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('media-studio.demo-speed', '8'));
  await studio.open('/music');
  const { take } = await finishedHarbour(studio, new MusicSteps(page));
  const { wav, midi } = await convertTake(studio, take);
  await studio.expectPlays(wav.getByLabel('WAV of Harbour — WAV'));
  await expect(notesPicture(midi)).toBeVisible();
  // The files the demo made in the page are kept with it: after a reload they still play and draw.
  await page.reload();
  await studio.expectPlays(wav.getByLabel('WAV of Harbour — WAV'));
  await expect(notesPicture(midi)).toBeVisible();
});
