import { advancedSettings, openAdvancedSettings } from './fixtures/settings';
import { expect, gatewayKey, gatewayUrl, Studio, test } from './fixtures/studio';

/** Settings as a creator meets it, and the header that always says which gateway is in use. */
test.describe('Settings and the gateway in the header', () => {
  test('the connection comes first; the assumed paths wait, collapsed, behind "Advanced"', async ({
    studio,
    page,
  }) => {
    await studio.open('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByLabel('Gateway URL')).toBeVisible();
    await expect(page.getByLabel('API key')).toBeVisible();
    await expect(page.getByText('Gateway in use')).toBeVisible();
    await expect(advancedSettings(page)).not.toHaveAttribute('open');
    for (const label of [
      'First-frame field',
      'Clip query path',
      'Music create path',
      'Music feed path',
    ])
      await expect(page.getByLabel(label)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Restore default paths' })).toBeHidden();

    await openAdvancedSettings(page);
    for (const label of [
      'First-frame field',
      'Clip query path',
      'Music create path',
      'Music feed path',
    ])
      await expect(page.getByLabel(label)).toBeVisible();
  });

  test('the header names the demo, then the host of the gateway set in Settings, and links to Settings', async ({
    studio,
    page,
  }) => {
    await studio.open('/video');
    const indicator = page.getByRole('banner').getByRole('link', { name: /Gateway/ });
    await expect(indicator).toHaveAccessibleName('Gateway: Demo gateway');

    await studio.open('/settings');
    await page.getByLabel('Gateway URL').fill(gatewayUrl);
    await page.getByLabel('API key').fill(gatewayKey);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    const host = new URL(gatewayUrl).host;
    await expect(indicator).toHaveAccessibleName(`Gateway: ${host}`);
    await expect(indicator).toContainText(host);
    await expect(page.getByRole('note')).toHaveCount(0);
    await expect(page.getByText('Kept for this browser session only')).toBeVisible();

    // It stays on every page and after a reload, and takes the person to Settings.
    await studio.nav('Music');
    await page.reload();
    await expect(indicator).toHaveAccessibleName(`Gateway: ${host}`);
    await indicator.click();
    await expect(page).toHaveURL(/#\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('a session-only key after a browser restart: the header and Settings say at once that it must be entered again (issue 38.10)', async ({
    studio,
    context,
    browser,
    policyViolations,
  }) => {
    // "Remember on this device" left unticked: the key lives in sessionStorage only.
    await studio.connect();
    // The browser closes and opens again: localStorage and IndexedDB stay, sessionStorage is gone
    // (a context's storage state carries no sessionStorage).
    const restarted = await browser.newContext({
      storageState: await context.storageState({ indexedDB: true }),
    });
    await policyViolations.watch(restarted);
    const page = await restarted.newPage();
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r.url());
    });
    const again = new Studio(page);
    await again.open('/video');

    const host = new URL(gatewayUrl).host;
    const indicator = page.getByRole('banner').getByRole('link', { name: /Gateway/ });
    await expect(indicator).toHaveAccessibleName(`Gateway: ${host}`);
    await expect(indicator).toHaveAccessibleDescription(
      'Enter the API key again: it was kept for one browser session only.',
    );
    const banner = page.getByTestId('key-forgotten');
    await expect(banner).toContainText('Enter the API key again');
    await expect(banner).toContainText(
      `The key for “Main” (${host}) was kept for one browser session only`,
    );
    // Said before anything was asked of the gateway: nothing was generated.
    expect(posts).toEqual([]);

    await banner.getByRole('link', { name: 'enter it in Settings' }).click();
    await expect(page).toHaveURL(/#\/settings$/);
    await expect(
      page.getByText('Not in this browser session: it was kept for one session only.'),
    ).toBeVisible();

    // Entered again, the warnings go at once.
    await page.getByLabel('API key').fill(gatewayKey);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await expect(indicator).not.toHaveAccessibleDescription(/Enter the API key again/);
    await expect(page.getByText('Kept for this browser session only')).toBeVisible();
    await restarted.close();
  });

  test('with a session-only key gone, the balance is not asked for: Settings says to enter the key, and with it the balance comes', async ({
    studio,
    context,
    browser,
  }) => {
    await studio.connect();
    const restarted = await browser.newContext({
      storageState: await context.storageState({ indexedDB: true }),
    });
    const page = await restarted.newPage();
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/dashboard/billing/')) asked.push(r.url());
    });
    await new Studio(page).open('/settings');
    const balance = page
      .locator('dt', { hasText: 'Balance' })
      .locator('xpath=following-sibling::dd[1]');
    await expect(balance).toHaveText(
      'Enter the API key again to see the balance: it was kept for one browser session only.',
    );
    // Past the first idle moments, when the balance is first asked for (useStartUpSettled).
    for (let i = 0; i < 3; i += 1)
      await page.evaluate(
        () => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 2_000 })),
      );
    expect(asked).toEqual([]);
    await expect(page.getByRole('banner').locator('[data-balance]')).toHaveCount(0);

    await page.getByLabel('API key').fill(gatewayKey);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(balance).toHaveText(/^\$[\d,]+\.\d\d \(used /);
    expect(asked.length).toBeGreaterThan(0);
    await restarted.close();
  });

  test('Save checks a real gateway at once: an address that does not answer and a refused key are said beside it and in the header', async ({
    studio,
    page,
  }) => {
    const indicator = page.getByRole('banner').getByRole('link', { name: /Gateway/ });
    const saved = page.getByRole('status').filter({ hasText: 'Saved.' });
    await studio.open('/settings');
    await expect(indicator).toHaveAttribute('data-gateway-health', 'demo');

    await page.getByLabel('Gateway URL').fill('http://127.0.0.1:9');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(saved).toHaveText(
      'Saved. But 127.0.0.1:9 failed “Gateway reachable”: the fix is in the checks above.',
    );
    // The header no longer shows a green dot for an address nothing answers at.
    await expect(indicator).toHaveAttribute('data-gateway-health', 'fail');
    await expect(indicator).toHaveAccessibleDescription('Its last check failed: see Settings.');

    await page.getByLabel('Gateway URL').fill(gatewayUrl);
    await page.getByLabel('API key').fill('sk-wrong-key');
    await page.getByRole('button', { name: 'Save settings' }).click();
    const host = new URL(gatewayUrl).host;
    await expect(saved).toHaveText(
      `Saved. But ${host} failed “Key accepted”: the fix is in the checks above.`,
    );
    await expect(page.locator('[data-check="key"]')).toContainText(
      'The gateway refused the key (401).',
    );
    await expect(indicator).toHaveAttribute('data-gateway-health', 'fail');

    await page.getByLabel('API key').fill(gatewayKey);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(saved).toHaveText(`Saved. ${host} passed every check.`);
    await expect(indicator).toHaveAttribute('data-gateway-health', 'pass');
    await expect(indicator).toHaveAccessibleName(`Gateway: ${host}`);

    // The check is read-only: saving three times created nothing.
    expect(
      studio.log.requests.filter((r) => r.method() !== 'GET' && r.method() !== 'OPTIONS'),
    ).toEqual([]);

    // After a reload nothing is known of the gateway until it is checked again: a ring, not green.
    await page.reload();
    await expect(indicator).toHaveAttribute('data-gateway-health', 'unknown');
  });
});
