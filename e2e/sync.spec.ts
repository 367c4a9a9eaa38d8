import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page, WebSocket } from '@playwright/test';
import { startSyncServer, type SyncServer } from '../scripts/sync-server/server';
import { Gallery } from './fixtures/gallery';
import { FormAids } from './fixtures/studio-aids';
import {
  expect,
  gatewayKey,
  LANGUAGE_KEY,
  test,
  Studio,
  type PolicyViolations,
} from './fixtures/studio';

/**
 * One library on two devices (issue 29, decision 028): two browser contexts — two browsers, as
 * far as storage goes — share a library through a real sync server (Hocuspocus + SQLite) that
 * this spec starts on loopback. Device A has the gateway and its key; device B has only the sync
 * settings.
 */
const SYNC_PORT = Number(process.env.E2E_SYNC_PORT ?? 12341);
const SYNC_TOKEN = 'e2e-sync-token';
let sync: SyncServer;
let dataDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'studio-sync-'));
  sync = await startSyncServer({ port: SYNC_PORT, dataDir, token: SYNC_TOKEN, debounce: 200 });
});

test.afterAll(async () => {
  await sync.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every frame a page sends to the sync server, as bytes. */
function framesTo(page: Page): Buffer[] {
  const frames: Buffer[] = [];
  page.on('websocket', (socket: WebSocket) => {
    if (!socket.url().includes(`:${SYNC_PORT}`)) return;
    socket.on('framesent', ({ payload }) =>
      frames.push(typeof payload === 'string' ? Buffer.from(payload) : payload),
    );
  });
  return frames;
}

async function startSyncing(page: Page, library: string) {
  await page.goto('/#/settings');
  await page.getByLabel('Sync server').fill(`ws://127.0.0.1:${SYNC_PORT}`);
  await page.getByLabel('Library name').fill(library);
  await page.getByLabel('Sync token').fill(SYNC_TOKEN);
  await page.getByRole('button', { name: 'Start syncing' }).click();
  await expect(page.getByRole('status', { name: 'Sync status' })).toContainText('Connected.');
}

/** A second device: a context of its own (its own storage), watched for CSP violations too. */
async function secondDevice(browser: Browser, policyViolations: PolicyViolations) {
  const context = await browser.newContext();
  await policyViolations.watch(context);
  const page = await context.newPage();
  await page.addInitScript(
    ([languageKey]) => {
      window.localStorage.setItem(languageKey, 'en');
      window.localStorage.setItem('media-studio.library-view', 'list');
    },
    [LANGUAGE_KEY] as const,
  );
  return { context, page, studio: new Studio(page) };
}

interface TwoDevices {
  studio: Studio;
  page: Page;
  browser: Browser;
  policyViolations: PolicyViolations;
}

/**
 * Device A (this test's page, with the gateway and its key) syncs `library` and makes a finished
 * video of `prompt`; device B joins with the sync settings only and opens its Library.
 */
async function finishedOnTwoDevices(
  { studio, page, browser, policyViolations }: TwoDevices,
  library: string,
  prompt: string,
) {
  await studio.presetGateway();
  await startSyncing(page, library);
  await studio.nav('Video');
  await studio.fillVideo({ prompt, seconds: '3' });
  await studio.generate().click();
  await expect(studio.job(prompt)).toHaveAttribute('data-job-status', 'succeeded');
  return joinSecondDevice({ browser, policyViolations }, library);
}

/** Device B joins `library` (with the gateway and a key of its own if `withKey`), on its Library. */
async function joinSecondDevice(
  { browser, policyViolations }: Pick<TwoDevices, 'browser' | 'policyViolations'>,
  library: string,
  { withKey = false } = {},
) {
  const b = await secondDevice(browser, policyViolations);
  if (withKey) await b.studio.connect();
  await startSyncing(b.page, library);
  await b.studio.open('/library');
  return b;
}

test('a job made on one device appears on the other with its result, and no key is sent', async ({
  studio,
  page,
  browser,
  policyViolations,
}) => {
  const sentByA = framesTo(page);
  await studio.presetGateway();
  await startSyncing(page, 'shared-one');
  const b = await secondDevice(browser, policyViolations);
  const sentByB = framesTo(b.page);
  await startSyncing(b.page, 'shared-one');
  await b.studio.open('/library');

  await studio.nav('Video');
  await studio.fillVideo({ prompt: 'Harbour seen from two devices', seconds: '3' });
  await studio.generate().click();
  const mine = studio.job('Harbour seen from two devices');
  const theirs = b.studio.job('Harbour seen from two devices');
  await expect(theirs).toBeVisible({ timeout: 5_000 });
  await expect(theirs).toHaveAttribute(
    'data-job-id',
    (await mine.getAttribute('data-job-id')) ?? '',
  );

  await expect(mine).toHaveAttribute('data-job-status', 'succeeded');
  await expect(theirs).toHaveAttribute('data-job-status', 'succeeded', { timeout: 5_000 });
  const src = await mine.locator('video').getAttribute('src');
  expect(src).toBeTruthy();
  await expect(theirs.locator('video')).toHaveAttribute('src', src ?? '');
  await b.studio.expectPlays(theirs.locator('video'));

  // What went to the sync server: the job (its prompt is there), never the gateway's key.
  const sent = Buffer.concat([...sentByA, ...sentByB]);
  expect(sent.includes('Harbour seen from two devices')).toBe(true);
  expect(sent.includes(gatewayKey)).toBe(false);
  await b.context.close();
});

test('a job one device follows says so on the other, which does not send the person to connect its gateway', async ({
  studio,
  page,
  browser,
  policyViolations,
}) => {
  await studio.presetGateway();
  await startSyncing(page, 'shared-followed');
  const b = await joinSecondDevice({ browser, policyViolations }, 'shared-followed');

  await studio.nav('Video');
  // [long]: it runs long enough to be seen running on both, however long the second device takes to join.
  await studio.fillVideo({ prompt: 'Lighthouse followed from the laptop [long]' });
  await studio.generate().click();
  await expect(studio.job('Lighthouse followed from the laptop')).toHaveAttribute(
    'data-job-status',
    'running',
  );
  const theirs = b.studio.job('Lighthouse followed from the laptop');
  await expect(theirs).toContainText('Followed on another device of this library');
  await expect(theirs).not.toContainText('Connect to it in Settings');
  await expect(theirs).toHaveAttribute('data-job-status', /queued|running/);
  // This device, which follows it, says nothing of the kind.
  await expect(studio.job('Lighthouse followed from the laptop')).not.toContainText(
    'Followed on another device',
  );
  await b.context.close();
});

test('with a key on both devices, a running job is polled by the one that holds its lease, and the other waits', async ({
  studio,
  page,
  browser,
  policyViolations,
}) => {
  test.setTimeout(120_000);
  await studio.presetGateway();
  await startSyncing(page, 'shared-leased');
  const b = await joinSecondDevice({ browser, policyViolations }, 'shared-leased', {
    withKey: true,
  });

  await studio.nav('Video');
  await studio.fillVideo({ prompt: 'Pier polled from one device [long]' });
  // [long]: still running when the second device has joined, however long that takes on a loaded machine.
  await studio.generate().click();
  const mine = studio.job('Pier polled from one device');
  await expect(mine).toHaveAttribute('data-job-remote-ids', /.+/);
  const id = (await mine.getAttribute('data-job-remote-ids')) ?? '';
  const polls = (device: Studio) => device.log.to('GET', new RegExp(`^/v1/videos/${id}$`)).length;
  // Both could poll it (same gateway, both keys). Which one keeps it is the document's to settle:
  // B can see the job before A's lease on it arrives and claim it too, and the two claims merge to
  // one. Once they have, exactly one card says the other device follows it, and that device waits.
  const followedElsewhere = 'Followed on another device of this library';
  const devices = [studio, b.studio];
  const waiting = async () => {
    const says = await Promise.all(
      devices.map(async (d) =>
        ((await d.job('Pier polled from one device').textContent()) ?? '').includes(
          followedElsewhere,
        ),
      ),
    );
    return says.filter(Boolean).length === 1 ? says.indexOf(true) : -1;
  };
  await expect.poll(waiting).not.toBe(-1);
  const waiter = devices[await waiting()] as Studio;
  const holder = devices.find((d) => d !== waiter) as Studio;
  const waiterBefore = polls(waiter);
  const holderBefore = polls(holder);
  // Two more polls by the holder: its waits double while its forecast firms up (up to 30 s apart).
  await expect
    .poll(() => polls(holder), { timeout: 60_000 })
    .toBeGreaterThanOrEqual(holderBefore + 2);
  expect(polls(waiter)).toBe(waiterBefore);
  await expect(holder.job('Pier polled from one device')).not.toContainText(followedElsewhere);
  await b.context.close();
});

test('a job removed while this device was not syncing is removed on every device once it syncs again', async ({
  studio,
  page,
  browser,
  policyViolations,
}) => {
  const b = await finishedOnTwoDevices(
    { studio, page, browser, policyViolations },
    'shared-removed',
    'Buoy removed while away',
  );
  await expect(b.studio.job('Buoy removed while away')).toBeVisible();

  // This device stops syncing, and removes the job meanwhile.
  await studio.nav('Settings');
  await page.getByRole('button', { name: 'Stop syncing' }).click();
  await expect(page.getByRole('button', { name: 'Start syncing' })).toBeVisible();
  await studio.nav('Library');
  const gallery = new Gallery(page);
  await gallery.useList();
  const card = gallery.tile('Buoy removed while away');
  await card.getByRole('button', { name: 'Remove…' }).click();
  await card.getByRole('button', { name: 'Remove', exact: true }).click();
  const gone = (device: Page) =>
    device.locator('[data-job-id]').filter({ hasText: 'Buoy removed while away' });
  await expect(gone(page)).toHaveCount(0);
  // The other device still has it: nothing was sent.
  await expect(b.studio.job('Buoy removed while away')).toBeVisible();

  // Syncing again: the server's copy does not bring it back, and the other device loses it too.
  await startSyncing(page, 'shared-removed');
  await expect(gone(b.page)).toHaveCount(0);
  await studio.nav('Library');
  await expect(page.getByRole('heading', { name: 'Your library is empty' })).toBeVisible();
  await expect(gone(page)).toHaveCount(0);
  await b.context.close();
});

/** The names a device's Presets list offers, read from the list opened afresh and closed again. */
async function presetNames(page: Page): Promise<string[]> {
  const aids = new FormAids(page);
  await aids.presets().click();
  await expect(aids.presetList().or(page.getByText('No presets yet.'))).toBeVisible();
  const names = await aids
    .presetList()
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.flatMap((b) =>
        /^(Rename|Delete) /.test(b.getAttribute('aria-label') ?? '') ? [] : [b.textContent ?? ''],
      ),
    );
  await aids.presets().click();
  return names;
}

test('a preset saved on one device is offered on the other; renamed there and deleted here, it is gone on both', async ({
  studio,
  page,
  browser,
  policyViolations,
}) => {
  await startSyncing(page, 'shared-presets');
  const b = await secondDevice(browser, policyViolations);
  await startSyncing(b.page, 'shared-presets');
  await studio.nav('Video');
  await b.studio.nav('Video');

  await studio.fillVideo({ prompt: 'A preset for both devices', seconds: '6' });
  await new FormAids(page).saveAsPreset('Both devices');
  await expect.poll(() => presetNames(b.page), { timeout: 10_000 }).toEqual(['Both devices']);

  const theirs = new FormAids(b.page);
  await theirs.presets().click();
  await theirs.presetList().getByRole('button', { name: 'Rename Both devices' }).click();
  await b.page.getByLabel('New name for “Both devices”').fill('Renamed on B');
  await b.page.getByRole('button', { name: 'Rename', exact: true }).click();
  await expect(
    theirs.presetList().getByRole('button', { name: 'Renamed on B', exact: true }),
  ).toBeVisible();
  await theirs.presets().click();
  await expect.poll(() => presetNames(page), { timeout: 10_000 }).toEqual(['Renamed on B']);

  const mine = new FormAids(page);
  await mine.presets().click();
  await mine.presetList().getByRole('button', { name: 'Delete Renamed on B' }).click();
  await expect(page.getByText('No presets yet.')).toBeVisible();
  await mine.presets().click();
  await expect.poll(() => presetNames(b.page), { timeout: 10_000 }).toEqual([]);
  // After a reload too: the deletion is a tombstone, not a preset that comes back from the
  // server. Once a later preset has arrived, the document has been read: only that one is there.
  await b.page.reload();
  await studio.fillVideo({ prompt: 'A second preset', seconds: '4' });
  await mine.saveAsPreset('After the reload');
  await expect.poll(() => presetNames(b.page), { timeout: 10_000 }).toEqual(['After the reload']);
  await b.context.close();
});

test('a favourite made offline on one device arrives on the other after reconnecting', async ({
  studio,
  page,
  context,
  browser,
  policyViolations,
}) => {
  const b = await finishedOnTwoDevices(
    { studio, page, browser, policyViolations },
    'shared-two',
    'Kite starred while offline',
  );
  const theirStar = new Gallery(b.page).star(b.studio.job('Kite starred while offline'));
  await expect(theirStar).toHaveAttribute('aria-pressed', 'false');

  // The Library's code is fetched while online (this spec is not about starting offline).
  await studio.nav('Library');
  await expect(studio.job('Kite starred while offline')).toBeVisible();
  await context.setOffline(true);
  await studio.nav('Settings');
  const status = page.getByRole('status', { name: 'Sync status' });
  await expect(status).toContainText('Offline');
  await studio.nav('Library');
  const myStar = new Gallery(page).star(studio.job('Kite starred while offline'));
  await myStar.click();
  await expect(myStar).toHaveAttribute('aria-pressed', 'true');
  await studio.nav('Settings');
  await expect(status).toContainText('Offline: 1 change waiting.');
  // Still offline: the other device has not heard of it.
  await expect(theirStar).toHaveAttribute('aria-pressed', 'false');

  await context.setOffline(false);
  await expect(theirStar).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
  await expect(status).toContainText('Connected.');
  await b.context.close();
});

test('a favourite made while the sync server is away survives a reload, and arrives once it is back', async ({
  studio,
  page,
  browser,
  policyViolations,
}) => {
  // The provider's reconnect waits grow while the server is away (up to 30 s).
  test.setTimeout(120_000);
  const b = await finishedOnTwoDevices(
    { studio, page, browser, policyViolations },
    'shared-three',
    'Lantern starred before a reload',
  );
  const theirStar = new Gallery(b.page).star(b.studio.job('Lantern starred before a reload'));
  await expect(theirStar).toHaveAttribute('aria-pressed', 'false');

  // The sync server goes away (the browser stays online): the change waits in the document.
  await studio.nav('Library');
  await sync.stop();
  const myStar = () => new Gallery(page).star(studio.job('Lantern starred before a reload'));
  await myStar().click();
  await expect(myStar()).toHaveAttribute('aria-pressed', 'true');
  await studio.nav('Settings');
  // Said as it is: the server closed the socket, so the change waits (it once said "Connected").
  await expect(page.getByRole('status', { name: 'Sync status' })).toContainText(
    'Offline: 1 change waiting.',
  );
  // Reloaded before the server is back: the document kept in this browser still holds the change.
  await page.reload();
  await studio.open('/library');
  await expect(myStar()).toHaveAttribute('aria-pressed', 'true');
  // And the status still says so: the reload did not make the waiting change look sent, nor
  // the library look never synced.
  await studio.nav('Settings');
  const status = page.getByRole('status', { name: 'Sync status' });
  await expect(status).toContainText('1 change waiting.');
  await expect(status).toContainText('Last synced at');

  sync = await startSyncServer({ port: SYNC_PORT, dataDir, token: SYNC_TOKEN, debounce: 200 });
  await expect(theirStar).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });
  await expect(status).toContainText('Connected.');
  await expect(status).not.toContainText('waiting');
  await studio.nav('Library');
  await expect(myStar()).toHaveAttribute('aria-pressed', 'true');
  await b.context.close();
});

