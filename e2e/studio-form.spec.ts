import { expectNoViolations } from './fixtures/a11y';
import { Gallery } from './fixtures/gallery';
import { taskFor } from './fixtures/gateway';
import { expect, gatewayUrl, test } from './fixtures/studio';
import { FormAids, pollsOf, videoCreates } from './fixtures/studio-aids';
import { holdRequests, pressDownOn } from './fixtures/presses';

/** Requests from the page to the gateway itself (media hosts aside). */
function gatewayCalls(studio: { log: { requests: { url(): string }[] } }) {
  return studio.log.requests.filter(
    (r) => r.url().startsWith(gatewayUrl) && !new URL(r.url()).pathname.startsWith('/demo/'),
  ).length;
}

test.describe('working like a studio: variations, presets, prompt history, stop following, Ctrl+Enter', () => {
  test.beforeEach(async ({ studio }) => {
    await studio.presetGateway('/video');
  });

  test('Variations 3 makes exactly three POSTs and three tiles of one batch, walked by ←/→', async ({
    studio,
    page,
  }) => {
    const aids = new FormAids(page);
    const before = await videoCreates('Three takes of a kite');
    await studio.fillVideo({ prompt: 'Three takes of a kite' });
    await aids.variations(3);
    await studio.generate().click();
    await expect(page.getByRole('status').filter({ hasText: '3 jobs started' })).toBeVisible();
    expect(studio.log.to('POST', /^\/v1\/videos$/)).toHaveLength(3);
    expect((await videoCreates('Three takes of a kite')) - before).toBe(3);

    await studio.nav('Library');
    const gallery = new Gallery(page);
    await gallery.useGrid();
    const tiles = gallery.tiles().filter({ hasText: 'Three takes of a kite' });
    await expect(tiles).toHaveCount(3);
    const batchIds = await tiles.evaluateAll((els) =>
      els.map((el) => el.getAttribute('data-job-batch')),
    );
    expect(new Set(batchIds).size).toBe(1);
    expect(batchIds[0]).toBeTruthy();
    for (const n of [1, 2, 3])
      await expect(tiles.filter({ hasText: `Variation ${n} of 3` })).toHaveCount(1);
    await expectNoViolations(page, 'library grid with a batch');

    await gallery.opener(tiles.filter({ hasText: 'Variation 1 of 3' })).click();
    const dialog = gallery.dialog();
    await expect(dialog).toHaveAccessibleDescription('Video · variation 1 of 3');
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toHaveAccessibleDescription('Video · variation 2 of 3');
    await expect(dialog.getByText('Variation 2 of 3', { exact: true })).toBeVisible();
  });

  test('a saved preset survives a reload and fills the form without a request', async ({
    studio,
    page,
  }) => {
    const aids = new FormAids(page);
    await studio.fillVideo({ prompt: 'A tall lighthouse, preset', seconds: '7' });
    await page.getByLabel('Ratio').selectOption('9:16');
    await aids.saveAsPreset('Vertical lighthouse');
    await expect(
      page.getByRole('status').filter({ hasText: 'Saved preset “Vertical lighthouse”.' }),
    ).toBeVisible();

    await page.reload();
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page.getByLabel('Prompt', { exact: true })).toHaveValue('');
    // The page's own start-up requests (the header's balance: two GETs) end before the count is
    // taken: under load they came after it, and the test counted them against the preset.
    await expect(page.getByRole('banner').getByText('Balance')).toBeVisible();
    const calls = gatewayCalls(studio);
    await aids.presets().click();
    await expectNoViolations(page, 'the Presets list');
    await aids
      .presetList()
      .getByRole('button', { name: 'Vertical lighthouse', exact: true })
      .click();

    await expect(page.getByLabel('Prompt', { exact: true })).toHaveValue(
      'A tall lighthouse, preset',
    );
    await expect(page.getByLabel('Seconds')).toHaveValue('7');
    await expect(page.getByLabel('Ratio')).toHaveValue('9:16');
    await expect(page.getByRole('status').filter({ hasText: 'Nothing was sent.' })).toBeVisible();
    expect(gatewayCalls(studio)).toBe(calls);

    // Renamed and deleted from the same list.
    await aids.presets().click();
    await aids.presetList().getByRole('button', { name: 'Rename Vertical lighthouse' }).click();
    await page.getByLabel('New name for “Vertical lighthouse”').fill('Tall');
    await page.getByRole('button', { name: 'Rename', exact: true }).click();
    await expect(
      aids.presetList().getByRole('button', { name: 'Tall', exact: true }),
    ).toBeVisible();
    await aids.presetList().getByRole('button', { name: 'Delete Tall' }).click();
    await expect(page.getByText('No presets yet.')).toBeVisible();
    expect(gatewayCalls(studio)).toBe(calls);
  });

  test('the prompt history offers an earlier prompt by keyboard', async ({ studio, page }) => {
    const aids = new FormAids(page);
    for (const prompt of ['History one: a red kite', 'History two: a blue boat']) {
      await studio.fillVideo({ prompt });
      await studio.generate().click();
      await expect(studio.job(prompt)).toHaveAttribute('data-job-remote-ids', /.+/);
    }
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    const posts = studio.log.to('POST', /^\/v1\/videos$/).length;

    const history = aids.history();
    await history.click();
    await history.fill('kite');
    const list = page.getByRole('listbox', { name: 'Earlier prompts' });
    await expect(list.getByRole('option')).toHaveText(['History one: a red kite']);
    await expectNoViolations(page, 'the prompt history, open');
    await history.press('Escape');
    await expect(list.getByRole('option')).toHaveCount(0);
    // Enter in the search box with the list closed chooses nothing and generates nothing.
    await history.press('Enter');

    await history.fill('');
    await history.press('ArrowDown');
    // Most recent first.
    await expect(list.getByRole('option')).toHaveText([
      'History two: a blue boat',
      'History one: a red kite',
    ]);
    await history.press('ArrowDown');
    await expect(list.getByRole('option', { selected: true })).toHaveText(
      'History one: a red kite',
    );
    await history.press('Enter');
    await expect(page.getByLabel('Prompt', { exact: true })).toHaveValue('History one: a red kite');

    // Removed from history, it is offered no more.
    await page.getByRole('button', { name: 'Remove it from history' }).click();
    await history.click();
    await history.press('ArrowDown');
    await expect(list.getByRole('option')).toHaveText(['History two: a blue boat']);
    expect(studio.log.to('POST', /^\/v1\/videos$/)).toHaveLength(posts);
  });

  test('the prompt history announces its list; Shift+Delete forgets the highlighted prompt, also after a reload', async ({
    studio,
    page,
  }) => {
    const aids = new FormAids(page);
    for (const prompt of ['Announce one: a green kite', 'Announce two: a grey boat']) {
      await studio.fillVideo({ prompt });
      await studio.generate().click();
      await expect(studio.job(prompt)).toHaveAttribute('data-job-remote-ids', /.+/);
    }
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    const posts = studio.log.to('POST', /^\/v1\/videos$/).length;

    // Every text the combobox's live region is given, in order: it is emptied again a moment
    // after each announcement, so the page keeps the log rather than the test catching it.
    await page.evaluate(() => {
      const said: string[] = [];
      (window as unknown as { announced: string[] }).announced = said;
      new MutationObserver(() => {
        const region = document.querySelector(
          '[role="status"][aria-live="polite"]#a11y-status-message',
        );
        const text = region?.textContent ?? '';
        if (text !== '' && said.at(-1) !== text) said.push(text);
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    const announced = () =>
      page.evaluate(() => (window as unknown as { announced: string[] }).announced);

    const history = aids.history();
    const list = page.getByRole('listbox', { name: 'Earlier prompts' });
    await history.click();
    await history.press('ArrowDown');
    await expect(list.getByRole('option')).toHaveCount(2);
    await expect
      .poll(announced)
      .toContain('2 earlier prompts. Up and down arrows to choose, Enter to use one.');
    await history.fill('kite');
    await expect(list.getByRole('option')).toHaveText(['Announce one: a green kite']);
    await expect
      .poll(announced)
      .toContain('One earlier prompt. Up and down arrows to choose, Enter to use it.');
    await history.fill('nothing like this');
    await expect(list.getByRole('option')).toHaveCount(0);
    await expect.poll(announced).toContain('No earlier prompt matches.');
    await expect(page.locator('#a11y-status-message')).toHaveRole('status');
    await expect(page.locator('#a11y-status-message')).toHaveAttribute('aria-live', 'polite');

    // Shift+Delete on the highlighted suggestion (the most recent) forgets it, and only it.
    await history.fill('');
    await history.press('ArrowDown');
    await expect(list.getByRole('option')).toHaveText([
      'Announce two: a grey boat',
      'Announce one: a green kite',
    ]);
    await expect(
      page.getByText('Shift+Delete removes the highlighted prompt from the history.'),
    ).toBeVisible();
    await expect(list.getByRole('option', { selected: true })).toHaveText(
      'Announce two: a grey boat',
    );
    await history.press('Shift+Delete');
    await expect(list.getByRole('option')).toHaveText(['Announce one: a green kite']);
    await expect(page.getByLabel('Prompt', { exact: true })).toHaveValue('');

    await page.reload();
    await aids.history().click();
    await aids.history().press('ArrowDown');
    await expect(list.getByRole('option')).toHaveText(['Announce one: a green kite']);
    await aids.history().fill('boat');
    await expect(list.getByRole('option')).toHaveCount(0);
    expect(studio.log.to('POST', /^\/v1\/videos$/)).toHaveLength(posts);
  });

  test('a second Generate pressed as the first prompt’s history arrives still makes its job: the field waits for the release', async ({
    studio,
    page,
  }) => {
    // The history's field comes in a chunk of its own; it is held here until the second press
    // is down, so it arrives between that press and its release (as it did on a loaded machine,
    // where a full run lost the click: the field pushed Generate down from under the pointer).
    const combobox = /\/prompt-combobox[-.][^/]*$/;
    let chunk = '';
    page.on('request', (r) => {
      if (combobox.test(r.url())) chunk = r.url();
    });
    const arrive = await holdRequests(page, combobox);
    const aids = new FormAids(page);
    await studio.fillVideo({ prompt: 'Pressed one: a paper boat' });
    await studio.generate().click();
    await expect(studio.job('Pressed one: a paper boat')).toHaveAttribute(
      'data-job-remote-ids',
      /.+/,
    );
    // The first prompt is in the history, and its field has been asked for.
    await expect.poll(() => chunk).not.toBe('');

    await studio.fillVideo({ prompt: 'Pressed two: a tin drum' });
    const generate = studio.generate();
    const before = await pressDownOn(generate);
    arrive();
    // A slow press: held a second after the chunk has arrived and run. Before the fix the field
    // appeared within it (React shows a part whose code has come at most 300 ms later, its reveal
    // throttle), and this test failed here; nothing in the page marks a field that did not come.
    await page.evaluate((url) => import(url), chunk);
    await page.waitForTimeout(1_000);
    await expect(aids.history()).toHaveCount(0);
    expect(await generate.boundingBox()).toEqual(before);
    await page.mouse.up();

    await expect(studio.job('Pressed two: a tin drum')).toHaveAttribute(
      'data-job-remote-ids',
      /.+/,
    );
    expect(studio.log.to('POST', /^\/v1\/videos$/)).toHaveLength(2);
    // Released, the field is there.
    await expect(aids.history()).toBeVisible();
  });

  test('Stop following makes no poll for ten seconds; Resume finishes the job', async ({
    studio,
    page,
  }) => {
    await studio.fillVideo({ prompt: 'Set aside lighthouse [slow]' });
    await studio.generate().click();
    const card = studio.job('Set aside lighthouse');
    await expect(card).toHaveAttribute('data-job-status', /queued|running/);
    const task = await taskFor('Set aside lighthouse');
    if (task === undefined) throw new Error('the gateway made no task');
    await expect.poll(async () => (await pollsOf(task.id)).length).toBeGreaterThan(0);

    await card.getByRole('button', { name: 'Stop following' }).click();
    await expect(card.getByText('Not followed')).toBeVisible();
    await expect(card.getByText('Set aside', { exact: true })).toBeVisible();
    await expectNoViolations(page, 'a set-aside job');
    const stoppedAt = Date.now();

    // The clock: another job's polls, logged by the gateway, until one comes ten seconds later.
    await studio.fillVideo({ prompt: 'Clock lighthouse [slow]' });
    await studio.generate().click();
    await expect.poll(() => taskFor('Clock lighthouse').then((t) => t?.id)).toBeTruthy();
    const clock = await taskFor('Clock lighthouse');
    if (clock === undefined) throw new Error('no clock task');
    await expect
      .poll(async () => Math.max(0, ...(await pollsOf(clock.id)).map((p) => p.at)), {
        timeout: 40_000,
      })
      .toBeGreaterThanOrEqual(stoppedAt + 10_000);

    const pollsWhileAside = (await pollsOf(task.id)).filter((p) => p.at > stoppedAt);
    console.log(
      `polls of the set-aside job in ${Math.round((Date.now() - stoppedAt) / 1000)} s: ${pollsWhileAside.length}`,
    );
    expect(pollsWhileAside).toHaveLength(0);

    await card.getByRole('button', { name: 'Resume' }).click();
    await expect(card).toHaveAttribute('data-job-status', 'succeeded', { timeout: 30_000 });
    expect((await pollsOf(task.id)).filter((p) => p.at > stoppedAt).length).toBeGreaterThan(0);
  });

  test('Ctrl+Enter in the prompt makes exactly one job', async ({ studio, page }) => {
    const before = await videoCreates('Keyboard kite');
    await studio.fillVideo({ prompt: 'Keyboard kite [slow-create]' });
    const prompt = page.getByLabel('Prompt', { exact: true });
    await prompt.press('Control+Enter');
    await prompt.press('Control+Enter');
    await expect(studio.job('Keyboard kite')).toHaveAttribute(
      'data-job-status',
      /queued|running|succeeded/,
    );
    expect(studio.log.to('POST', /^\/v1\/videos$/)).toHaveLength(1);
    expect((await videoCreates('Keyboard kite')) - before).toBe(1);
    await expect(studio.jobs().filter({ hasText: 'Keyboard kite' })).toHaveCount(1);
    // No line break was typed into the prompt.
    await expect(prompt).toHaveValue('Keyboard kite [slow-create]');
  });

  test('Cmd+Enter (Meta) in the prompt makes exactly one job, as Ctrl+Enter does', async ({
    studio,
    page,
  }) => {
    const before = await videoCreates('Meta-key heron');
    await studio.fillVideo({ prompt: 'Meta-key heron [slow-create]' });
    const prompt = page.getByLabel('Prompt', { exact: true });
    await prompt.press('Meta+Enter');
    await prompt.press('Meta+Enter');
    await expect(studio.job('Meta-key heron')).toHaveAttribute(
      'data-job-status',
      /queued|running|succeeded/,
    );
    expect(studio.log.to('POST', /^\/v1\/videos$/)).toHaveLength(1);
    expect((await videoCreates('Meta-key heron')) - before).toBe(1);
    await expect(studio.jobs().filter({ hasText: 'Meta-key heron' })).toHaveCount(1);
    await expect(prompt).toHaveValue('Meta-key heron [slow-create]');
  });

  test('Clear finished empties the recent list, not the library, and stays cleared after a reload', async ({
    studio,
    page,
  }) => {
    await studio.fillVideo({ prompt: 'Finished kite' });
    await studio.generate().click();
    await expect(studio.job('Finished kite')).toHaveAttribute('data-job-status', 'succeeded');
    await page.getByRole('button', { name: 'Clear finished' }).click();
    await expect(studio.jobs()).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('Finished jobs are cleared from this list.')).toBeVisible();
    await expect(studio.jobs()).toHaveCount(0);
    await studio.nav('Library');
    await expect(studio.job('Finished kite')).toBeVisible();
  });
});
