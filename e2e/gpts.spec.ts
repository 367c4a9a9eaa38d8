import { GptsSteps, lookups } from './fixtures/gpts';
import { expect, test } from './fixtures/studio';

test.describe('GPT details against the demo gateway over HTTP', () => {
  test.beforeEach(async ({ studio }) => {
    await studio.presetGateway('/gpts');
  });

  test('look up → the GPT card shows name, author, verified mark and starters', async ({
    studio,
    page,
  }) => {
    const gpts = new GptsSteps(page);
    await gpts.lookUp('g-demo1');

    const job = studio.job('g-demo1');
    await expect(job).toHaveAttribute('data-job-status', 'succeeded');
    await expect(
      page.getByRole('status').filter({ hasText: 'Found “Trail Planner”' }),
    ).toBeVisible();
    const card = gpts.gptCard(job);
    await expect(card.getByRole('heading', { name: 'Trail Planner' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Northwind Outdoors' })).toHaveAttribute(
      'href',
      'https://northwind-outdoors.example/gpts',
    );
    await expect(card.getByText('Verified', { exact: true })).toBeVisible();
    await expect(gpts.starters(job)).toHaveText([
      'Plan a two-day loop near Lake Tahoe',
      'What should I pack for a wet autumn hike?',
      'Is this route safe for a beginner?',
      'Find water sources along the route',
    ]);
    await expect(card).toContainText('25K+');
    // The picture is a real image that loads from the media host.
    const picture = card.getByRole('img', { name: 'Picture of Trail Planner' });
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    const sent = lookups(studio);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.postDataJSON()).toEqual({
      model: 'get-gpts',
      messages: [{ role: 'user', content: 'g-demo1' }],
      stream: false,
    });
    expect(sent[0]?.headers().authorization).toBe('Bearer e2e-demo-key');

    // Kept in the library like any result, with the same card.
    await studio.nav('Library');
    await expect(
      gpts.gptCard(studio.job('g-demo1')).getByRole('heading', { name: 'Trail Planner' }),
    ).toBeVisible();
  });

  test('an unverified author has no verified mark', async ({ studio, page }) => {
    const gpts = new GptsSteps(page);
    await gpts.lookUp('g-demo2');
    const card = gpts.gptCard(studio.job('g-demo2'));
    await expect(card.getByRole('heading', { name: 'Recipe Remixer' })).toBeVisible();
    await expect(card.getByText('Ada Okafor')).toBeVisible();
    await expect(card.getByText('Verified', { exact: true })).toHaveCount(0);
  });

  test('an invalid id shows a message next to the field and sends nothing', async ({
    studio,
    page,
  }) => {
    const gpts = new GptsSteps(page);
    for (const [id, message] of [
      ['', 'Enter a GPT ID, like g-2fkFE8rbu.'],
      ['2fkFE8rbu', 'A GPT ID starts with “g-”, like g-2fkFE8rbu.'],
      ['g-two words', 'After “g-”, a GPT ID has only letters, digits, “-” and “_” (no spaces).'],
    ] as const) {
      await gpts.lookUp(id);
      await expect(gpts.idField()).toHaveAccessibleDescription(message);
    }
    expect(lookups(studio)).toHaveLength(0);
    await expect(studio.jobs()).toHaveCount(0);
  });

  for (const [id, message] of [
    [
      'g-truncated',
      'The answer was cut off before the GPT’s details ended (finish_reason "length")',
    ],
    [
      'g-notfound',
      'The gateway did not send the GPT’s details. It said: “I couldn\'t find a GPT with the ID "g-notfound".',
    ],
  ] as const) {
    test(`a malformed answer (${id}) is a clear error with the raw text, and the page keeps working`, async ({
      studio,
      page,
    }) => {
      const gpts = new GptsSteps(page);
      await gpts.lookUp(id);

      const job = studio.job(id);
      await expect(job).toHaveAttribute('data-job-status', 'failed');
      await expect(job.getByText(message)).toBeVisible();
      await expect(
        page.getByRole('alert').filter({ hasText: 'The lookup found no details' }),
      ).toContainText(message);

      const raw = gpts.rawAnswer(job);
      await raw.getByText('Raw answer').click();
      await expect(raw).toHaveAttribute('open', '');
      await expect(
        raw.getByText(
          id === 'g-truncated' ? /^```json\s+\{\s+"gizmo": \{/ : /^I couldn't find a GPT/,
        ),
      ).toBeVisible();

      // The next lookup works on the same page, without a reload.
      await gpts.lookUp('g-demo3');
      await expect(studio.job('g-demo3')).toHaveAttribute('data-job-status', 'succeeded');
      await expect(
        gpts.gptCard(studio.job('g-demo3')).getByRole('heading', { name: 'Contract Reader' }),
      ).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(lookups(studio)).toHaveLength(2);
    });
  }

  test('a hostile document runs no script and renders no javascript: link or image', async ({
    studio,
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const gpts = new GptsSteps(page);
    await gpts.lookUp('g-hostile');

    const job = studio.job('g-hostile');
    await expect(job).toHaveAttribute('data-job-status', 'succeeded');
    const card = gpts.gptCard(job);
    // The markup arrives as visible text.
    await expect(card.getByRole('heading', { name: '<img src=x onerror=alert(1)>' })).toBeVisible();
    await expect(gpts.starters(job)).toHaveText([
      '<img src=x onerror=alert(1)>',
      '"><svg onload=alert(1)>',
    ]);
    await expect(card.getByText('<a href="javascript:alert(1)">Mallory</a>')).toBeVisible();
    await expect(
      card.getByText('Picture not shown (not a web address): javascript:alert(1)'),
    ).toBeVisible();
    await expect(
      card.getByText('Link not opened (not a web address): javascript:alert(1)'),
    ).toBeVisible();

    const unsafe =
      'a[href^="javascript:" i], img[src^="javascript:" i], [src="x"], [onerror], [onload], [onmouseover]';
    await expect(card.getByRole('img')).toHaveCount(0);
    await expect(card.locator('script, svg, img, b')).toHaveCount(0);
    await expect(page.locator(unsafe)).toHaveCount(0);

    // Seen in the library too, and a second lookup has had time to let any handler fire.
    await studio.nav('Library');
    await expect(
      gpts
        .gptCard(studio.job('g-hostile'))
        .getByRole('heading', { name: '<img src=x onerror=alert(1)>' }),
    ).toBeVisible();
    await expect(page.locator(unsafe)).toHaveCount(0);
    await studio.nav('GPTs');
    await gpts.lookUp('g-demo1');
    await expect(studio.job('g-demo1')).toHaveAttribute('data-job-status', 'succeeded');
    expect(dialogs).toEqual([]);
  });

  test('a gateway refusal shows its words and keeps the lookup as not started', async ({
    studio,
    page,
  }) => {
    const gpts = new GptsSteps(page);
    await gpts.lookUp('g-error500');
    await expect(
      page.getByRole('alert').filter({ hasText: 'The job was not started' }),
    ).toContainText('Nothing was created.');
    await expect(studio.job('g-error500')).toContainText(
      'The gateway had an internal error (500): upstream error: do request failed',
    );
    await expect(studio.job('g-error500')).toHaveAttribute('data-job-status', 'refused');
  });
});
