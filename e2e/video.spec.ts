import { expect, test } from './fixtures/studio';

test.describe('video generator against the demo gateway over HTTP', () => {
  test.beforeEach(async ({ studio }) => {
    await studio.presetGateway('/video');
  });

  test('text to video: queued → progress → a video that plays', async ({ studio, page }) => {
    await studio.fillVideo({ prompt: 'A lighthouse at dawn', seconds: '6' });
    await page.getByLabel('Ratio').selectOption('9:16');
    await studio.generate().click();

    const card = studio.job('A lighthouse at dawn');
    await expect(card).toHaveAttribute('data-job-status', /queued|running/);
    await expect(card.getByRole('progressbar')).toBeVisible();
    await expect(card).toHaveAttribute('data-job-status', 'succeeded');
    // Screen readers hear it: the badge alone would say nothing.
    await expect(page.getByRole('status', { name: 'Job updates' })).toHaveText(
      'Video job finished: A lighthouse at dawn',
    );
    await studio.expectPlays(card.locator('video'));
    await expect(card).toContainText('videomodel-1.0-t2v');
    await expect(card).toContainText('720x1280');

    const [post] = studio.log.to('POST', /^\/v1\/videos$/);
    expect(post?.postDataJSON()).toEqual({
      model: 'videomodel-1.0-t2v',
      prompt: 'A lighthouse at dawn',
      seconds: 6,
      resolution: '720P',
      ratio: '9:16',
      watermark: false,
    });
    expect(post?.headers().authorization).toBe('Bearer e2e-demo-key');
  });

  test('a double click sends exactly one POST', async ({ studio }) => {
    await studio.fillVideo({ prompt: 'Double click [slow-create]' });
    await studio.generate().dblclick();
    await expect(studio.job('Double click')).toHaveAttribute(
      'data-job-status',
      /queued|running|succeeded/,
    );
    expect(studio.log.to('POST', /^\/v1\/videos$/)).toHaveLength(1);
    await expect(studio.jobs()).toHaveCount(1);
  });

  test('a double Enter sends exactly one POST', async ({ studio, page }) => {
    await studio.fillVideo({ prompt: 'Double enter [slow-create]' });
    const seconds = page.getByLabel('Seconds');
    await seconds.press('Enter');
    await seconds.press('Enter');
    await expect(studio.job('Double enter')).toHaveAttribute(
      'data-job-status',
      /queued|running|succeeded/,
    );
    expect(studio.log.to('POST', /^\/v1\/videos$/)).toHaveLength(1);
    await expect(studio.jobs()).toHaveCount(1);
  });

  test('invalid seconds send nothing and say why next to the field', async ({ studio, page }) => {
    for (const seconds of ['2', '16', '3.5', '']) {
      await studio.fillVideo({ prompt: 'Too long', seconds });
      await studio.generate().click();
      await expect(page.getByLabel('Seconds')).toHaveAccessibleDescription(
        'Seconds must be a whole number from 3 to 15.',
      );
    }
    expect(studio.log.to('POST', /^\/v1\/videos$/)).toHaveLength(0);
    await expect(studio.jobs()).toHaveCount(0);
  });

  test('a reload mid-job finishes the job without a second POST', async ({ studio, page }) => {
    await studio.fillVideo({ prompt: 'Reload me [slow]' });
    await studio.generate().click();
    const card = studio.job('Reload me');
    await expect(card).toHaveAttribute('data-job-status', /queued|running/);
    await page.reload();
    await expect(card).toHaveAttribute('data-job-status', 'succeeded', { timeout: 30_000 });
    await studio.expectPlays(card.locator('video'));
    expect(studio.log.to('POST', /^\/v1\/videos$/)).toHaveLength(1);
  });

  for (const fault of ['poll-502', 'poll-500']) {
    test(`polling survives ${fault.slice(5)} answers and finishes`, async ({ studio }) => {
      await studio.fillVideo({ prompt: `Flaky upstream [${fault}]` });
      await studio.generate().click();
      const card = studio.job('Flaky upstream');
      await expect(card.getByText('Retrying')).toBeVisible();
      await expect(card).toHaveAttribute('data-job-status', 'succeeded', { timeout: 30_000 });
      await studio.expectPlays(card.locator('video'));
    });
  }

  test('a wrong key gives a clear message and creates nothing', async ({ studio, page }) => {
    await studio.connect({ key: 'not-the-key' });
    await studio.nav('Video');
    await studio.fillVideo({ prompt: 'Wrong key' });
    await studio.generate().click();
    const alert = page.getByRole('alert').filter({ hasText: 'The job was not started' });
    await expect(alert.getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(studio.job('Wrong key')).toContainText(
      'The gateway did not accept the API key (401): Invalid token',
    );
    await expect(studio.job('Wrong key')).toHaveAttribute('data-job-status', 'refused');
  });

  test('a key kept for this session only is gone after a browser restart: each job says no key is saved, and a running one is paused, not "Generating" for ever', async ({
    studio,
    page,
  }) => {
    await studio.fillVideo({ prompt: 'Before the restart [slow]' });
    await studio.generate().click();
    await expect(studio.job('Before the restart')).toHaveAttribute(
      'data-job-status',
      /queued|running/,
    );
    // A browser restart, as the studio sees it: the ledger and the gateway URL are still there,
    // the session's key is not (a new tab has no sessionStorage).
    const tab = await page.context().newPage();
    await page.close();
    await tab.goto('/#/video');
    const card = tab.locator('[data-job-id]').filter({ hasText: 'Before the restart' }).first();
    await expect(card).toContainText(
      'No API key is saved for this gateway, so none was sent (a key kept for this session only is forgotten when the browser closes): enter it in Settings (401): No token provided',
    );
    await expect(card).toContainText('Paused: key refused');
    await expect(card.getByRole('progressbar')).toHaveCount(0);

    await tab.getByLabel('Prompt', { exact: true }).fill('After the restart');
    await tab.getByRole('button', { name: 'Generate' }).click();
    const refused = tab.locator('[data-job-id]').filter({ hasText: 'After the restart' }).first();
    await expect(refused).toHaveAttribute('data-job-status', 'refused');
    await expect(refused).toContainText('No API key is saved for this gateway');
  });

  test('a too-small first frame sends nothing and says why', async ({ studio, page }) => {
    await studio.fillVideo({ prompt: 'From a tiny frame', model: 'videomodel-1.0-i2v' });
    await page
      .getByLabel('First frame', { exact: true })
      .setInputFiles('e2e/assets/frame-200x200.png');
    await expect(page.getByTestId('first-frame-summary')).toContainText('200×200 px');
    // Said at once, at the field, before any Generate (issue 24.12).
    await expect(page.getByLabel('First frame', { exact: true })).toHaveAccessibleDescription(
      /at least 300 px/,
    );
    await studio.generate().click();
    await expect(page.getByLabel('First frame', { exact: true })).toHaveAccessibleDescription(
      /at least 300 px/,
    );
    expect(studio.log.to('POST', /^\/v1\/videos$/)).toHaveLength(0);
  });

  test('image to video sends the first frame in the `image` field', async ({ studio, page }) => {
    await studio.fillVideo({ prompt: 'From a good frame', model: 'videomodel-1.0-i2v' });
    await page
      .getByLabel('First frame', { exact: true })
      .setInputFiles('e2e/assets/frame-640x360.png');
    await expect(page.getByTestId('first-frame-summary')).toContainText('640×360 px');
    await studio.generate().click();
    await expect(studio.job('From a good frame')).toHaveAttribute('data-job-status', 'succeeded');
    const body = studio.log.to('POST', /^\/v1\/videos$/)[0]?.postDataJSON() as Record<
      string,
      unknown
    >;
    expect(body.model).toBe('videomodel-1.0-i2v');
    expect(String(body.image)).toMatch(/^data:image\/png;base64,/);
    expect(body).not.toHaveProperty('ratio');
  });

  test('a completed task without a URL plays from /content, fetched with the key', async ({
    studio,
  }) => {
    await studio.fillVideo({ prompt: 'No url [nourl]' });
    await studio.generate().click();
    const card = studio.job('No url');
    await expect(card).toHaveAttribute('data-job-status', 'succeeded');
    const video = card.locator('video');
    await expect(video).toHaveAttribute('src', /^blob:/);
    await studio.expectPlays(video);
    const [content] = studio.log.to('GET', /^\/v1\/videos\/[^/]+\/content$/);
    expect(content?.headers().authorization).toBe('Bearer e2e-demo-key');
  });

  test('after the terminal state no further GET is made for the task', async ({ studio }) => {
    await studio.fillVideo({ prompt: 'Stop polling' });
    await studio.generate().click();
    const card = studio.job('Stop polling');
    await expect(card).toHaveAttribute('data-job-status', 'succeeded');
    const taskId = await card.getAttribute('data-job-remote-ids');
    const polls = () => studio.log.to('GET', new RegExp(`^/v1/videos/${taskId}$`)).length;
    const atTerminal = polls();
    // A second job runs start to finish (several poll ticks): a stray poll of the first would show.
    await studio.fillVideo({ prompt: 'Second job' });
    await studio.generate().click();
    await expect(studio.job('Second job')).toHaveAttribute('data-job-status', 'succeeded');
    expect(studio.log.to('GET', /^\/v1\/videos\/[^/]+$/).length).toBeGreaterThan(atTerminal + 1);
    expect(polls()).toBe(atTerminal);
  });

  test('a failed job shows the gateway’s message', async ({ studio, page }) => {
    await studio.fillVideo({ prompt: 'Doomed [fail]' });
    await studio.generate().click();
    const card = studio.job('Doomed');
    await expect(card).toHaveAttribute('data-job-status', 'failed');
    await expect(card).toContainText('The upstream model could not render this prompt');
    await expect(page.getByRole('status', { name: 'Job updates' })).toHaveText(
      'Video job failed: Doomed [fail]',
    );
  });
});
