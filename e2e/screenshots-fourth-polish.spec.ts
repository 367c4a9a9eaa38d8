import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { startSyncServer } from '../scripts/sync-server/server';
import { settle, schemes } from './fixtures/a11y';
import { Gallery } from './fixtures/gallery';
import { importTakes } from './fixtures/library-file';
import { expect, LANGUAGE_KEY, test } from './fixtures/studio';

/**
 * Pictures of issue 54's polish, to look at as a creator would: Settings' Sending jobs card and a
 * refused sync token, an empty board, Delete board's two cards, Rename started from the shown
 * name, a batch's rows with what they set, Image's presets, and a vertical film upright in the
 * Library's dialog with its caption broken between Chinese words — at 1280×800 in English and on a
 * phone (390×844) in Chinese, light and dark.
 * `SCREENSHOTS=1 npx playwright test e2e/screenshots-fourth-polish.spec.ts`. Not part of the suite
 * (it writes into docs/screenshots/).
 */
test.skip(!process.env.SCREENSHOTS, 'writes docs/screenshots; run with SCREENSHOTS=1');

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function inChinese(page: Page, on: boolean) {
  await page.evaluate(({ key, lang }) => localStorage.setItem(key, lang), {
    key: LANGUAGE_KEY,
    lang: on ? 'zh' : 'en',
  });
  await page.reload();
}

