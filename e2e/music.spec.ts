import { expect, test } from './fixtures/studio';
import { MusicSteps, feedRequests, finishedIn, idsOf } from './fixtures/music';

test.describe('music generator against the demo gateway over HTTP', () => {
  let music: MusicSteps;

  test.beforeEach(async ({ studio, page }) => {
    music = new MusicSteps(page);
    await studio.presetGateway('/music');
  });

  test('lyrics mode: create → two clips complete → audio plays, with title, tags, lyrics and duration', async ({
    studio,
  }) => {
    await music.fillLyrics({
      lyrics: '[Verse]\nStreetlights hum a quiet tune',
      tags: 'dream pop',
      title: 'Streetlights',
    });
    await music.field('Model').selectOption('chirp-v3-5');
    await studio.generate().click();

    const card = studio.job('Streetlights');
    await expect(card).toHaveAttribute('data-job-status', /queued|running/);
    await expect(card).toHaveAttribute('data-job-status', 'succeeded');
    await expect(music.clips(card)).toHaveCount(2);
    for (const n of [1, 2]) {
      const clip = music.clip(card, n);
      await expect(clip).toHaveAttribute('data-clip-status', 'succeeded');
      await expect(clip.getByRole('heading', { name: 'Streetlights' })).toBeVisible();
      await expect(clip.getByRole('img', { name: 'Cover of Streetlights' })).toBeVisible();
      await expect(clip).toContainText('dream pop');
      await expect(clip).toContainText('Duration 6 s');
      await expect(clip.getByText('Streetlights hum a quiet tune')).toBeHidden();
      await clip.getByText('Lyrics', { exact: true }).click();
      await expect(clip.getByText('Streetlights hum a quiet tune')).toBeVisible();
      await studio.expectPlays(music.player(clip));
    }

    const posts = studio.log.to('POST', /^\/tune\/generate$/);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.postDataJSON()).toEqual({
      prompt: '[Verse]\nStreetlights hum a quiet tune',
      tags: 'dream pop',
      title: 'Streetlights',
      make_instrumental: false,
      mv: 'chirp-v3-5',
    });
    expect(posts[0]?.headers().authorization).toBe('Bearer e2e-demo-key');
  });

  test('the takes of a song are labelled "Take 1" and "Take 2"; the card is headed by the title and its lyrics sit behind "Lyrics"', async ({
    studio,
  }) => {
    await music.fillLyrics({
      lyrics: '[Verse]\nNight bus rolling slow',
      tags: 'lo-fi',
      title: 'Night Bus',
    });
    await studio.generate().click();
    const card = studio.job('Night Bus');
    await expect(card).toHaveAttribute('data-job-status', 'succeeded');

    for (const n of [1, 2]) {
      const clip = music.clip(card, n);
      await expect(clip.getByRole('heading', { name: 'Night Bus' })).toBeVisible();
      await expect(clip.getByText(`Take ${n}`, { exact: true })).toBeVisible();
    }
    await expect(card.getByText('Take 3', { exact: true })).toHaveCount(0);

    // The headline is the title; the lyrics are not on show until their disclosure opens.
    const lyricsOnCard = card.locator(':scope > details');
    await expect(card.locator(':scope > p').first()).toHaveText('Night Bus');
    await expect(lyricsOnCard.getByText('Night bus rolling slow')).toBeHidden();
    await lyricsOnCard.getByText('Lyrics', { exact: true }).click();
    await expect(lyricsOnCard.getByText('Night bus rolling slow')).toBeVisible();
  });

  test('description mode sends only the description fields, and the clips come back with a written title', async ({
    studio,
  }) => {
    await music.fillDescription('rainy night drive synthwave');
    await music.field('Instrumental').check();
    await studio.generate().click();
    const card = studio.job('rainy night drive synthwave');
    await expect(card).toHaveAttribute('data-job-status', 'succeeded');
    await expect(
      music.clip(card, 1).getByRole('heading', { name: 'Rainy Night Drive Synthwave' }),
    ).toBeVisible();
    expect(studio.log.to('POST', /^\/tune\/generate$/)[0]?.postDataJSON()).toEqual({
      gpt_description_prompt: 'rainy night drive synthwave',
      make_instrumental: true,
      mv: 'chirp-v4',
    });
  });

  test('six pending clips of three generations cost one feed request per tick, carrying every pending id', async ({
    studio,
  }) => {
    test.setTimeout(90_000);
    const titles = ['Batch one [slow]', 'Batch two [slow]', 'Batch three [slow]'];
    for (const title of titles) {
      await music.fillLyrics({ lyrics: 'La la la', title });
      await studio.generate().click();
      await music.expectCreated(studio.job(title));
    }
    // From here on every clip id is in the ledger; [slow] keeps them all pending for ~20 s.
    const from = studio.log.requests.length;
    const all = (await Promise.all(titles.map((t) => music.remoteIds(studio.job(t)))))
      .flat()
      .sort();
    expect(all).toHaveLength(6);
    for (const title of titles)
      await expect(studio.job(title)).toHaveAttribute('data-job-status', 'succeeded', {
        timeout: 45_000,
      });

    const feeds = feedRequests(studio, from);
    expect(feeds.length).toBeGreaterThanOrEqual(3);
    // The first request after all three creates carries all six ids…
    expect(feeds[0] && idsOf(feeds[0])).toEqual(all);
    // …and each next one exactly the ids its predecessor's answer left unfinished: every pending
    // clip of every job, in one request, until none is left.
    let pending = all;
    for (const request of feeds) {
      expect(idsOf(request)).toEqual(pending);
      const finished = new Set(await finishedIn(request));
      pending = pending.filter((id) => !finished.has(id));
    }
    expect(pending).toEqual([]);
    // One request per tick: each starts after the previous one was answered, a poll interval later.
    for (let i = 1; i < feeds.length; i += 1) {
      const before = feeds[i - 1]?.timing();
      const after = feeds[i]?.timing();
      expect(after && before && after.startTime - before.startTime).toBeGreaterThanOrEqual(1_500);
      expect(after && before && after.startTime).toBeGreaterThan(
        (before?.startTime ?? 0) + (before?.responseEnd ?? 0),
      );
    }

    // Five of those clips followed by id: one job, one request for all five, five clips shown.
    const five = all.slice(0, 5);
    const mark = studio.log.requests.length;
    await music.follow(`${five[0]}, ${five[1]}\n${five[2]} ${five[3]},${five[4]} ${five[0]}`);
    const imported = studio.page.locator(`[data-job-remote-ids="${five.join(',')}"]`);
    await expect(imported).toHaveAttribute('data-job-status', 'succeeded');
    await expect(music.clips(imported)).toHaveCount(5);
    const importFeeds = feedRequests(studio, mark);
    expect(importFeeds).toHaveLength(1);
    expect(importFeeds[0] && idsOf(importFeeds[0])).toEqual(five);
  });

  test('a streaming clip already plays, and its address changes when it completes', async ({
    studio,
  }) => {
    await music.fillLyrics({ lyrics: 'Stream me', title: 'Early bird [slow]' });
    await studio.generate().click();
    const card = studio.job('Early bird');
    const clip = music.clip(card, 1);
    await expect(clip).toHaveAttribute('data-clip-status', 'running');
    await expect(clip).toContainText('Streaming');
    await expect(clip).toContainText('Duration known when complete');
    const player = music.player(clip);
    const streamSrc = await player.getAttribute('src');
    // Which sample a clip gets depends on what else the shared demo server made: either is fine.
    expect(streamSrc).toMatch(/tune-[ab]\.mp3\?item_id=/);
    await studio.expectPlays(player);
    await expect(clip).toHaveAttribute('data-clip-status', 'succeeded', { timeout: 30_000 });
    await expect(player).not.toHaveAttribute('src', streamSrc ?? '');
    await expect(player).toHaveAttribute('src', /\/demo\/tune-[ab]\.mp3$/);
    await studio.expectPlays(player);
  });

  test('a clip that errors shows its message; its sibling still completes and plays', async ({
    studio,
  }) => {
    await music.fillLyrics({ lyrics: 'Half a song', title: 'Half [fail-one]' });
    await studio.generate().click();
    const card = studio.job('Half');
    await expect(card).toHaveAttribute('data-job-status', 'succeeded');
    const failed = music.clip(card, 2);
    await expect(failed).toHaveAttribute('data-clip-status', 'failed');
    await expect(failed).toContainText('This clip failed');
    await expect(failed).toContainText(
      'Unable to generate this clip: the upstream model stopped part-way',
    );
    await expect(music.player(failed)).toHaveCount(0);
    await studio.expectPlays(music.player(music.clip(card, 1)));
  });

  test('when every clip errors the job fails with the clips’ message', async ({ studio }) => {
    await music.fillLyrics({ lyrics: 'No song', title: 'Doomed [fail]' });
    await studio.generate().click();
    const card = studio.job('Doomed');
    await expect(card).toHaveAttribute('data-job-status', 'failed');
    // Once on the job (the card's failure message) and once on each clip.
    await expect(
      card.getByText(/^Unable to generate this clip: the upstream model stopped part-way/),
    ).toHaveCount(3);
    await expect(music.clips(card).filter({ hasText: 'This clip failed' })).toHaveCount(2);
  });

  test('ids the gateway does not know: a 404 is a retried poll error, not a failed job', async ({
    studio,
  }) => {
    const id = '00000000-0000-4000-8000-00000000beef';
    await music.follow(id);
    const card = studio.page.locator(`[data-job-remote-ids="${id}"]`);
    await expect(card.getByText('Retrying')).toBeVisible();
    await expect(card).toContainText('The gateway does not know this task (404): Not found');
    const [first] = feedRequests(studio);
    expect(first && idsOf(first)).toEqual([id]);
    // Asked again after a backoff, and still waiting rather than failed.
    await expect.poll(() => feedRequests(studio).length).toBeGreaterThanOrEqual(2);
    await expect(card).toHaveAttribute('data-job-status', 'queued');
    await expect(card.getByText('Failed', { exact: true })).toHaveCount(0);
  });

  test('invalid input sends nothing and says why next to the field', async ({ studio }) => {
    await studio.generate().click();
    await expect(music.field('Lyrics')).toHaveAccessibleDescription(
      'Write the lyrics, or tick Instrumental.',
    );
    await music.fillLyrics({ lyrics: 'Fine', title: 'x'.repeat(81) });
    await studio.generate().click();
    await expect(music.field('Title')).toHaveAccessibleDescription(
      'Keep the title to 80 characters or fewer.',
    );
    await music.follow('not-a-clip-id');
    await expect(music.field('Clip IDs')).toHaveAccessibleDescription(
      /"not-a-clip-id" is not a clip id/,
    );
    expect(studio.log.to('POST', /^\/tune\/generate$/)).toHaveLength(0);
    expect(feedRequests(studio)).toHaveLength(0);
    await expect(studio.jobs()).toHaveCount(0);
  });
});
