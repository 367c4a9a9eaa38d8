import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/studio';

/**
 * The browser's own faults (issue 25), each injected into real Chromium: a full disk, no
 * IndexedDB, a blocked upgrade, a newer studio in another tab, the site's storage cleared while
 * the studio is open. Each is named on the page, and nothing saved before is lost.
 */

const LEDGER = 'media-studio';

/** Every IndexedDB put and add fails as on a full disk while `window.__diskFull` is true. */
function fullDiskSwitch(page: Page) {
  return page.addInitScript(() => {
    const store = IDBObjectStore.prototype;
    // Kept as they are to be called back on each store as `this` (below), never on their own.
    const put = Object.getOwnPropertyDescriptor(store, 'put')?.value as IDBObjectStore['put'];
    const add = Object.getOwnPropertyDescriptor(store, 'add')?.value as IDBObjectStore['add'];
    const flags = window as unknown as { __diskFull?: boolean };
    const refuse = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    store.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      return flags.__diskFull === true ? refuse() : put.apply(this, args);
    };
    store.add = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['add']>) {
      return flags.__diskFull === true ? refuse() : add.apply(this, args);
    };
  });
}
const setDiskFull = (page: Page, full: boolean) =>
  page.evaluate((on) => {
    (window as unknown as { __diskFull?: boolean }).__diskFull = on;
  }, full);

/** A page of the studio's origin that does not run the studio: another tab holding the database. */
async function otherTab(page: Page): Promise<Page> {
  const other = await page.context().newPage();
  await other.goto('/favicon.svg');
  return other;
}

const storageAlert = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'This browser is refusing to save' });

