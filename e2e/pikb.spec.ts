import { expect, test } from './fixtures/studio';
import { PikbSteps, taskPolls as polls } from './fixtures/pikb';

/**
 * Ids and what the demo gateway derives from them (src/features/pikb/demo.ts): each test uses
 * its own id, because the demo server keeps its tasks for the whole run.
 */
const THREE_VIDEOS = '3b9f2c1e-4a7d-4e3b-8c5a-1f2e3d4c5b6a'; // corgi prompt, Cake-ify, model 1.5, 10 s
const ONE_FAILS = 'fa11fa11-5eed-4e2e-8e2e-00000000e2e1'; // three videos, the second ends in `error`
const UNKNOWN = '00000000-0000-4000-8000-00000000e2e4';
const FLAKY = '00000502-0000-4000-8000-00000000e2e5';

test.describe('pikb: following a task by id against the demo gateway over HTTP', () => {
  let pikb: PikbSteps;
  test.beforeEach(async ({ studio, page }) => {
    pikb = new PikbSteps(page);
    await studio.presetGateway('/pikb');
  });

  test('follow a UUID → its videos progress → all finished, each plays with its poster', async ({
    studio,
  }) => {
    await pikb.follow(THREE_VIDEOS);
    const card = studio.job(THREE_VIDEOS);
    await expect(card).toHaveAttribute('data-job-remote-ids', THREE_VIDEOS);
    await expect(card).toHaveAttribute('data-job-status', /queued|running/);
    // The card learns the task from its record: prompt, effect, model, duration.
    await expect(card).toContainText('A corgi sitting on a beach towel, looking at the camera');
    await expect(card.getByText('Cake-ify', { exact: true })).toBeVisible();
    await expect(card.getByText('1.5', { exact: true })).toBeVisible();
    // Each video has its own status while the task runs.
    await expect(pikb.videos(card).getByText('Generating').first()).toBeVisible();

    await expect(card).toHaveAttribute('data-job-status', 'succeeded', { timeout: 30_000 });
    await expect(pikb.videos(card)).toHaveCount(3);
    for (const n of [1, 2, 3]) {
      await expect(pikb.video(card, n).getByText('Done')).toBeVisible();
      const player = pikb.player(card, n);
      await expect(player).toHaveAttribute('poster', /\/demo\/poster\.jpg$/);
      await studio.expectPlays(player);
    }

    const asked = polls(studio, THREE_VIDEOS);
    expect(asked.length).toBeGreaterThanOrEqual(2);
    expect(asked.every((r) => r.headers().authorization === 'Bearer e2e-demo-key')).toBe(true);
    // Following sends no create: the contract shows none.
    expect(
      studio.log.requests.filter((r) => r.method() === 'POST' && /\/pikb\//.test(r.url())),
    ).toHaveLength(0);
    // Media hosts get the poster and the video, never the key.
    const media = studio.log.requests.filter((r) =>
      /\/demo\/(poster\.jpg|sample\.(mp4|webm))$/.test(new URL(r.url()).pathname),
    );
    expect(media.some((r) => r.url().endsWith('/demo/poster.jpg'))).toBe(true);
    expect(media.every((r) => r.headers().authorization === undefined)).toBe(true);
  });

  test('an invalid id shows why next to the field and sends nothing', async ({ studio }) => {
    for (const id of ['not-a-uuid', '3b9f2c1e-4a7d-4e3b-8c5a-1f2e3d4c5b6', '']) {
      await pikb.taskId().fill(id);
      await pikb.followButton().click();
      await expect(pikb.taskId()).toHaveAccessibleDescription(
        id === '' ? 'Enter the Task ID of a pikb task.' : /^A Task ID is a UUID/,
      );
    }
    expect(studio.log.to('GET', /^\/pikb\/task$/)).toHaveLength(0);
    await expect(studio.jobs()).toHaveCount(0);
  });

  test('a task with a failed video shows it failed and the others playable', async ({ studio }) => {
    await pikb.follow(ONE_FAILS);
    const card = studio.job(ONE_FAILS);
    await expect(card).toHaveAttribute('data-job-status', 'succeeded', { timeout: 30_000 });
    await expect(pikb.videos(card)).toHaveCount(3);
    const failed = pikb.video(card, 2);
    await expect(failed.getByText('Failed')).toBeVisible();
    await expect(failed).toContainText('gateway says “error”');
    await expect(failed.locator('video')).toHaveCount(0);
    for (const n of [1, 3]) await studio.expectPlays(pikb.player(card, n));
  });

  test('an id the gateway does not know gives a clear message on the card, and polling stops', async ({
    studio,
  }) => {
    await pikb.follow(UNKNOWN);
    const card = studio.job(UNKNOWN);
    await expect(card).toHaveAttribute('data-job-status', 'failed');
    await expect(card).toContainText('The gateway does not know this task (404): task not found');
    await expect(card).toContainText('Check the Task ID');
    const atEnd = polls(studio, UNKNOWN).length;
    expect(atEnd).toBe(1);
    // Another task runs several poll ticks; a stray poll of the unknown id would show among them.
    await pikb.follow('c0ffee00-1234-4abc-9def-0123456789ab');
    await expect(studio.job('c0ffee00-1234-4abc-9def-0123456789ab')).toHaveAttribute(
      'data-job-status',
      'succeeded',
      { timeout: 30_000 },
    );
    expect(polls(studio, UNKNOWN)).toHaveLength(atEnd);
    await expect(card.getByText('Retrying')).toHaveCount(0);
  });

  test('polling survives 502 pages from a proxy and finishes', async ({ studio }) => {
    await pikb.follow(FLAKY);
    const card = studio.job(FLAKY);
    await expect(card.getByText('Retrying')).toBeVisible();
    await expect(card).toHaveAttribute('data-job-status', 'succeeded', { timeout: 45_000 });
    await expect(card.getByText('Retrying')).toHaveCount(0);
  });
});
