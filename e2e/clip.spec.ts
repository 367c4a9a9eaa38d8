import {
  CLIP_CREATE,
  CLIP_QUERY_DEFAULT,
  createClipElsewhere,
  fillClip,
  jobByRemoteId,
  posterLoads,
  setClipQueryPath,
} from './fixtures/clip';
import { openAdvancedSettings } from './fixtures/settings';
import { expect, test } from './fixtures/studio';

test.describe('clip generator against the demo gateway over HTTP', () => {
  test.beforeEach(async ({ studio }) => {
    await studio.presetGateway('/clip');
  });

  test('create → waits with an estimate → a video that plays with its poster', async ({
    studio,
    page,
  }) => {
    await fillClip(page, {
      prompt: 'A hummingbird at a red flower',
      ratio: '9:16',
      loop: true,
      end: 'https://images.example/end.jpg',
    });
    await studio.generate().click();

    const card = studio.job('A hummingbird at a red flower');
    await expect(card).toHaveAttribute('data-job-status', /queued|running/);
    await expect(card).toContainText(/about \d+ s left/);
    await expect(card).toHaveAttribute('data-job-status', 'succeeded');

    const video = card.locator('video');
    // The lasting video.url, not the presigned download_url that expires.
    await expect(video).toHaveAttribute('src', /\/demo\/sample\.(mp4|webm)$/);
    await expect(video).toHaveAttribute('poster', /\/demo\/poster\.jpg$/);
    expect(await posterLoads(video)).toBe(true);
    await studio.expectPlays(video);
    await expect(card).toContainText('752x1360');

    const posts = studio.log.to('POST', CLIP_CREATE);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.postDataJSON()).toEqual({
      user_prompt: 'A hummingbird at a red flower',
      aspect_ratio: '9:16',
      expand_prompt: true,
      loop: true,
      image_end_url: 'https://images.example/end.jpg',
    });
    expect(posts[0]?.headers().authorization).toBe('Bearer e2e-demo-key');

    // Followed at the default query path, with the id the create answered.
    const id = await card.getAttribute('data-job-remote-ids');
    const polls = studio.log.to('GET', CLIP_QUERY_DEFAULT);
    expect(polls.length).toBeGreaterThan(1);
    expect(polls.every((r) => r.url().endsWith(`/v1/clipapro/generations/${id ?? ''}`))).toBe(true);
  });

  test('an invalid start image URL is explained next to the field and nothing is sent', async ({
    studio,
    page,
  }) => {
    for (const start of [
      'images.example/start.jpg',
      'ftp://images.example/start.jpg',
      'javascript:alert(1)',
    ]) {
      await fillClip(page, { prompt: 'From a bad image', start });
      await studio.generate().click();
      await expect(page.getByLabel('Start image URL')).toHaveAccessibleDescription(
        'The start image URL must be a web address starting with http:// or https://.',
      );
    }
    expect(studio.log.to('POST', CLIP_CREATE)).toHaveLength(0);
    await expect(studio.jobs()).toHaveCount(0);
  });

  test('a failed clip shows the failure_reason', async ({ studio, page }) => {
    await fillClip(page, { prompt: 'Doomed clip [fail]' });
    await studio.generate().click();
    const card = studio.job('Doomed clip');
    await expect(card).toHaveAttribute('data-job-status', 'failed');
    await expect(card).toContainText(
      'Job failed: the model could not render this prompt (scenario [fail])',
    );
    await expect(card.locator('video')).toHaveCount(0);
  });

  test('a refused create shows the gateway’s words and creates nothing to follow', async ({
    studio,
    page,
  }) => {
    await fillClip(page, { prompt: 'Refused clip [400]' });
    await studio.generate().click();
    const alert = page.getByRole('alert').filter({ hasText: 'The job was not started' });
    await expect(alert).toContainText('Nothing was created.');
    await expect(studio.job('Refused clip')).toContainText(
      'The gateway rejected the request (400): prompt violates the content policy',
    );
    await expect(studio.job('Refused clip')).toHaveAttribute('data-job-status', 'refused');
    await expect(studio.job('Refused clip')).toHaveAttribute('data-job-remote-ids', '');
    expect(studio.log.to('GET', CLIP_QUERY_DEFAULT)).toHaveLength(0);
  });

  test('polling survives 502 pages from a proxy and finishes', async ({ studio, page }) => {
    await fillClip(page, { prompt: 'Flaky clip [poll-502]' });
    await studio.generate().click();
    const card = studio.job('Flaky clip');
    await expect(card.getByText('Retrying')).toBeVisible();
    await expect(card).toContainText('502 Bad Gateway');
    await expect(card).toHaveAttribute('data-job-status', 'succeeded', { timeout: 30_000 });
    await studio.expectPlays(card.locator('video'));
  });

  test('the query goes to the path set in Settings', async ({ studio, page }) => {
    // The demo serves only the default path, so a custom one is refused — which proves it is the
    // one asked. Restoring the default lets the same job finish, with no second POST.
    await setClipQueryPath(studio, '/v1/clipapro/tasks/{id}');
    await studio.nav('Clip');
    await fillClip(page, { prompt: 'Custom query path' });
    await studio.generate().click();
    const card = studio.job('Custom query path');
    await expect(card.getByText('Retrying')).toBeVisible();
    await expect(card).toContainText('Invalid URL (GET /v1/clipapro/tasks/');
    const id = (await card.getAttribute('data-job-remote-ids')) ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(studio.log.to('GET', new RegExp(`^/v1/clipapro/tasks/${id}$`)).length).toBeGreaterThan(
      0,
    );
    expect(studio.log.to('GET', CLIP_QUERY_DEFAULT)).toHaveLength(0);

    await studio.nav('Settings');
    await openAdvancedSettings(page);
    await page.getByRole('button', { name: 'Restore default paths' }).click();
    await expect(page.getByLabel('Clip query path')).toHaveValue('/v1/clipapro/generations/{id}');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await studio.nav('Clip');
    await expect(card).toHaveAttribute('data-job-status', 'succeeded', { timeout: 30_000 });
    await studio.expectPlays(card.locator('video'));
    expect(
      studio.log.to('GET', new RegExp(`^/v1/clipapro/generations/${id}$`)).length,
    ).toBeGreaterThan(0);
    expect(studio.log.to('POST', CLIP_CREATE)).toHaveLength(1);
  });

  test('a clip made elsewhere is followed by its Clip ID', async ({ studio, page }) => {
    const id = await createClipElsewhere(page, 'Made by another tool');
    await page.getByText('Follow an existing task by id').click();
    await page.getByLabel('Clip ID').fill('not-a-uuid');
    await page.getByRole('button', { name: 'Follow' }).click();
    await expect(page.getByLabel('Clip ID')).toHaveAccessibleDescription(/A clip id is a UUID/);

    await page.getByLabel('Clip ID').fill(id);
    await page.getByRole('button', { name: 'Follow' }).click();
    const card = jobByRemoteId(page, id);
    await expect(card).toHaveAttribute('data-job-status', 'succeeded');
    await studio.expectPlays(card.locator('video'));
    expect(studio.log.to('POST', CLIP_CREATE)).toHaveLength(0);
  });
});
