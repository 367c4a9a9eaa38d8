import { expect, test } from './fixtures/studio';
import { serverRequests } from './fixtures/gateway';

const VIDEO_CREATE = /^\/v1\/videos$/;

/**
 * Issue 12, items 2 and 3: a create that certainly made nothing is "Not started", not "Failed";
 * it offers "Try again" (one POST per click, after the wait a 429 asked for), the Library leaves
 * it out by default, and an unreachable gateway says "Not sent" instead of "id unknown".
 */
test.describe('a create that never started', () => {
  test('[429] is "Not started" with a countdown; the Library hides it by default; Try again sends exactly one POST once the wait is over', async ({
    studio,
    page,
  }) => {
    await studio.presetGateway('/video');
    await studio.fillVideo({ prompt: 'Busy hour [429]' });
    await studio.generate().click();

    const alert = page.getByRole('alert').filter({ hasText: 'The job was not started' });
    await expect(alert).toContainText('Nothing was created.');
    await expect(alert).toContainText('which waits 3 s as the gateway asked');

    // The gateway's words are said once, on the card, not again under the form.
    const card = studio.job('Busy hour');
    await expect(card).toContainText('The gateway is rate limiting requests (429)');
    await expect(alert).not.toContainText('rate limiting');
    await expect(card).toHaveAttribute('data-job-status', 'refused');
    await expect(card).toHaveAttribute('data-job-remote-ids', '');
    // Said once, by the badge: not again above the gateway's reason (issue 38.7).
    await expect(card.getByText('Not started', { exact: true })).toHaveCount(1);
    await expect(card.getByText('Not started', { exact: true })).toBeVisible();
    await expect(card.getByText('Failed', { exact: true })).toHaveCount(0);
    await expect(card).not.toContainText('id unknown');
    const tryAgain = card.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toBeDisabled();
    await expect(card).toContainText(/The gateway asked to wait: try again in [1-3] s\./);
    expect(studio.log.to('POST', VIDEO_CREATE)).toHaveLength(1);

    // The Library's default view leaves it out; its Status filter shows it.
    await studio.nav('Library');
    await expect(page.getByRole('heading', { name: 'Library', level: 1 })).toBeVisible();
    await expect(studio.job('Busy hour')).toHaveCount(0);
    await page.getByLabel('Status').selectOption({ label: 'Not started' });
    await expect(page).toHaveURL(/status=refused/);
    const listed = studio.job('Busy hour');
    await expect(listed).toHaveAttribute('data-job-status', 'refused');

    // Once the wait is over, one click is one POST: the gateway refuses it again (the tag stays),
    // and the new refusal replaces the old card instead of adding a second one.
    const again = listed.getByRole('button', { name: 'Try again' });
    await expect(again).toBeEnabled({ timeout: 10_000 });
    const clickedAt = Date.now();
    await again.click();
    await expect.poll(() => studio.log.to('POST', VIDEO_CREATE).length).toBe(2);
    await expect
      .poll(
        async () =>
          (await serverRequests()).filter(
            (r) => r.method === 'POST' && VIDEO_CREATE.test(r.path) && r.at >= clickedAt - 1_000,
          ).length,
      )
      .toBeGreaterThanOrEqual(1);
    await expect(page.locator('[data-job-id]').filter({ hasText: 'Busy hour' })).toHaveCount(1);
    await expect(studio.job('Busy hour')).toHaveAttribute('data-job-status', 'refused');
    await expect(studio.job('Busy hour').getByRole('button', { name: 'Try again' })).toBeDisabled();
    expect(studio.log.to('POST', VIDEO_CREATE)).toHaveLength(2);
  });

  test('an unreachable gateway says "Not sent" with what to check, and leaves no "id unknown" card', async ({
    studio,
    page,
  }) => {
    await studio.connect({ url: 'http://127.0.0.1:9' });
    await studio.nav('Video');
    await studio.fillVideo({ prompt: 'Into the void' });
    await studio.generate().click();

    const alert = page.getByRole('alert').filter({ hasText: 'The job was not started' });
    await expect(alert).toContainText('Check the Gateway URL');
    await expect(alert.getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(page.getByText('No clear answer from the gateway')).toHaveCount(0);

    // Said once, on the card: its title "Not sent", then why, and nothing of it again under the form.
    const card = studio.job('Into the void');
    await expect(card).toHaveAttribute('data-job-status', 'refused');
    await expect(card).toContainText('Not sent');
    await expect(card).toContainText('The gateway could not be reached at http://127.0.0.1:9.');
    await expect(card).toContainText('CORS');
    await expect(card.getByText(/Not sent/)).toHaveCount(1);
    await expect(alert).not.toContainText('could not be reached');
    await expect(card).not.toContainText('id unknown');
    await expect(card.getByLabel('Attach ID')).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(studio.log.to('POST', VIDEO_CREATE)).toHaveLength(1);

    // Survives a reload as it is: still "Not sent", never "Submitting".
    await page.reload();
    await expect(studio.job('Into the void')).toHaveAttribute('data-job-status', 'refused');
    await expect(studio.job('Into the void')).not.toContainText('id unknown');
  });
});