test.describe('browser faults: each named, nothing lost', () => {
  test('INVARIANT a full disk: a Generate sends nothing and says what was not saved and what to do; the jobs saved before stay', async ({
    studio,
    page,
  }) => {
    await fullDiskSwitch(page);
    await studio.connect();
    await studio.nav('Video');
    await studio.fillVideo({ prompt: 'Saved before the disk filled' });
    await studio.generate().click();
    await expect(studio.job('Saved before the disk filled')).toHaveAttribute(
      'data-job-status',
      'succeeded',
    );

    await setDiskFull(page, true);
    await studio.fillVideo({ prompt: 'No room for this one' });
    await studio.generate().click();
    const alert = storageAlert(page);
    await expect(alert).toContainText(
      "Could not save the new job in this browser's storage (the disk is full",
    );
    await expect(alert).toContainText('Free some space: remove kept copies in the Library');
    await expect(studio.jobs().filter({ hasText: 'No room for this one' })).toHaveCount(0);
    expect(studio.log.to('POST', /^\/v1\/videos$/)).toHaveLength(1);

    await page.reload();
    await expect(studio.job('Saved before the disk filled')).toHaveAttribute(
      'data-job-status',
      'succeeded',
    );
  });

  test('INVARIANT a full disk while a job is followed: the update not saved is said, the id stays, and the job finishes once there is room', async ({
    studio,
    page,
  }) => {
    await fullDiskSwitch(page);
    await studio.connect();
    await studio.nav('Video');
    await studio.fillVideo({ prompt: 'Followed through a full disk [slow]' });
    await studio.generate().click();
    const card = studio.job('Followed through a full disk');
    await expect(card).toHaveAttribute('data-job-remote-ids', /.+/);
    const remoteIds = await card.getAttribute('data-job-remote-ids');

    await setDiskFull(page, true);
    const alert = storageAlert(page);
    await expect(alert).toContainText(
      "Could not save the job update in this browser's storage (the disk is full",
    );
    await expect(alert).toContainText(
      'a job under way is asked again and saved once there is room',
    );

    await setDiskFull(page, false);
    await expect(card).toHaveAttribute('data-job-status', 'succeeded', { timeout: 40_000 });
    await expect(alert).toHaveCount(0);
    await page.reload();
    await expect(studio.job('Followed through a full disk')).toHaveAttribute(
      'data-job-status',
      'succeeded',
    );
    await expect(studio.job('Followed through a full disk')).toHaveAttribute(
      'data-job-remote-ids',
      remoteIds ?? 'missing',
    );
  });

  test('INVARIANT without IndexedDB the studio works from memory and says its results will not be kept', async ({
    studio,
    page,
  }) => {
    await page.addInitScript(() => {
      IDBFactory.prototype.open = () => {
        throw new DOMException(
          'A mutation operation was attempted on a database that did not allow mutations.',
          'InvalidStateError',
        );
      };
    });
    await studio.connect();
    const banner = page
      .getByRole('alert')
      .filter({ hasText: 'Results will not be kept in this browser' });
    await expect(banner).toContainText('did not allow mutations');
    await studio.nav('Video');
    await studio.fillVideo({ prompt: 'Kept in memory only' });
    await studio.generate().click();
    const card = studio.job('Kept in memory only');
    await expect(card).toHaveAttribute('data-job-status', 'succeeded');
    await studio.expectPlays(card.locator('video'));
    await studio.nav('Library');
    await expect(studio.job('Kept in memory only')).toBeVisible();
    await expect(storageAlert(page)).toHaveCount(0);

    // As the banner said: a reload starts from nothing.
    await page.reload();
    await expect(banner).toBeVisible();
    await expect(studio.jobs()).toHaveCount(0);
  });

  test('INVARIANT a newer studio opened in another tab: this tab lets go, says reload, starts nothing, and the reload keeps every job', async ({
    studio,
    page,
  }) => {
    await studio.connect();
    await studio.nav('Video');
    await studio.fillVideo({ prompt: 'Made before the upgrade' });
    await studio.generate().click();
    await expect(studio.job('Made before the upgrade')).toHaveAttribute(
      'data-job-status',
      'succeeded',
    );

    const other = await otherTab(page);
    // A newer schema version: this opens only once the studio's tab lets go (else it is blocked).
    await other.evaluate(
      (name) =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.open(name, 30);
          request.onsuccess = () => {
            request.result.close();
            resolve();
          };
          request.onerror = () => reject(request.error ?? new Error('open failed'));
        }),
      LEDGER,
    );
    const banner = page
      .getByRole('alert')
      .filter({ hasText: 'A newer version of the studio was opened in another tab: reload' });
    await expect(banner).toBeVisible();

    await studio.fillVideo({ prompt: 'Not while superseded' });
    await studio.generate().click();
    await expect(storageAlert(page)).toContainText('Reload the page to save again');
    expect(studio.log.to('POST', /^\/v1\/videos$/)).toHaveLength(1);

    await banner.getByRole('button', { name: 'Reload' }).click();
    await expect(studio.job('Made before the upgrade')).toHaveAttribute(
      'data-job-status',
      'succeeded',
    );
    await expect(banner).toHaveCount(0);
    await other.close();
  });

  test('INVARIANT an upgrade blocked by an older tab is said at once, and the studio goes on when that tab lets go', async ({
    studio,
    page,
  }) => {
    await studio.connect();
    // No database yet: the older tab below makes the first one, as an older studio did.
    await page.goto('/favicon.svg');
    await page.evaluate(
      (name) => new Promise((resolve) => (indexedDB.deleteDatabase(name).onsuccess = resolve)),
      LEDGER,
    );
    const other = await otherTab(page);
    // An older studio's database (the ledger's first schema) held open by a tab that ignores versionchange.
    await other.evaluate(
      (name) =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.open(name, 10);
          request.onupgradeneeded = () =>
            request.result.createObjectStore('jobs', { keyPath: 'id' });
          request.onsuccess = () => {
            (window as unknown as { held?: IDBDatabase }).held = request.result;
            resolve();
          };
          request.onerror = () => reject(request.error ?? new Error('open failed'));
        }),
      LEDGER,
    );
    await studio.open('/video');
    const banner = page
      .getByRole('alert')
      .filter({ hasText: 'Waiting for another tab of the studio' });
    await expect(banner).toContainText("Reload or close the studio's other tabs");
    await studio.fillVideo({ prompt: 'Made after the upgrade' });

    await other.evaluate(() => (window as unknown as { held?: IDBDatabase }).held?.close());
    await expect(banner).toHaveCount(0);
    await studio.generate().click();
    await expect(studio.job('Made after the upgrade')).toHaveAttribute(
      'data-job-status',
      'succeeded',
    );
    await other.close();
  });

  test("INVARIANT the site's storage cleared while open: said with what was lost, running ids kept to copy, nothing started until a reload", async ({
    studio,
    page,
  }) => {
    await studio.connect();
    await studio.nav('Video');
    await studio.fillVideo({ prompt: 'Finished before the clearing' });
    await studio.generate().click();
    await expect(studio.job('Finished before the clearing')).toHaveAttribute(
      'data-job-status',
      'succeeded',
    );
    await studio.fillVideo({ prompt: 'Running during the clearing [slow]' });
    await studio.generate().click();
    const running = studio.job('Running during the clearing');
    await expect(running).toHaveAttribute('data-job-remote-ids', /.+/);
    const runningId = (await running.getAttribute('data-job-remote-ids')) ?? 'missing';

    // What "Clear site data" does (DevTools, or the browser's settings): the browser deletes the database.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(page.url()).origin,
      storageTypes: 'indexeddb',
    });

    const banner = page
      .getByRole('alert')
      .filter({ hasText: "The studio's storage was cleared while it was open" });
    await expect(banner).toContainText(
      'The browser deleted the jobs saved here (2 jobs, as this tab knew them)',
    );
    await expect(page.getByText('A created task could only be kept here')).toBeVisible();
    await expect(
      page.getByRole('paragraph').filter({ hasText: 'video task at' }).getByText(runningId),
    ).toBeVisible();

    await studio.fillVideo({ prompt: 'Not while cleared' });
    await studio.generate().click();
    await expect(storageAlert(page)).toContainText('Reload the page to save again');
    expect(studio.log.to('POST', /^\/v1\/videos$/)).toHaveLength(2);

    await banner.getByRole('button', { name: 'Reload' }).click();
    await expect(banner).toHaveCount(0);
    await studio.fillVideo({ prompt: 'Kept again after the reload' });
    await studio.generate().click();
    await expect(studio.job('Kept again after the reload')).toHaveAttribute(
      'data-job-status',
      'succeeded',
    );
  });
});
