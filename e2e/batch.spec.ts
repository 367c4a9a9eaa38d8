import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test, type Studio } from './fixtures/studio';
import { gatewayReceived } from './fixtures/gateway';

/**
 * Issue 41, batches from a file and the queue's drag: what the person sees of a CSV or TSV (each
 * row checked by the form's own schema, fixed in place or skipped), and what the demo gateway
 * itself received (`/__demo/requests`): exactly one create per queued row, and a dragged job sent
 * in its new place. Acts through the locator contract (e2e/README.md, "Batch from a file").
 */

/** Words no earlier run used: the demo gateway's request log outlives a run. */
const run = Date.now().toString(36);

/** The video creates the gateway received whose prompt holds `words`, in the order received. */
async function creates(words: string): Promise<string[]> {
  return (await gatewayReceived({ method: 'POST', path: '/v1/videos', body: words })).map(
    (r) => (JSON.parse(r.body ?? '{}') as { prompt?: string }).prompt ?? '',
  );
}

async function openBatch(studio: Studio, page: Page) {
  await studio.presetGateway('/video');
  await page.getByRole('button', { name: 'Batch from a file' }).click();
  return page.getByRole('dialog', { name: 'Batch from a file' });
}

function file(name: string, text: string) {
  const mimeType = name.endsWith('.tsv') ? 'text/tab-separated-values' : 'text/csv';
  return { name, mimeType, buffer: Buffer.from(text) };
}

