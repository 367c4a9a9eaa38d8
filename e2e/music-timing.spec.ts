import { expectNoViolations } from './fixtures/a11y';
import { pinned, seek } from './fixtures/make-more';
import { MusicSteps, feedRequests, finishedIn } from './fixtures/music';
import {
  clipOf,
  line,
  playerTime,
  timedLyrics,
  timingRequests,
  waveform,
} from './fixtures/music-timing';
import { openAdvancedSettings } from './fixtures/settings';
import { expect, test } from './fixtures/studio';

/** Issue 26, item 8: a finished song's lyrics in time, and its waveform under the player. */
test.describe('timed lyrics and a waveform, against the demo gateway over HTTP', () => {
  let music: MusicSteps;

  test.beforeEach(async ({ studio, page }) => {
    music = new MusicSteps(page);
    await studio.presetGateway();
  });

  const lyrics =
    '[Verse]\nHarbour lights are low\nBoats come rocking home\n\n[Chorus]\nSing me back';

  test('a finished song asks once per take, shows its lines in time and follows the player; a line moves the player', async ({
    studio,
    page,
  }) => {
    await studio.open('/music');
    await music.fillLyrics({ lyrics, tags: 'folk', title: 'Harbour' });
    await studio.generate().click();
    const song = await pinned(page, studio.job('Harbour'));
    await expect(song).toHaveAttribute('data-job-status', 'succeeded');
    const take = music.clip(song, 1);
    const id = (await take.getAttribute('data-clip-id')) ?? '';
    await expect(waveform(take, 'Harbour')).toBeVisible();
    await expect(waveform(music.clip(song, 2), 'Harbour')).toBeVisible();

    // Asked only for takes the feed had already reported finished, once each.
    const asked = timingRequests(studio);
    expect(asked.map(clipOf).sort()).toEqual((await music.remoteIds(song)).sort());
    const feeds = feedRequests(studio);
    for (const request of asked) {
      const before = feeds.filter(
        (f) => studio.log.requests.indexOf(f) < studio.log.requests.indexOf(request),
      );
      const finished = (await Promise.all(before.map(finishedIn))).flat();
      expect(finished).toContain(clipOf(request));
    }

    // The lyrics in time, behind "Lyrics" as before: the lines as written, sections as headings.
    await take.getByText('Lyrics', { exact: true }).click();
    await expect(timedLyrics(take)).toBeVisible();
    await expect(line(take, /Harbour lights are low/)).toBeVisible();
    await expect(timedLyrics(take).getByText('[Chorus]')).toBeVisible();
    await expect(timedLyrics(take).locator('[aria-current]')).toHaveCount(0);

    // The player moves: the line sung then is marked, and the waveform shows the part played.
    const player = music.player(take);
    const second = line(take, /Boats come rocking home/);
    const secondAt = await second.evaluate((el) => el.textContent ?? '');
    const secondStart = Number(/0:0(\d(?:\.\d)?)/.exec(secondAt)?.[1] ?? NaN);
    expect(secondStart).toBeGreaterThan(0);
    await seek(player, secondStart + 0.2);
    await expect(second).toHaveAttribute('aria-current', 'time');
    await expect(line(take, /Harbour lights are low/)).not.toHaveAttribute('aria-current');
    await expect(waveform(take, 'Harbour')).not.toHaveAttribute('data-played', '0.000');

    // A click on a line moves the player there; so does Enter on a line reached by keyboard.
    const third = line(take, /Sing me back/);
    await third.click();
    await expect(third).toHaveAttribute('aria-current', 'time');
    const thirdStart = await playerTime(player);
    expect(thirdStart).toBeGreaterThan(secondStart);
    await line(take, /Harbour lights are low/).focus();
    await page.keyboard.press('Enter');
    await expect(line(take, /Harbour lights are low/)).toHaveAttribute('aria-current', 'time');
    expect(await playerTime(player)).toBeLessThan(secondStart);

    await expectNoViolations(page, 'a song with timed lyrics');

    // Not asked again while the page stays; after a reload, once more per take and the same view.
    expect(timingRequests(studio)).toHaveLength(2);
    await page.reload();
    const again = await pinned(page, studio.job('Harbour'));
    await music.clip(again, 1).getByText('Lyrics', { exact: true }).click();
    await expect(line(music.clip(again, 1), /Boats come rocking home/)).toBeVisible();
    await expect(waveform(music.clip(again, 1), 'Harbour')).toBeVisible();
    await expect.poll(() => timingRequests(studio).length).toBe(4);
    expect(timingRequests(studio).slice(2).map(clipOf)).toContain(id);
  });

  test('without timing at the gateway (404) the plain lyrics stand, with no error and no waveform', async ({
    studio,
    page,
  }) => {
    await studio.open('/music');
    await music.fillLyrics({ lyrics, tags: 'folk', title: 'Quiet [no-timing]' });
    await studio.generate().click();
    const song = await pinned(page, studio.job('Quiet'));
    await expect(song).toHaveAttribute('data-job-status', 'succeeded');
    await expect.poll(() => timingRequests(studio).length).toBe(2);
    const take = music.clip(song, 1);
    await take.getByText('Lyrics', { exact: true }).click();
    await expect(take.locator('pre')).toContainText('Boats come rocking home');
    await expect(timedLyrics(take)).toHaveCount(0);
    await expect(take.getByRole('img', { name: /^Waveform of/ })).toHaveCount(0);
    await expect(song.getByRole('alert')).toHaveCount(0);
  });

  test('an empty timed lyrics path in Settings asks nothing', async ({ studio, page }) => {
    await studio.open('/settings');
    await openAdvancedSettings(page);
    await page.getByLabel('Timed lyrics path').fill('');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await page.reload();
    await openAdvancedSettings(page);
    await expect(page.getByLabel('Timed lyrics path')).toHaveValue('');

    await studio.nav('Music');
    await music.fillLyrics({ lyrics, tags: 'folk', title: 'Offline' });
    await studio.generate().click();
    const song = await pinned(page, studio.job('Offline'));
    await expect(song).toHaveAttribute('data-job-status', 'succeeded');
    await expect(music.player(music.clip(song, 2))).toBeVisible();
    await music.clip(song, 1).getByText('Lyrics', { exact: true }).click();
    await expect(music.clip(song, 1).locator('pre')).toContainText('Harbour lights are low');
    expect(timingRequests(studio)).toHaveLength(0);
  });
});