/** Four rows: two of one prompt that differ in what else they set, one a row to fix. */
function harbourCsv() {
  const csv = [
    'prompt,seconds,ratio,resolution',
    '"A lighthouse at dawn, mist on the sea",5,16:9,720P',
    '"A lighthouse at dawn, mist on the sea",10,9:16,1080P',
    'Gulls over the pier at noon,8,16:9,720P',
    'Lanterns along the harbour wall at night,20,16:9,720P',
  ].join('\n');
  return { name: 'harbour.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) };
}

async function shoot(page: Page, name: string) {
  for (const scheme of schemes) {
    await settle(page, scheme);
    await page.screenshot({ path: `docs/screenshots/${name}-${scheme}.png` });
  }
}

/** The page scrolled so `target` is at the top of the window. */
async function toTop(target: Locator) {
  await target.evaluate((el) => el.scrollIntoView({ block: 'start' }));
}

test('Settings: Sending jobs in its card, and a refused sync token as an error', async ({
  studio,
  page,
}) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-sync-shots-'));
  // An ephemeral loopback port: the server is this test's alone.
  const sync = await startSyncServer({ port: 0, dataDir, token: 'the-right-token' });
  try {
    await page.setViewportSize(DESKTOP);
    await studio.presetGateway('/settings');
    const sending = page.getByRole('region', { name: 'Sending jobs' });
    await expect(sending.getByLabel('Jobs at once')).toBeVisible();
    await toTop(sending);
    await shoot(page, 'settings-sending');

    await page.getByLabel('Sync server').fill(sync.url);
    await page.getByLabel('Library name').fill('team-harbour');
    await page.getByLabel('Sync token').fill('a-wrong-token');
    await page.getByRole('button', { name: 'Start syncing' }).click();
    const status = page.getByRole('status', { name: 'Sync status' });
    await expect(status).toHaveAttribute('data-sync-state', 'refused');
    await toTop(page.getByRole('heading', { name: 'Sync', exact: true }));
    await shoot(page, 'settings-sync-refused');

    await page.setViewportSize(PHONE);
    await inChinese(page, true);
    const sendingZh = page.getByRole('region', { name: '发送任务' });
    await expect(sendingZh).toBeVisible();
    await toTop(sendingZh);
    await shoot(page, 'settings-sending-zh-phone');
    await expect(page.getByRole('status', { name: '同步状态' })).toHaveAttribute(
      'data-sync-state',
      'refused',
    );
    await toTop(page.getByRole('heading', { name: '同步', exact: true }));
    await shoot(page, 'settings-sync-refused-zh-phone');
    await page.getByRole('button', { name: '停止同步' }).click();
    await inChinese(page, false);
  } finally {
    await sync.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('Library: an empty board, Delete board’s two cards, Rename from the shown name', async ({
  studio,
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await importTakes(studio, page);
  const gallery = new Gallery(page);
  await gallery.useGrid();
  await page.getByRole('button', { name: 'New board' }).click();
  await page
    .getByRole('dialog', { name: 'New board' })
    .getByLabel('Board name')
    .fill('Harbour film');
  await page.getByRole('button', { name: 'Make board' }).click();
  await expect(page.getByRole('heading', { name: '“Harbour film” is empty' })).toBeVisible();
  await shoot(page, 'library-board-empty');

  await page.getByRole('button', { name: 'Delete board' }).click();
  const ask = page.getByRole('dialog', { name: 'Delete board “Harbour film”?' });
  await ask.getByText('Delete the board and remove its results too').click();
  await shoot(page, 'delete-board');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Show all results' }).click();
  const dialog = await gallery.open('Gulls over the pier');
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Rename this result' }).getByLabel('Name'),
  ).toHaveValue('Gulls over the pier');
  await shoot(page, 'rename-prefilled');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  await page.setViewportSize(PHONE);
  await inChinese(page, true);
  const filter = page.getByRole('combobox', { name: '看板', exact: true });
  await filter.selectOption({ label: 'Harbour film' });
  await expect(page.getByRole('heading', { name: '“Harbour film”还是空的' })).toBeVisible();
  await shoot(page, 'library-board-empty-zh-phone');
  await page.getByRole('button', { name: '删除看板' }).click();
  await page.getByText('删除看板，并一并移除其中的结果').click();
  await shoot(page, 'delete-board-zh-phone');
  await page.keyboard.press('Escape');
  await inChinese(page, false);
});

test('Batch rows with what they set, and Image’s presets', async ({ studio, page }) => {
  await page.setViewportSize(DESKTOP);
  await studio.presetGateway('/video');
  await page.getByRole('button', { name: 'Batch from a file' }).click();
  const batch = page.getByRole('dialog', { name: 'Batch from a file' });
  await batch.getByLabel('CSV or TSV file').setInputFiles(harbourCsv());
  await expect(batch.getByRole('list', { name: 'Rows' }).locator(':scope > li')).toHaveCount(4);
  await shoot(page, 'batch-rows');
  await page.keyboard.press('Escape');
  await page.setViewportSize(PHONE);
  await inChinese(page, true);
  await page.getByRole('button', { name: '从文件批量生成' }).click();
  const batchZh = page.getByRole('dialog', { name: '从文件批量生成' });
  await batchZh.getByLabel('CSV 或 TSV 文件').setInputFiles(harbourCsv());
  await expect(batchZh.getByRole('list', { name: '各行' }).locator(':scope > li')).toHaveCount(4);
  await batchZh
    .getByRole('list', { name: '各行' })
    .locator(':scope > li')
    .nth(1)
    .scrollIntoViewIfNeeded();
  await shoot(page, 'batch-rows-zh-phone');
  await inChinese(page, false);

  await page.setViewportSize(DESKTOP);
  await studio.nav('Image');
  await page.getByLabel('Prompt').fill('A lighthouse at dawn, mist on the sea, soft golden light');
  await page.getByRole('button', { name: 'Save as preset' }).click();
  await page.getByLabel('Preset name').fill('Wide dawn');
  await page.getByRole('button', { name: 'Save preset' }).click();
  await page.getByRole('button', { name: /^Presets/ }).click();
  await expect(page.getByRole('list', { name: 'Presets' })).toBeVisible();
  await shoot(page, 'image-presets');
  await page.setViewportSize(PHONE);
  await inChinese(page, true);
  await page.getByRole('button', { name: /^预设/ }).click();
  await shoot(page, 'image-presets-zh-phone');
  await inChinese(page, false);
});

test('A vertical film upright in the Library’s dialog, its caption broken between Chinese words', async ({
  studio,
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  await importTakes(studio, page);
  await studio.nav('Storyboard');
  await page.getByRole('button', { name: 'New storyboard' }).first().click();
  for (const name of ['Harbour at dawn', 'Gulls over the pier'])
    await page.getByRole('button', { name: `Add “${name}” to the film` }).click();
  const shots = page.getByRole('list', { name: 'Shots', exact: true }).getByRole('listitem');
  await shots.nth(0).getByLabel('Out (s)').fill('2');
  await shots.nth(1).getByLabel('Out (s)').fill('2');
  await shots
    .nth(0)
    .getByLabel('Caption')
    .fill('红灯笼照亮了码头，海鸥在港湾上空盘旋，渔船一艘接一艘出海');
  await page.getByRole('radio', { name: '9:16' }).check();
  await page.getByRole('checkbox', { name: 'Burn captions into the picture' }).check();
  await page.getByRole('button', { name: 'Export film' }).click();
  await expect(page.getByText(/The film is ready/)).toBeVisible({ timeout: 200_000 });

  await studio.nav('Library');
  const gallery = new Gallery(page);
  await gallery.useGrid();
  await gallery.open('(MP4), made from 2 shots');
  await expect(page.getByRole('dialog').locator('video').first()).toHaveJSProperty('readyState', 4);
  await shoot(page, 'film-dialog-vertical');
  await page.keyboard.press('Escape');

  await page.setViewportSize(PHONE);
  await inChinese(page, true);
  await page
    .locator('[data-job-id]')
    .filter({ hasText: 'MP4' })
    .first()
    .locator('[data-open]')
    .click();
  await expect(page.getByRole('dialog').locator('video').first()).toHaveJSProperty('readyState', 4);
  await shoot(page, 'film-dialog-vertical-zh-phone');
  await page.keyboard.press('Escape');

  // The preview's caption, broken where the burned one is: between words.
  await page.goto('/#/storyboard');
  await page.locator('[data-film-aspect]').first().scrollIntoViewIfNeeded();
  await shoot(page, 'storyboard-caption-words-zh-phone');
  await inChinese(page, false);
});