test.describe('batch from a file', () => {
  test('a CSV: a bad row named by row and field, fixed in place; one skipped; "Queue 3 jobs" creates exactly 3, on the batch’s board after a reload', async ({
    studio,
    page,
  }) => {
    const dialog = await openBatch(studio, page);
    await expect(dialog).toContainText('firstFrame cannot come from text');
    const csv = [
      'prompt,seconds,ratio',
      `Batch harbour ${run},5,16:9`,
      `Batch pier ${run},20,16:9`,
      `"Batch gulls, skipped ${run}",6,4:4`,
      `Batch lanterns ${run},7,9:16`,
    ].join('\n');
    await dialog.getByLabel('CSV or TSV file').setInputFiles(file(`harbour-${run}.csv`, csv));

    const rows = dialog.getByRole('list', { name: 'Rows' });
    await expect(rows.locator(':scope > li')).toHaveCount(4);
    const row2 = rows.getByRole('listitem', { name: 'Row 2', exact: true });
    await expect(row2).toContainText(
      'Row 2, seconds: Seconds must be a whole number from 3 to 15.',
    );
    await expect(row2).toHaveAttribute('data-batch-row-state', 'bad');
    const row3 = rows.getByRole('listitem', { name: 'Row 3', exact: true });
    await expect(row3).toContainText('Row 3, ratio:');
    await expect(dialog.getByRole('button', { name: 'Queue 2 jobs' })).toBeEnabled();
    await expect(dialog.getByLabel('Batch name')).toHaveValue(`harbour-${run}`);

    await row2.getByLabel('Row 2: seconds').fill('8');
    await expect(row2).not.toContainText('Row 2, seconds');
    await expect(row2).toHaveAttribute('data-batch-row-state', 'ok');
    await row3.getByLabel('Skip row 3').check();
    await expect(row3).toHaveAttribute('data-batch-row-state', 'skipped');
    await expect(dialog.getByRole('status')).toHaveText('4 rows: 3 good, 0 to fix, 1 skipped.');

    // A double click queues the batch once.
    await dialog.getByRole('button', { name: 'Queue 3 jobs' }).dblclick();
    await expect(
      page.getByRole('status').filter({ hasText: `Queued 3 jobs on the board “harbour-${run}”.` }),
    ).toBeVisible();
    await expect.poll(async () => (await creates(run)).length, { timeout: 30_000 }).toBe(3);
    await expect(
      page.locator('[data-job-status="succeeded"]').filter({ hasText: `Batch lanterns ${run}` }),
    ).toBeVisible({ timeout: 30_000 });
    expect((await creates(run)).sort()).toEqual(
      [`Batch harbour ${run}`, `Batch lanterns ${run}`, `Batch pier ${run}`].sort(),
    );

    await page.reload();
    await studio.nav('Library');
    await page
      .getByRole('combobox', { name: 'Board', exact: true })
      .selectOption({ label: `harbour-${run}` });
    await expect(studio.jobs()).toHaveCount(3);
    for (const words of ['Batch harbour', 'Batch pier', 'Batch lanterns'])
      await expect(studio.job(`${words} ${run}`)).toBeVisible();
    expect(await creates(run)).toHaveLength(3);
  });

  test('a TSV: commas inside cells stay in the prompt; "Queue 2 jobs" creates 2', async ({
    studio,
    page,
  }) => {
    const dialog = await openBatch(studio, page);
    const words = `Tabbed ${run}`;
    const tsv = `prompt\tseconds\n${words} one, with a comma\t4\n${words} two\t5\n`;
    await dialog.getByLabel('CSV or TSV file').setInputFiles(file(`tabbed-${run}.tsv`, tsv));
    await expect(dialog.getByRole('list', { name: 'Rows' }).locator(':scope > li')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Queue 2 jobs' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Queued 2 jobs on the board “tabbed-${run}”.` }),
    ).toBeVisible();
    await expect
      .poll(async () => (await creates(words)).sort(), { timeout: 30_000 })
      .toEqual([`${words} one, with a comma`, `${words} two`]);
  });

  test('a file of 600 rows loads its first 500 and says the other 100 were left out; nothing is sent until Queue (issue 54)', async ({
    studio,
    page,
  }) => {
    const dialog = await openBatch(studio, page);
    const words = `Too many ${run}`;
    const csv = ['prompt', ...Array.from({ length: 600 }, (_, i) => `${words} ${i + 1}`)].join(
      '\n',
    );
    await dialog.getByLabel('CSV or TSV file').setInputFiles(file('big.csv', csv));
    await expect(dialog.getByRole('alert')).toHaveText(
      'The file has 600 rows: the first 500 are loaded, the other 100 were left out.',
    );
    const rows = dialog.getByRole('list', { name: 'Rows' });
    await expect(rows.locator(':scope > li')).toHaveCount(500);
    await expect(rows.getByRole('listitem', { name: 'Row 500', exact: true })).toContainText(
      `${words} 500`,
    );
    await expect(rows.getByRole('listitem', { name: 'Row 501', exact: true })).toHaveCount(0);
    await expect(dialog.getByText(`${words} 501`, { exact: true })).toHaveCount(0);
    await expect(dialog.getByRole('status')).toHaveText('500 rows: 500 good, 0 to fix, 0 skipped.');
    await expect(dialog.getByRole('button', { name: 'Queue 500 jobs' })).toBeEnabled();
    // Loaded, not sent: nothing reaches the gateway and no job is made until Queue is pressed.
    expect(studio.log.to('POST', /^\/v1\/videos$/)).toHaveLength(0);
    expect(await creates(words)).toHaveLength(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(studio.jobs()).toHaveCount(0);
  });

  test('the template downloads with the form’s field names as its header row', async ({
    studio,
    page,
  }) => {
    const dialog = await openBatch(studio, page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download the template' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('video-batch-template.csv');
    const text = await readFile(await download.path(), 'utf8');
    expect(text.split('\r\n')[0]).toBe('model,prompt,seconds,resolution,ratio,watermark');
  });
});

test.describe('the queue panel', () => {
  test('a waiting job dragged above another is sent before it', async ({ studio, page }) => {
    await studio.presetGateway('/settings');
    await page.getByLabel('Jobs at once').fill('1');
    await expect(page.getByLabel('Jobs at once')).toHaveValue('1');
    await studio.nav('Video');
    const words = `Dragged ${run}`;
    for (const prompt of [`${words} first [slow]`, `${words} second`, `${words} third`]) {
      await studio.fillVideo({ prompt });
      await studio.generate().click();
      await expect(studio.job(prompt)).toBeVisible();
    }
    await expect(studio.job(`${words} third`)).toContainText('Waiting · 2nd in line');

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Queue/ })
      .click();
    const panel = page.getByRole('dialog', { name: 'Queue' });
    const waiting = panel.getByRole('list', { name: /^Waiting/ });
    const row = (text: string) => waiting.locator('[data-queue-job]').filter({ hasText: text });
    await row(`${words} third`)
      .locator('[data-queue-drag]')
      .dragTo(row(`${words} second`), { targetPosition: { x: 40, y: 2 } });
    await expect(waiting.locator('[data-queue-job]')).toHaveText([
      new RegExp(`${words} third`),
      new RegExp(`${words} second`),
    ]);
    await expect(studio.job(`${words} third`)).toContainText('Waiting · 1st in line');
    await panel.getByRole('button', { name: 'Close' }).click();

    await expect(studio.job(`${words} second`)).toHaveAttribute('data-job-status', 'succeeded', {
      timeout: 60_000,
    });
    expect(await creates(words)).toEqual([
      `${words} first [slow]`,
      `${words} third`,
      `${words} second`,
    ]);
  });
});
