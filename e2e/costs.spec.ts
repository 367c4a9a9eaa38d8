import type { Page } from '@playwright/test';
import { FormAids } from './fixtures/studio-aids';
import { expect, test } from './fixtures/studio';

/**
 * Issue 54 item 12, the cost before it is spent (decision 048): with no price list nothing says a
 * cost; with one written in Settings, a Generate (times its Variations), a batch's rows and the
 * jobs waiting in the queue say what they cost and the balance after. Against the in-page demo,
 * whose account is this test's own (it starts at $100.00 and spends only this test's tasks).
 */

function cost(scope: Page | ReturnType<Page['getByRole']>) {
  return scope.getByTestId('cost');
}

async function pauseQueue(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Queue/ })
    .click();
  const panel = page.getByRole('dialog', { name: 'Queue' });
  await panel.getByRole('button', { name: 'Pause' }).click();
  await panel.getByRole('button', { name: 'Close' }).click();
}

test('no price list, no cost; a price list in Settings: Generate, its variations, a batch and the waiting queue say what they cost and the balance after', async ({
  studio,
  page,
}) => {
  await studio.open('/video');
  await studio.fillVideo({ prompt: 'A lighthouse at dawn', seconds: '5' });
  // The balance is known (the header shows it) and the form is filled: still nothing about cost.
  await expect(page.getByRole('banner').getByText(/^Balance \$/)).toHaveText(/\$100\.00/, {
    timeout: 30_000,
  });
  await expect(studio.generate()).toBeEnabled();
  await expect(cost(page)).toHaveCount(0);

  // The price list, written as a person would, beside the profile.
  await studio.nav('Settings');
  await page.getByRole('button', { name: 'Add a price' }).click();
  const price = page.getByRole('group', { name: 'Price 1' });
  await price.getByLabel('Model').fill('videomodel-1.0-t2v');
  await price.getByLabel('Per').selectOption({ label: 'second of video' });
  await price.getByLabel('Price in US$').fill('0.10');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  // Generate: 5 s at $0.10, then three variations of it.
  await studio.nav('Video');
  await expect(page.getByLabel('Prompt', { exact: true })).toHaveValue('A lighthouse at dawn');
  await expect(cost(page)).toContainText('Cost $0.50');
  await expect(cost(page)).toContainText('Balance after $99.50');
  await new FormAids(page).variations(3);
  await expect(cost(page)).toContainText('Cost $1.50');
  await expect(cost(page)).toContainText('3 × $0.50');
  await expect(cost(page)).toContainText('Balance after $98.50');
  // A model the list does not price is named, and no sum is given.
  await page.getByLabel('Model').selectOption('videomodel-1.0-i2v');
  await expect(cost(page)).toHaveText(
    'No price for videomodel-1.0-i2v per second in the price list of “Main”: the cost is not shown.',
  );

  // A batch of three rows (5, 8 and 10 s) while the queue is paused: each row priced by its own values.
  await pauseQueue(page);
  await page.getByRole('button', { name: 'Batch from a file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Batch from a file' });
  const csv = ['prompt,seconds', 'Pier at dusk,5', 'Gulls over the bay,8', 'Night ferry,10'];
  await dialog.getByLabel('CSV or TSV file').setInputFiles({
    name: 'harbour-costs.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv.join('\n')),
  });
  await expect(cost(dialog)).toContainText('Cost $2.30');
  await expect(cost(dialog)).toContainText('Balance after $97.70');
  await dialog.getByLabel('Skip row 3').check();
  await expect(cost(dialog)).toContainText('Cost $1.30');
  await dialog.getByLabel('Skip row 3').uncheck();
  await dialog.getByRole('button', { name: 'Queue 3 jobs' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Queued 3 jobs' })).toBeVisible();

  // The queue: each waiting job's cost, and what they come to together.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Queue/ })
    .click();
  const panel = page.getByRole('dialog', { name: 'Queue' });
  const waiting = panel.getByRole('list', { name: /waiting/i });
  await expect(waiting.getByRole('listitem')).toHaveCount(3);
  await expect(waiting.locator('[data-queue-cost]')).toHaveText(['$0.50', '$0.80', '$1.00']);
  await expect(cost(panel)).toContainText('The waiting jobs cost $2.30');
  await expect(cost(panel)).toContainText('Balance after $97.70');
});
