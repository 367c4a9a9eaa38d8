import { expectNoViolations, settle } from './fixtures/a11y';
import {
  addProfile,
  balanceInHeader,
  gateway2Key,
  gateway2Url,
  headerBalance,
  profileSwitcher,
  requestsAt,
  switchProfile,
} from './fixtures/profiles';
import { openAdvancedSettings } from './fixtures/settings';
import { Studio, expect, gatewayKey, gatewayUrl, test } from './fixtures/studio';

async function makeVideo(studio: Studio, prompt: string) {
  await studio.open('/video');
  await studio.fillVideo({ prompt });
  await studio.generate().click();
  await expect(studio.job(prompt)).toHaveAttribute('data-job-remote-ids', /.+/);
  return (await studio.job(prompt).getAttribute('data-job-remote-ids')) ?? '';
}

/** Polls of one task that one gateway saw (GET of its record), with whether they carried a key. */
async function pollsOf(url: string, taskId: string) {
  return (await requestsAt(url)).filter(
    (r) => r.method === 'GET' && r.path === `/v1/videos/${taskId}`,
  );
}

test.describe('Gateway profiles', () => {
  test('two gateways as two profiles: each finishes its jobs while the other is active, polled with its own key', async ({
    studio,
    page,
  }) => {
    test.setTimeout(120_000);
    // Profile "Main" on the first gateway, a second profile on the second gateway (its own key).
    await studio.connect({ remember: true });
    await addProfile(studio, { name: 'Relay B', url: gateway2Url, key: gateway2Key });
    await expect(
      page.getByRole('banner').getByRole('link', { name: /^Gateway:/ }),
    ).toHaveAccessibleName(`Gateway: ${new URL(gateway2Url).host} (Relay B)`);

    // Main: a slow job; then Relay B active, and a job there.
    await switchProfile(studio, 'Main');
    const a1 = await makeVideo(studio, 'Harbour at dusk on Main [slow]');
    await switchProfile(studio, 'Relay B');
    const b1 = await makeVideo(studio, 'Lighthouse on Relay B');
    // Main's job finishes while Relay B is the active profile.
    await expect(studio.job('Harbour at dusk on Main')).toHaveAttribute(
      'data-job-status',
      'succeeded',
      { timeout: 30_000 },
    );
    await expect(studio.job('Lighthouse on Relay B')).toHaveAttribute(
      'data-job-status',
      'succeeded',
    );

    // Relay B: a slow job; then Main active again: Relay B's job finishes there.
    const b2 = await makeVideo(studio, 'Tide pools on Relay B [slow]');
    await switchProfile(studio, 'Main');
    await studio.open('/library');
    await expect(studio.job('Tide pools on Relay B')).toHaveAttribute(
      'data-job-status',
      'succeeded',
      { timeout: 30_000 },
    );
    await expect(
      studio.job('Tide pools on Relay B').getByText(/belongs to another gateway/),
    ).toHaveCount(0);

    // Each task was polled only at its own gateway, with a key, and never at the other.
    const polls = {
      a1: { own: await pollsOf(gatewayUrl, a1), other: await pollsOf(gateway2Url, a1) },
      b1: { own: await pollsOf(gateway2Url, b1), other: await pollsOf(gatewayUrl, b1) },
      b2: { own: await pollsOf(gateway2Url, b2), other: await pollsOf(gatewayUrl, b2) },
    };
    for (const [job, { own, other }] of Object.entries(polls)) {
      expect(own.length, `${job} polled at its own gateway`).toBeGreaterThan(0);
      expect(
        own.every((r) => r.hasAuthorization),
        `${job} polled with a key`,
      ).toBe(true);
      expect(other, `${job} never polled at the other gateway`).toEqual([]);
    }
    // The second gateway requires its own key: a poll with Main's key would have been refused (401) and paused the job.
    test.info().annotations.push({
      type: 'polls',
      description: `Main [slow] ${polls.a1.own.length}, Relay B ${polls.b1.own.length}, Relay B [slow] ${polls.b2.own.length} (speed ×8)`,
    });

    // The library filters by gateway profile.
    await page.getByLabel('Gateway profile').selectOption({ label: 'Relay B' });
    await expect(page).toHaveURL(/profile=/);
    await expect(studio.jobs()).toHaveCount(2);
    await expect(studio.job('Harbour at dusk on Main')).toHaveCount(0);
    await page.getByLabel('Gateway profile').selectOption({ label: 'Main' });
    await expect(studio.jobs()).toHaveCount(1);
  });

  test('INVARIANT one tab polls the running jobs of every profile: a second tab polls neither gateway, though it made the jobs', async ({
    studio,
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    // Both keys remembered on this device, so the second tab could poll either profile if it led.
    await studio.connect({ remember: true });
    await addProfile(studio, { name: 'Relay B', url: gateway2Url, key: gateway2Key });
    await page.getByLabel('Remember on this device').setChecked(true);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

    // The first tab holds the poll lock and stays put; the second makes a slow job on each profile.
    const other = new Studio(await context.newPage());
    const b = await makeVideo(other, 'Breakwater on Relay B [slow]');
    await switchProfile(other, 'Main');
    const a = await makeVideo(other, 'Orchard on Main [slow]');
    await other.open('/library');
    await expect(other.job('Orchard on Main')).toHaveAttribute('data-job-status', 'succeeded', {
      timeout: 30_000,
    });
    await expect(other.job('Breakwater on Relay B')).toHaveAttribute(
      'data-job-status',
      'succeeded',
      { timeout: 30_000 },
    );

    const pollPath = /^\/v1\/videos\/[^/]+$/;
    expect(
      other.log.to('GET', pollPath).map((r) => r.url()),
      'the second tab polled nothing',
    ).toEqual([]);
    const sentByLeader = (url: string, taskId: string) =>
      studio.log.to('GET', pollPath).filter((r) => r.url() === `${url}/v1/videos/${taskId}`);
    for (const [job, own, elsewhere] of [
      [a, gatewayUrl, gateway2Url],
      [b, gateway2Url, gatewayUrl],
    ] as const) {
      const leader = sentByLeader(own, job);
      expect(leader.length, `${job} polled by the leading tab`).toBeGreaterThan(0);
      // Every poll its gateway saw is one the leading tab sent (a cancelled one may never arrive).
      expect(
        (await pollsOf(own, job)).length,
        `${job}: no poll from another tab`,
      ).toBeLessThanOrEqual(leader.length);
      expect(await pollsOf(elsewhere, job), `${job} never polled at the other gateway`).toEqual([]);
    }
    test.info().annotations.push({
      type: 'polls',
      description: `two tabs, two profiles: Main [slow] ${sentByLeader(gatewayUrl, a).length}, Relay B [slow] ${sentByLeader(gateway2Url, b).length}, all from one tab (speed ×8)`,
    });
  });

  test('deleting a profile with a running job asks first, naming how many it would stop following', async ({
    studio,
    page,
  }) => {
    await addProfile(studio, { name: 'Relay B', url: gateway2Url, key: gateway2Key });
    await makeVideo(studio, 'Long take on Relay B [slow]');
    await studio.open('/settings');
    await page.getByRole('button', { name: 'Delete profile…' }).click();
    await expect(
      page.getByText('1 running job of this profile will no longer be followed'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Keep profile' }).click();
    await expect(profileSwitcher(page).locator('option')).toHaveCount(2);
    await page.getByRole('button', { name: 'Delete profile…' }).click();
    await page.getByRole('button', { name: 'Delete, stop following 1 running job' }).click();
    await expect(profileSwitcher(page).locator('option')).toHaveCount(1);
    await expect(
      page.getByRole('banner').getByRole('link', { name: /^Gateway:/ }),
    ).toHaveAccessibleName('Gateway: Demo gateway');
  });

  test('Settings with two profiles has no axe violations, light and dark', async ({
    studio,
    page,
  }) => {
    await settle(page);
    await studio.connect();
    await addProfile(studio, { name: 'Relay B', url: gateway2Url, key: gateway2Key });
    await openAdvancedSettings(page);
    await page.getByRole('button', { name: 'Delete profile…' }).click();
    await expect(page.getByText('No running job uses it.')).toBeVisible();
    await expectNoViolations(page, 'Settings with two profiles and the delete question');
  });
});

test.describe('Balance', () => {
  test('the header shows the balance where the gateway answers it, and it falls after a job', async ({
    studio,
    page,
  }) => {
    await studio.connect();
    await studio.open('/video');
    await expect(balanceInHeader(page)).toBeVisible();
    const before = await headerBalance(page);
    await studio.fillVideo({ prompt: 'A paid sunrise' });
    await studio.generate().click();
    await expect(studio.job('A paid sunrise')).toHaveAttribute('data-job-status', 'succeeded');
    // Refreshed when the job ended, not a minute later.
    await expect.poll(() => headerBalance(page)).toBeLessThan(before);
    const asked = await requestsAt(gatewayUrl).then((all) =>
      all.filter((r) => r.path === '/v1/dashboard/billing/subscription'),
    );
    expect(asked.every((r) => r.hasAuthorization)).toBe(true);

    await studio.open('/settings');
    await expect(
      page.locator('dt', { hasText: 'Balance' }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText(/^\$[\d,]+\.\d\d \(used /);
  });

  test('a gateway without the balance query shows nothing in the header and says why in Settings', async ({
    studio,
    page,
  }) => {
    await studio.connect();
    await openAdvancedSettings(page);
    await page.getByLabel('Balance subscription path').fill('/v1/no/such/billing');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(
      page.locator('dt', { hasText: 'Balance' }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText('This gateway does not answer the balance query (404 at /v1/no/such/billing).');
    await expect(balanceInHeader(page)).toHaveCount(0);
  });
});

test.describe('Test connection', () => {
  const check = (studio: Studio, id: string) => studio.page.locator(`[data-check="${id}"]`);

  async function testWith(studio: Studio, url: string, key: string) {
    const { page } = studio;
    await studio.open('/settings');
    await page.getByLabel('Gateway URL').fill(url);
    await page.getByLabel('API key').fill(key);
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(page.getByRole('region', { name: 'Connection check' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Test connection' })).toBeEnabled();
  }

  test('names an unreachable host, a CORS refusal, a refused key and a wrong path — and never shows the key', async ({
    studio,
    page,
  }) => {
    const secret = 'sk-never-on-screen-4d1f';
    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));

    await testWith(studio, 'http://127.0.0.1:9', secret);
    await expect(check(studio, 'reachable')).toHaveAttribute('data-check-result', 'fail');
    await expect(check(studio, 'reachable')).toContainText('Nothing answers at 127.0.0.1:9');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: '127.0.0.1:9: “Gateway reachable” failed. The fix is below.' }),
    ).toBeVisible();

    await testWith(studio, `${gatewayUrl}/__demo/no-cors`, secret);
    await expect(check(studio, 'reachable')).toHaveAttribute('data-check-result', 'pass');
    await expect(check(studio, 'cors')).toHaveAttribute('data-check-result', 'fail');
    const origin = new URL(page.url()).origin;
    await expect(check(studio, 'cors')).toContainText(
      `does not allow this page’s origin (${origin})`,
    );
    await expect(check(studio, 'cors').locator('code')).toHaveText(
      [
        `Access-Control-Allow-Origin: ${origin}`,
        'Access-Control-Allow-Headers: Authorization, Content-Type',
        'Access-Control-Allow-Methods: GET, POST, OPTIONS',
        'Access-Control-Expose-Headers: Retry-After, openai-poll-after-ms',
      ].join('\n'),
    );

    await testWith(studio, gatewayUrl, secret);
    await expect(check(studio, 'cors')).toHaveAttribute('data-check-result', 'pass');
    await expect(check(studio, 'key')).toHaveAttribute('data-check-result', 'fail');
    await expect(check(studio, 'key')).toContainText('The gateway refused the key (401).');

    await testWith(studio, `${gatewayUrl}/api`, gatewayKey);
    await expect(check(studio, 'path')).toHaveAttribute('data-check-result', 'fail');
    await expect(check(studio, 'path')).toContainText('the base path is wrong');

    await testWith(studio, gatewayUrl, gatewayKey);
    for (const id of ['secure', 'reachable', 'cors', 'json', 'key', 'path', 'balance'])
      await expect(check(studio, id)).toHaveAttribute('data-check-result', 'pass');
    await expect(page.getByRole('status').filter({ hasText: 'all checks passed' })).toBeVisible();

    // Nothing was created, and the key appeared nowhere: not on screen, not in the page, not in the console.
    expect(
      studio.log.requests.filter((r) => r.method() !== 'GET' && r.method() !== 'OPTIONS'),
    ).toEqual([]);
    await page.getByLabel('API key').fill(secret);
    expect(await page.locator('body').innerText()).not.toContain(secret);
    expect(await page.content()).not.toContain(secret);
    expect(logged.join('\n')).not.toContain(secret);
    await expect(page.getByRole('button', { name: 'Save settings' })).toBeVisible();
    await settle(page);
    await expectNoViolations(page, 'Settings with the connection check results');
  });
});
