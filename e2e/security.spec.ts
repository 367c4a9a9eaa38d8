import { expect, test } from './fixtures/studio';

test.describe('security of the static build', () => {
  test('INVARIANT the build ships a Content-Security-Policy with no inline script, and a full job runs without violating it', async ({
    studio,
    page,
    policyViolations,
  }) => {
    await studio.connect();
    const csp = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).toContain('trusted-types intl-warm');
    expect(await page.locator('script:not([src])').count()).toBe(0);

    await studio.nav('Video');
    await studio.fillVideo({ prompt: 'Under the policy [nourl]' });
    await studio.generate().click();
    const card = studio.job('Under the policy');
    await expect(card).toHaveAttribute('data-job-status', 'succeeded');
    // A blob: result fetched with the key, and media from another origin, both allowed.
    await studio.expectPlays(card.locator('video'));
    // (Every test's fixture asserts this too, at its end.)
    expect(policyViolations.seen).toEqual([]);
  });

  test('INVARIANT Trusted Types are enforced: a string given to a DOM script sink is refused, and the watch every spec runs under reports it', async ({
    studio,
    page,
    policyViolations,
  }) => {
    await studio.open('/library');
    await expect(page.getByRole('searchbox')).toBeVisible();
    // The studio's own worker still starts: its URL goes through the one policy the CSP allows.
    await expect
      .poll(() => studio.log.requests.some((r) => /\/intl-warm\.worker-[\w-]+\.js$/.test(r.url())))
      .toBe(true);
    expect(policyViolations.seen).toEqual([]);

    const refused = await page.evaluate(() => {
      const factory = (
        window as unknown as {
          trustedTypes?: { createPolicy(name: string, rules: object): unknown };
        }
      ).trustedTypes;
      if (factory === undefined) return ['this browser has no Trusted Types'];
      /* eslint-disable no-restricted-syntax -- the very writes the policy must refuse */
      const attempts: Record<string, () => unknown> = {
        innerHTML: () => (document.createElement('div').innerHTML = '<img src=x onerror=alert(1)>'),
        insertAdjacentHTML: () => document.body.insertAdjacentHTML('beforeend', '<b>x</b>'),
        scriptSrc: () => (document.createElement('script').src = 'https://evil.example/x.js'),
        worker: () => new Worker('https://evil.example/w.js'),
        // A policy by another name: the CSP names only the studio's.
        otherPolicy: () => factory.createPolicy('anything', { createHTML: (s: string) => s }),
        // And the studio's own name cannot be taken again (it was made for the worker above).
        samePolicy: () => factory.createPolicy('intl-warm', { createScriptURL: (s: string) => s }),
      };
      /* eslint-enable no-restricted-syntax */
      return Object.entries(attempts).map(([name, attempt]) => {
        try {
          attempt();
          return `${name}: allowed`;
        } catch (error) {
          return `${name}: ${error instanceof TypeError ? 'TypeError' : String(error)}`;
        }
      });
    });
    expect(refused).toEqual(
      ['innerHTML', 'insertAdjacentHTML', 'scriptSrc', 'worker', 'otherPolicy', 'samePolicy'].map(
        (name) => `${name}: TypeError`,
      ),
    );
    await expect(page.locator('body > b')).toHaveCount(0);

    // Each refusal reached the test as a violation; taken here, so the fixture's own check at the
    // end (which fails any test that saw one) passes.
    await expect.poll(() => policyViolations.seen.length).toBe(6);
    const reports = policyViolations.take();
    expect(
      reports.filter((r) => r.startsWith('require-trusted-types-for blocked trusted-types-sink')),
    ).toHaveLength(4);
    expect(
      reports.filter((r) => r.startsWith('trusted-types blocked trusted-types-policy')),
    ).toHaveLength(2);
  });

  test('INVARIANT the key never appears in a URL, in storage other than where the person chose, or on screen', async ({
    studio,
    page,
  }) => {
    await studio.connect();
    await studio.nav('Video');
    await studio.fillVideo({ prompt: 'Where is the key' });
    await studio.generate().click();
    await expect(studio.job('Where is the key')).toHaveAttribute('data-job-status', 'succeeded');
    expect(studio.log.requests.some((r) => r.url().includes('e2e-demo-key'))).toBe(false);
    const stored = await page.evaluate(() => ({
      local: JSON.stringify(localStorage),
      session: sessionStorage.getItem('media-studio.api-key'),
    }));
    expect(stored.local).not.toContain('e2e-demo-key');
    expect(stored.session).toBe('e2e-demo-key');
    await studio.nav('Library');
    await expect(page.locator('body')).not.toContainText('e2e-demo-key');
  });
});
