import { expect, Studio, test } from './fixtures/studio';

test.describe('the built-in demo gateway in the static build', () => {
  test.beforeEach(async ({ page }) => {
    // The demo's own clock knob, so a job takes seconds rather than half a minute.
    await page.addInitScript(() => localStorage.setItem('media-studio.demo-speed', '8'));
  });

  test('with no gateway configured, a video job runs in the page and plays, and nothing leaves for a gateway', async ({
    studio,
    page,
  }) => {
    await studio.open('/video');
    await expect(page.getByRole('note')).toContainText('Demo gateway');
    await studio.fillVideo({ prompt: 'Demo mode clip' });
    await studio.generate().click();
    const card = studio.job('Demo mode clip');
    await expect(card).toHaveAttribute('data-job-status', 'succeeded');
    await studio.expectPlays(card.locator('video'));
    // Only the app's own origin was contacted: the demo answered in-page.
    const origins = new Set(studio.log.requests.map((r) => new URL(r.url()).origin));
    expect([...origins]).toEqual([new URL(page.url()).origin]);
  });

  test('a demo job survives a reload mid-run', async ({ studio, page }) => {
    await studio.open('/video');
    await studio.fillVideo({ prompt: 'Demo reload [slow]' });
    await studio.generate().click();
    const card = studio.job('Demo reload');
    await expect(card).toHaveAttribute('data-job-status', /queued|running/);
    await page.reload();
    await expect(card).toHaveAttribute('data-job-status', 'succeeded', { timeout: 30_000 });
    await expect(studio.jobs()).toHaveCount(1);
  });

  test('a demo job made in a second tab is known to the tab that follows it, finishes, and is still there after a reload (issue 38.4)', async ({
    studio,
    context,
  }) => {
    // The first tab leads the polling (one Web Lock for the browser), and its demo has answered
    // something already: it was the one that did not know the other tab's tasks.
    await studio.open('/video');
    await studio.fillVideo({ prompt: 'First tab job' });
    await studio.generate().click();
    await expect(studio.job('First tab job')).toHaveAttribute('data-job-status', 'succeeded');

    const second = new Studio(await context.newPage());
    await second.open('/video');
    await second.fillVideo({ prompt: 'Second tab job [slow]' });
    await second.generate().click();
    const card = second.job('Second tab job');
    await expect(card).toHaveAttribute('data-job-status', /queued|running/);
    await second.page.reload();
    await expect(card).toHaveAttribute('data-job-status', 'succeeded', { timeout: 30_000 });
    await expect(card).not.toContainText('does not know this task');
    await studio.expectPlays(studio.job('Second tab job').locator('video'));
  });

  test('a demo job goes on after the browser is closed and opened again (issue 38.4)', async ({
    studio,
    context,
    browser,
    policyViolations,
  }) => {
    await studio.open('/video');
    await studio.fillVideo({ prompt: 'Demo across a restart [slow]' });
    await studio.generate().click();
    await expect(studio.job('Demo across a restart')).toHaveAttribute(
      'data-job-status',
      /queued|running/,
    );
    // What a closed browser keeps: localStorage and IndexedDB, not the page's memory.
    const reopened = await browser.newContext({
      storageState: await context.storageState({ indexedDB: true }),
    });
    await policyViolations.watch(reopened);
    await context.close();
    const again = new Studio(await reopened.newPage());
    await again.open('/video');
    const card = again.job('Demo across a restart');
    await expect(card).toHaveAttribute('data-job-status', 'succeeded', { timeout: 30_000 });
    await again.expectPlays(card.locator('video'));
    await reopened.close();
  });

  test('a deployment can preset the gateway in config.json', async ({ studio, page }) => {
    await page.route('**/config.json', (route) =>
      route.fulfill({ json: { gatewayUrl: 'https://gateway.example.com', demo: false } }),
    );
    await studio.open('/settings');
    await expect(page.getByLabel('Gateway URL')).toHaveValue('https://gateway.example.com');
    await expect(page.getByRole('note')).toHaveCount(0);
  });
});
