import { PIXA_CREATE, PIXA_QUERY, createPixaElsewhere, fillPixa, jobByRemoteId, videoIdSent } from './fixtures/pixa';
import { expect, test } from './fixtures/studio';

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

test.describe('pixa generator against the demo gateway over HTTP', () => {
  test.beforeEach(async ({ studio }) => {
    await studio.connect();
    await studio.nav('Pixa');
  });

  test('create → queue position shown → done → the video plays with its first frame as poster', async ({ studio, page }) => {
    await fillPixa(page, { prompt: 'A red fox leaping through snow', model: 'v5', quality: '720p', motionMode: 'fast', seed: '42', removeWatermark: true });
    await studio.generate().click();

    const card = studio.job('A red fox leaping through snow');
    await expect(card).toHaveAttribute('data-job-status', /queued|running/);
    await expect(card).toContainText(/\d+ ahead in queue · about \d+ s/);
    await expect(card).toHaveAttribute('data-job-status', 'succeeded');

    const video = card.locator('video');
    await expect(video).toHaveAttribute('src', /\/demo\/sample\.(mp4|webm)$/);
    await expect(video).toHaveAttribute('poster', /\/demo\/poster\.jpg$/);
    await studio.expectPlays(video);
    await expect(card).toContainText('1280x720');

    const posts = studio.log.to('POST', PIXA_CREATE);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.postDataJSON()).toEqual({
      prompt: 'A red fox leaping through snow',
      model: 'v5',
      duration: 5,
      quality: '720p',
      motion_mode: 'fast',
      remove_watermark: 1,
      seed: 42,
    });
  });

  test('the poll path carries the exact big video_id the create answered', async ({ studio, page }) => {
    await fillPixa(page, { prompt: 'Big id round trip' });
    await studio.generate().click();
    const card = studio.job('Big id round trip');
    await expect(card).toHaveAttribute('data-job-status', 'succeeded');

    const id = await videoIdSent(studio.log.to('POST', PIXA_CREATE)[0]);
    expect(BigInt(id) > MAX_SAFE).toBe(true);
    await expect(card).toHaveAttribute('data-job-remote-ids', id);
    const polls = studio.log.to('GET', PIXA_QUERY);
    expect(polls.length).toBeGreaterThan(1);
    for (const poll of polls) expect(new URL(poll.url()).pathname).toBe(`/pixa/video/task/${id}`);
  });

  test('fast motion with 8 s is explained next to Motion mode and nothing is sent', async ({ studio, page }) => {
    await fillPixa(page, { prompt: 'Too fast for long', motionMode: 'fast', duration: '8' });
    await studio.generate().click();
    await expect(page.getByLabel('Motion mode')).toHaveAccessibleDescription('Fast motion works only with a 5 s duration.');
    // Back to 5 s, but at 1080p: the other rule, at the same place.
    await fillPixa(page, { prompt: 'Too fast for long', duration: '5', quality: '1080p' });
    await studio.generate().click();
    await expect(page.getByLabel('Motion mode')).toHaveAccessibleDescription('Fast motion is not available at 1080p.');
    expect(studio.log.to('POST', PIXA_CREATE)).toHaveLength(0);
    await expect(studio.jobs()).toHaveCount(0);
  });

  test('[moderation] ends in a moderation failure', async ({ studio, page }) => {
    await fillPixa(page, { prompt: 'Questionable scene [moderation]' });
    await studio.generate().click();
    const card = studio.job('Questionable scene');
    await expect(card).toHaveAttribute('data-job-status', 'failed');
    await expect(card).toContainText('The video did not pass content moderation (video_status 7).');
    await expect(card.locator('video')).toHaveCount(0);
  });
});

test.describe('pixa in a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('a video followed by its id shows the template name in the browser’s language', async ({ studio, page }) => {
    await studio.connect();
    await studio.nav('Pixa');
    const id = await createPixaElsewhere(page, { prompt: 'Made elsewhere', template_id: 315446315336768 });
    expect(BigInt(id) > MAX_SAFE).toBe(true);

    await page.getByText('Follow an existing task by id').click();
    await page.getByLabel('Video ID').fill(id);
    await page.getByRole('button', { name: 'Follow' }).click();

    const card = jobByRemoteId(page, id);
    await expect(card).toHaveAttribute('data-job-status', 'succeeded');
    await expect(card).toContainText('Gemütlicher Winter');
    await studio.expectPlays(card.locator('video'));
    expect(studio.log.to('GET', PIXA_QUERY).every((r) => new URL(r.url()).pathname === `/pixa/video/task/${id}`)).toBe(true);
  });
});
