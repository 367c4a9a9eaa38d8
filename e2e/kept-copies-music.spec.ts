import { expireMedia } from './fixtures/gateway';
import { MusicSteps } from './fixtures/music';
import { expect, test } from './fixtures/studio';

/**
 * A song's takes play from the copy kept in this browser once the demo has taken their links
 * away (`[own-link]`: each clip's audio names the clip, `POST /__demo/expire-media?task=<clip id>`).
 */
test('a kept song still plays after the demo expired its clips’ audio links', async ({
  studio,
  page,
}) => {
  await studio.presetGateway('/music');
  const music = new MusicSteps(page);
  await music.fillLyrics({
    lyrics: 'Harbour lights at dawn [own-link]',
    title: 'Kept harbour song',
  });
  await studio.generate().click();
  const card = studio.job('Kept harbour song');
  await expect(card).toHaveAttribute('data-job-status', 'succeeded', { timeout: 30_000 });
  await card.getByRole('button', { name: 'Keep a copy in this browser' }).click();
  await expect(card.getByText('Kept in this browser')).toBeVisible();

  const clipIds = await music
    .clips(card)
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-clip-id') ?? ''));
  expect(clipIds).toHaveLength(2);
  for (const id of clipIds) expect(await expireMedia(id)).toBe(1);
  const before = studio.log.requests.length;
  await page.reload();

  const again = studio.job('Kept harbour song');
  for (const n of [1, 2]) {
    const player = music.player(music.clip(again, n));
    await expect
      .poll(() => player.evaluate((el: HTMLAudioElement) => el.currentSrc))
      .toMatch(/^blob:/);
    await studio.expectPlays(player);
  }
  // The expired links were never asked for after the reload.
  expect(studio.log.requests.slice(before).filter((r) => /[?&]task=/.test(r.url()))).toEqual([]);
});