test('given two addresses, a device whose server goes away moves to the next, and its waiting change arrives there', async ({
  studio,
  page,
  browser,
  policyViolations,
}) => {
  // Two servers of their own (a team's two instances, as far as a device can tell): device A
  // knows both, device B only the second.
  const folders = [
    mkdtempSync(join(tmpdir(), 'studio-sync-')),
    mkdtempSync(join(tmpdir(), 'studio-sync-')),
  ];
  const first = await startSyncServer({
    port: SYNC_PORT + 1,
    dataDir: folders[0] ?? '',
    token: SYNC_TOKEN,
    debounce: 200,
  });
  const second = await startSyncServer({
    port: SYNC_PORT + 2,
    dataDir: folders[1] ?? '',
    token: SYNC_TOKEN,
    debounce: 200,
  });
  try {
    await studio.connect();
    await page.goto('/#/settings');
    await page
      .getByLabel('Sync server')
      .fill(`ws://127.0.0.1:${SYNC_PORT + 1}, ws://127.0.0.1:${SYNC_PORT + 2}`);
    await page.getByLabel('Library name').fill('shared-team');
    await page.getByLabel('Sync token').fill(SYNC_TOKEN);
    await page.getByRole('button', { name: 'Start syncing' }).click();
    const status = page.getByRole('status', { name: 'Sync status' });
    await expect(status).toContainText('Connected.');
    await studio.nav('Video');
    await studio.fillVideo({ prompt: 'Lantern carried to the next server', seconds: '3' });
    await studio.generate().click();
    const mine = studio.job('Lantern carried to the next server');
    await expect(mine).toHaveAttribute('data-job-status', 'succeeded');

    const b = await secondDevice(browser, policyViolations);
    await b.page.goto('/#/settings');
    await b.page.getByLabel('Sync server').fill(`ws://127.0.0.1:${SYNC_PORT + 2}`);
    await b.page.getByLabel('Library name').fill('shared-team');
    await b.page.getByLabel('Sync token').fill(SYNC_TOKEN);
    await b.page.getByRole('button', { name: 'Start syncing' }).click();
    await expect(b.page.getByRole('status', { name: 'Sync status' })).toContainText('Connected.');
    await b.studio.open('/library');
    // The first server's library is not on the second yet.
    await expect(b.studio.job('Lantern carried to the next server')).toHaveCount(0);

    // A's server goes away; A stars its job meanwhile, and moves to the second address.
    await studio.nav('Library');
    await first.stop();
    // As the instance's process ending would, its sockets are cut: stop() alone leaves them open
    // (the device would notice only after its 30 s check for silence).
    first.cut();
    const myStar = new Gallery(page).star(mine);
    await myStar.click();
    // Starred here before anything else: a full run once ended with the other device's star off,
    // and this says whether the star was ever made (not reproduced in 8 runs on a loaded machine).
    await expect(myStar).toHaveAttribute('aria-pressed', 'true');
    await studio.nav('Settings');
    await expect(status).toContainText('Connected.');
    await expect(status).not.toContainText('waiting');
    const theirs = b.studio.job('Lantern carried to the next server');
    await expect(theirs).toHaveAttribute('data-job-status', 'succeeded');
    await expect(new Gallery(b.page).star(theirs)).toHaveAttribute('aria-pressed', 'true');
    await b.context.close();
  } finally {
    await first.stop().catch(() => undefined);
    await second.stop();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }
});
