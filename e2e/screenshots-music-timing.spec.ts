import { settle, schemes } from './fixtures/a11y';
import { pinned, seek } from './fixtures/make-more';
import { MusicSteps } from './fixtures/music';
import { line, waveform } from './fixtures/music-timing';
import { expect, test } from './fixtures/studio';

/**
 * The README's picture of timed lyrics (issue 26): a finished take with its waveform under the
 * player and its lyrics in time, the sung line marked. `SCREENSHOTS=1 npx playwright test
 * e2e/screenshots-music-timing.spec.ts`. Not part of the suite (it writes into docs/).
 */
test.skip(!process.env.SCREENSHOTS, 'writes docs/screenshots; run with SCREENSHOTS=1');

test('timed lyrics with the current line and the waveform, light and dark', async ({
  studio,
  page,
}) => {
  await page.setViewportSize({ width: 1100, height: 900 });
  const music = new MusicSteps(page);
  await studio.connect();
  await studio.open('/music');
  await music.fillLyrics({
    lyrics:
      '[Verse]\nHarbour lights are low tonight\nBoats come rocking home\n\n[Chorus]\nSing me back across the water\nSing me back alone',
    tags: 'folk, warm guitar',
    title: 'Harbour Lights',
  });
  await studio.generate().click();
  const song = await pinned(page, studio.job('Harbour Lights'));
  await expect(song).toHaveAttribute('data-job-status', 'succeeded');
  const take = music.clip(song, 1);
  await expect(waveform(take, 'Harbour Lights')).toBeVisible();
  await take.getByText('Lyrics', { exact: true }).click();
  const sung = line(take, /Sing me back across the water/);
  await sung.click();
  await seek(music.player(take), 4.1);
  await expect(line(take, /Sing me back across the water/)).toHaveAttribute('aria-current', 'time');
  // The pointer away: the marked line shows its own colour, not the hover's.
  await page.mouse.move(0, 0);
  for (const scheme of schemes) {
    await settle(page, scheme);
    await take.scrollIntoViewIfNeeded();
    await take.screenshot({ path: `docs/screenshots/music-timing-${scheme}.png` });
  }
});
