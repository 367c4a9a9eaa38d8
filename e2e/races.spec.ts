import type { Page } from '@playwright/test';
import { fillClip } from './fixtures/clip';
import { libraryFile } from './fixtures/library-file';
import { expect, test } from './fixtures/studio';

/**
 * Nothing lost in any instant (issue 25.2): what a person does while the Library is still reading
 * its ledger — the first screen drawn from the newest records, the whole table still on its way —
 * survives the whole ledger's arrival. The whole read is held back until the test lets it go, so
 * the instant that once made these tests flaky is taken every time.
 */

async function importJobs(page: Page, prompts: readonly string[]) {
  await page
    .getByRole('navigation', { name: 'Studio' })
    .getByRole('link', { name: 'Library', exact: true })
    .click();
  await page.getByLabel('Import library file').setInputFiles({
    name: 'library.json',
    mimeType: 'application/json',
    buffer: libraryFile(prompts),
  });
  await expect(page.getByText(`Imported ${prompts.length} job`)).toBeVisible({ timeout: 30_000 });
}

/**
 * From the next document on, the ledger's whole read (the jobs store's getAll; the first screen
 * reads the newest through an index cursor, untouched) answers only once `releaseLedger()` runs.
 */
async function holdLedger(page: Page) {
  await page.addInitScript(() => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const w = window as unknown as { releaseLedger: () => void; ledgerHeld: number };
    w.releaseLedger = release;
    w.ledgerHeld = 0;
    const store = IDBObjectStore.prototype;
    const getAll = Reflect.get(store, 'getAll') as (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['getAll']>
    ) => IDBRequest<unknown[]>;
    store.getAll = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['getAll']>) {
      const request = getAll.apply(this, args);
      if (this.name !== 'jobs' || this.transaction.db.name !== 'media-studio') return request;
      w.ledgerHeld += 1;
      let handler: ((event: Event) => void) | null = null;
      Object.defineProperty(request, 'onsuccess', {
        configurable: true,
        get: () => handler,
        set: (next: ((event: Event) => void) | null) => {
          handler = next;
        },
      });
      request.addEventListener('success', (event) => {
        void held.then(() => handler?.call(request, event));
      });
      return request;
    };
  });
}

const released = (page: Page) =>
  page.evaluate(() => (window as unknown as { releaseLedger: () => void }).releaseLedger());
const heldReads = (page: Page) =>
  page.evaluate(() => (window as unknown as { ledgerHeld: number }).ledgerHeld);

test.describe('while the library is still reading', () => {
  test.beforeEach(async ({ studio }) => {
    await studio.presetGateway();
  });

  test('a fold opened on the first screen stays open when the whole ledger arrives and moves its card', async ({
    studio,
    page,
  }) => {
    // More jobs than the first screen (60) and, older than all of them, a record that cannot be
    // read: the whole ledger puts it first (an unreadable record stays in sight), so every card of
    // the first screen moves one place on — into another row of two — when the whole ledger arrives.
    await importJobs(
      page,
      Array.from({ length: 62 }, (_, i) => `Fold job ${i}`),
    );
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('media-studio');
          open.onerror = () => reject(new Error('no ledger'));
          open.onsuccess = () => {
            const tx = open.result.transaction('jobs', 'readwrite');
            tx.objectStore('jobs').put({
              id: 'unreadable-oldest',
              kind: 'video',
              status: 'succeeded',
              createdAt: 1,
            });
            tx.oncomplete = () => {
              open.result.close();
              resolve();
            };
          };
        }),
    );
    await holdLedger(page);
    await page.reload();
    const card = studio.job('Fold job 60');
    await expect(card).toBeVisible();
    // The first screen: the whole read is held, and "Select all" waits for it.
    await expect.poll(() => heldReads(page)).toBeGreaterThan(0);
    await expect(page.getByRole('checkbox', { name: 'Select all' })).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ has: card })).toHaveAttribute(
      'aria-posinset',
      '2',
    );
    await card.getByText('Raw record').click();
    const fold = card.locator('details', { has: page.getByText('Raw record') });
    await expect(fold).toHaveAttribute('open', '');

    await released(page);
    await expect(page.getByRole('checkbox', { name: 'Select all' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ has: card })).toHaveAttribute(
      'aria-posinset',
      '3',
    );
    await expect(fold).toHaveAttribute('open', '');
  });

  test('a cold compare link opens the comparison, the ledger still being read', async ({
    page,
  }) => {
    await importJobs(page, ['Compare harbour', 'Compare lantern']);
    await holdLedger(page);
    await page.goto('about:blank');
    await page.goto('/#/library?compare=imported-0,imported-1');
    const compare = page.getByRole('dialog', { name: 'Compare' });
    await expect(compare).toBeVisible();
    await expect.poll(() => heldReads(page)).toBeGreaterThan(0);
    await released(page);
    await expect(compare.getByRole('slider', { name: 'Position' })).toBeEnabled();
    await expect(compare.locator('video').nth(0)).toHaveAccessibleName(/^A: .*Compare harbour/);
    await expect(compare.locator('video').nth(1)).toHaveAccessibleName(/^B: .*Compare lantern/);
    await expect(page).toHaveURL(/[?&]compare=imported-0(%2C|,)imported-1/);
  });
});

test.describe('a page link', () => {
  test('what is typed right after clicking a page link goes to the page it opens', async ({
    studio,
    page,
  }) => {
    await studio.open('/video');
    await expect(page.getByLabel('Prompt', { exact: true })).toBeEditable();
    // The click, and the first moment after it a person could type in: left to the browser, the
    // link's hashchange comes a task later and Video's form (and its Prompt) is still there then.
    const afterClick = await page.evaluate(async () => {
      const link = [...document.querySelectorAll('nav[aria-label="Studio"] a')].find((a) =>
        a.getAttribute('href')?.startsWith('#/clip'),
      );
      if (!(link instanceof HTMLElement)) throw new Error('no Clip link');
      link.click();
      await Promise.resolve();
      return {
        heading: document.querySelector('h1')?.textContent ?? '',
        prompts: document.querySelectorAll('textarea').length,
      };
    });
    expect(afterClick).toEqual({ heading: 'Clip', prompts: 0 });

    await fillClip(page, { prompt: 'Typed as the page opened' });
    await studio.generate().click();
    await expect(studio.job('Typed as the page opened')).toHaveAttribute(
      'data-job-remote-ids',
      /.+/,
      { timeout: 30_000 },
    );
  });
});
