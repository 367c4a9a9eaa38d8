import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/studio';

/** Emulates the tab going out of sight (or back): what the browser does when another tab is chosen. */
async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((h) => {
    Object.defineProperty(document, 'visibilityState', {
      value: h ? 'hidden' : 'visible',
      configurable: true,
    });
    Object.defineProperty(document, 'hidden', { value: h, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

declare global {
  interface Window {
    __notifications: {
      title: string;
      body: string | undefined;
      tag: string | undefined;
      instance: Notification | null;
    }[];
    __permissionAsked: number;
  }
}

/** From the next document on, every notification the page makes is recorded (and still made). */
async function recordNotifications(page: Page) {
  await page.addInitScript(() => {
    const Real = window.Notification;
    window.__notifications = [];
    class Recorded extends Real {
      constructor(title: string, options?: NotificationOptions) {
        const record = {
          title,
          body: options?.body,
          tag: options?.tag,
          instance: null as Notification | null,
        };
        window.__notifications.push(record);
        super(title, options);
        record.instance = this;
      }
    }
    Object.defineProperty(Recorded, 'permission', { get: () => Real.permission });
    Object.defineProperty(Recorded, 'requestPermission', {
      value: Real.requestPermission.bind(Real),
    });
    Object.defineProperty(window, 'Notification', {
      value: Recorded,
      configurable: true,
      writable: true,
    });
  });
}

/** Tell when it's done (issue 9.3): the title counts unseen results; an opted-in notification. */
test.describe('when a job is done', () => {
  test.beforeEach(async ({ studio }) => {
    await studio.presetGateway();
  });

  test("a hidden tab's title counts a finished job, cleared when the tab is seen again", async ({
    studio,
    page,
  }) => {
    await studio.nav('Video');
    await expect(page).toHaveTitle('Video · Media Studio');
    await studio.fillVideo({ prompt: 'Out of sight', seconds: '4' });
    await setHidden(page, true);
    await studio.generate().click();
    await expect(studio.job('Out of sight')).toHaveAttribute('data-job-status', 'succeeded', {
      timeout: 30_000,
    });
    await expect(page).toHaveTitle('(1) Video · Media Studio');
    await setHidden(page, false);
    await expect(page).toHaveTitle('Video · Media Studio');
  });

  test('the opt-in asks the browser only when ticked; a notification names the job and opens it', async ({
    studio,
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications']);
    await recordNotifications(page);
    await studio.open('/settings');
    // A fresh document, so the recorder is in place (a change of hash alone loads none).
    await page.reload();
    const optIn = page.getByRole('checkbox', { name: 'Notify me when a job finishes' });
    await expect(optIn).not.toBeChecked();
    await optIn.check();
    await expect(optIn).toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: /^On:/ })).toBeVisible();

    await studio.nav('Video');
    // Seen: the news is announced in the page, not as a notification.
    await studio.fillVideo({ prompt: 'Done in sight', seconds: '4' });
    await studio.generate().click();
    await expect(studio.job('Done in sight')).toHaveAttribute('data-job-status', 'succeeded', {
      timeout: 30_000,
    });
    expect(await page.evaluate(() => window.__notifications.length)).toBe(0);

    await studio.fillVideo({ prompt: 'Done out of sight', seconds: '4' });
    await setHidden(page, true);
    await studio.generate().click();
    const job = studio.job('Done out of sight');
    await expect(job).toHaveAttribute('data-job-status', 'succeeded', { timeout: 30_000 });
    const jobId = await job.getAttribute('data-job-id');
    await expect
      .poll(() =>
        page.evaluate(() =>
          window.__notifications.map(({ title, body, tag }) => ({ title, body, tag })),
        ),
      )
      .toEqual([{ title: 'Video job finished', body: 'Done out of sight', tag: jobId }]);

    // A click on it opens the job in the library.
    await page.evaluate(() =>
      window.__notifications[0]?.instance?.dispatchEvent(new Event('click')),
    );
    await expect(page).toHaveURL(new RegExp(`#/library\\?open=${jobId ?? ''}$`));
    await expect(page.getByRole('dialog', { name: 'Done out of sight' })).toBeVisible();
  });

  test('a job that fails while the tab is hidden counts in the title and, opted in, is a notification saying so', async ({
    studio,
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications']);
    await recordNotifications(page);
    await studio.open('/settings');
    await page.reload();
    await page.getByRole('checkbox', { name: 'Notify me when a job finishes' }).check();
    await expect(page.getByRole('status').filter({ hasText: /^On:/ })).toBeVisible();

    await studio.nav('Video');
    await expect(page).toHaveTitle('Video · Media Studio');
    await studio.fillVideo({ prompt: 'Failing out of sight [fail]', seconds: '4' });
    await setHidden(page, true);
    await studio.generate().click();
    const job = studio.job('Failing out of sight');
    await expect(job).toHaveAttribute('data-job-status', 'failed', { timeout: 30_000 });
    const jobId = await job.getAttribute('data-job-id');
    await expect(page).toHaveTitle('(1) Video · Media Studio');
    await expect(page.getByRole('status', { name: 'Job updates' })).toHaveText(
      'Video job failed: Failing out of sight [fail]',
    );
    await expect
      .poll(() =>
        page.evaluate(() =>
          window.__notifications.map(({ title, body, tag }) => ({ title, body, tag })),
        ),
      )
      .toEqual([{ title: 'Video job failed', body: 'Failing out of sight [fail]', tag: jobId }]);
    await setHidden(page, false);
    await expect(page).toHaveTitle('Video · Media Studio');
  });

  test("the browser's permission is asked only when the option is ticked: not on a visit, not when a job ends", async ({
    studio,
    page,
  }) => {
    // Counts each request for permission; the browser's answer is a refusal, which is said plainly.
    await page.addInitScript(() => {
      window.__permissionAsked = 0;
      Object.defineProperty(Notification, 'requestPermission', {
        configurable: true,
        value: () => {
          window.__permissionAsked += 1;
          return Promise.resolve('denied');
        },
      });
    });
    await page.reload();
    await studio.nav('Video');
    await studio.fillVideo({ prompt: 'Nobody asked', seconds: '4' });
    await setHidden(page, true);
    await studio.generate().click();
    await expect(studio.job('Nobody asked')).toHaveAttribute('data-job-status', 'succeeded', {
      timeout: 30_000,
    });
    await expect(page).toHaveTitle('(1) Video · Media Studio');
    await setHidden(page, false);
    await studio.nav('Settings');
    const optIn = page.getByRole('checkbox', { name: 'Notify me when a job finishes' });
    await expect(optIn).not.toBeChecked();
    expect(await page.evaluate(() => window.__permissionAsked)).toBe(0);

    // A click, not check(): the browser's refusal leaves the box unticked.
    await optIn.click();
    await expect(
      page.getByRole('status').filter({ hasText: 'The browser blocks notifications' }),
    ).toBeVisible();
    expect(await page.evaluate(() => window.__permissionAsked)).toBe(1);
    await expect(optIn).not.toBeChecked();
  });
});
