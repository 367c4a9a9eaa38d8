import { advancedSettings, openAdvancedSettings } from './fixtures/settings';
import { expect, gatewayKey, gatewayUrl, test } from './fixtures/studio';

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
});
