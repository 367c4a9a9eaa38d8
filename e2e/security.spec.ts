import { expect, test } from './fixtures/studio';

test.describe('security of the static build', () => {
  test('INVARIANT the build ships a Content-Security-Policy with no inline script, and a full job runs without violating it', async ({ studio, page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    await studio.connect();
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(await page.locator('script:not([src])').count()).toBe(0);

    await studio.nav('Video');
    await studio.fillVideo({ prompt: 'Under the policy [nourl]' });
    await studio.generate().click();
    const card = studio.job('Under the policy');
    await expect(card).toHaveAttribute('data-job-status', 'succeeded');
    // A blob: result fetched with the key, and media from another origin, both allowed.
    await studio.expectPlays(card.locator('video'));
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });

  test('INVARIANT the key never appears in a URL, in storage other than where the person chose, or on screen', async ({ studio, page }) => {
    await studio.connect();
    await studio.nav('Video');
    await studio.fillVideo({ prompt: 'Where is the key' });
    await studio.generate().click();
    await expect(studio.job('Where is the key')).toHaveAttribute('data-job-status', 'succeeded');
    expect(studio.log.requests.some((r) => r.url().includes('e2e-demo-key'))).toBe(false);
    const stored = await page.evaluate(() => ({ local: JSON.stringify(localStorage), session: sessionStorage.getItem('media-studio.api-key') }));
    expect(stored.local).not.toContain('e2e-demo-key');
    expect(stored.session).toBe('e2e-demo-key');
    await studio.nav('Library');
    await expect(page.locator('body')).not.toContainText('e2e-demo-key');
  });
});
