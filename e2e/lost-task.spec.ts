import { expect, test } from './fixtures/studio';
import { forgetTask, serverRequests } from './fixtures/gateway';

/** The gateway's GETs of one task after its `from`th logged request, counted by the gateway. */
async function pollsOf(taskId: string, from: number): Promise<number> {
  return (await serverRequests())
    .slice(from)
    .filter((r) => r.method === 'GET' && r.path === `/v1/videos/${taskId}`).length;
}

/**
 * Issue 38.4: a task the gateway no longer knows is not "Queued · Retrying" for ever. Followed
 * through a window (a 404 right after a create can be a replica's lag), then given up: the card
 * says the gateway does not know it, offers Check again and Remove, and nothing polls it.
 */
test('a task the gateway lost is given up after its window: "Not found", Check again asks once, polling stops, Remove takes it away', async ({
  studio,
  page,
}) => {
  // The page's clock, so the two minutes of the window can pass at once.
  await page.clock.install();
  await studio.presetGateway('/video');
  await studio.fillVideo({ prompt: 'Lost at the gateway [slow]' });
  await studio.generate().click();
  const card = studio.job('Lost at the gateway');
  await expect(card).toHaveAttribute('data-job-remote-ids', /^video_/);
  const id = (await card.getAttribute('data-job-remote-ids')) ?? '';

  const { forgotten, logged: forgottenAt } = await forgetTask(id);
  expect(forgotten).toBe(1);
  // Inside the window it is a poll problem, retried.
  await expect(card.getByText('Retrying')).toBeVisible();
  await expect(card).toContainText('The gateway does not know this task (404)');
  await expect(card).not.toHaveAttribute('data-job-lost');

  // Two minutes on, three 404s in a row: given up. The clock is moved in steps: a jump fires a
  // due timer at most once, and a poll in flight at the jump schedules its successor after it.
  await page.clock.fastForward('02:00');
  await expect
    .poll(
      async () => {
        await page.clock.fastForward('00:20');
        return card.getAttribute('data-job-lost');
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBe('true');
  await expect(card).toHaveAttribute('data-job-status', 'queued');
  await expect(card.getByText('Not found', { exact: true })).toBeVisible();
  await expect(
    card.getByText('The gateway does not know this task', { exact: true }),
  ).toBeVisible();
  await expect(card.getByText('Retrying')).toHaveCount(0);
  await expect(card.getByRole('progressbar')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Stop following' })).toHaveCount(0);
  const checkAgain = card.getByRole('button', { name: 'Check again' });
  await expect(checkAgain).toBeVisible();
  await expect(card.getByRole('button', { name: 'Remove…' })).toBeVisible();
  const asked = await pollsOf(id, forgottenAt);
  expect(asked).toBeGreaterThanOrEqual(3);
  await expect(card).toContainText(`the last ${asked} checks`);

  // Ten minutes more: a poll still scheduled would fire now. None does — and Check again asks
  // exactly once, the card counting it.
  await page.clock.fastForward('10:00');
  await checkAgain.click();
  await expect(card).toContainText(`the last ${asked + 1} checks`);
  await expect(checkAgain).toBeEnabled();
  expect(await pollsOf(id, forgottenAt)).toBe(asked + 1);
  await expect(card).toHaveAttribute('data-job-lost', 'true');

  // After a reload it is still given up, and still not polled.
  await page.reload();
  await expect(card).toHaveAttribute('data-job-lost', 'true');
  await page.clock.fastForward('10:00');
  await expect(card.getByRole('button', { name: 'Check again' })).toBeVisible();
  expect(await pollsOf(id, forgottenAt)).toBe(asked + 1);

  await card.getByRole('button', { name: 'Remove…' }).click();
  await card.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(studio.job('Lost at the gateway')).toHaveCount(0);
});
