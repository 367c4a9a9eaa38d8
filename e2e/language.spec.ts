import { makeVideos } from './fixtures/gallery';
import { expectNoViolations } from './fixtures/a11y';
import { expect, LANGUAGE_KEY, test } from './fixtures/studio';

test('switching to Chinese translates the navigation at once, sets <html lang> and survives a reload', async ({
  page,
}) => {
  await page.goto('./#/library');
  const nav = page.getByRole('navigation', { name: 'Studio' });
  await expect(nav.getByRole('link', { name: 'Library' })).toBeVisible();
  await page.getByRole('combobox', { name: /Language/ }).selectOption('zh');

  const zhNav = page.getByRole('navigation', { name: '工作室' });
  await expect(zhNav.getByRole('link', { name: '作品库' })).toBeVisible();
  await expect(zhNav.getByRole('link', { name: '设置' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await page.reload();
  await expect(
    page.getByRole('navigation', { name: '工作室' }).getByRole('link', { name: '作品库' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  // Not only the navigation: a form opened after the reload is Chinese too.
  await page
    .getByRole('navigation', { name: '工作室' })
    .getByRole('link', { name: '视频', exact: true })
    .click();
  const form = page.getByRole('form', { name: '视频生成器' });
  await expect(form.getByLabel('提示词', { exact: true })).toBeVisible();
  await expect(form.getByLabel('时长（秒）')).toBeVisible();
  await expect(form.getByRole('button', { name: '生成' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Video generator' })).toHaveCount(0);
  // The switch keeps the English word in its name, so it is found in any language.
  await page.getByRole('combobox', { name: /Language/ }).selectOption('en');
  await expect(
    page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Library' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

// Without the `studio` fixture, which pins English: this is a first visit's own choice.
test.describe('a first visit', () => {
  test.use({ locale: 'zh-CN' });
  test('a browser that prefers Chinese gets Chinese, with nothing chosen yet', async ({ page }) => {
    await page.goto('./#/library');
    await expect(
      page.getByRole('navigation', { name: '工作室' }).getByRole('link', { name: '作品库' }),
    ).toBeVisible();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), LANGUAGE_KEY)).toBeNull();
  });
});

test('a full video job runs in Chinese: Chinese labels, a Chinese message next to a bad field with nothing sent, Chinese status words', async ({
  studio,
  page,
}) => {
  await studio.presetGateway('/video');
  await page.getByRole('combobox', { name: /Language/ }).selectOption('zh');

  const form = page.getByRole('form', { name: '视频生成器' });
  await expect(form).toBeVisible();
  await form.getByLabel('提示词', { exact: true }).fill('雨中的纸船');
  await form.getByLabel('时长（秒）').fill('2');
  await form.getByRole('button', { name: '生成' }).click();
  await expect(form.getByLabel('时长（秒）')).toHaveAccessibleDescription(
    '时长必须是 3 到 15 之间的整数秒。',
  );
  expect(studio.log.to('POST', /^\/v1\/videos$/)).toHaveLength(0);

  await form.getByLabel('时长（秒）').fill('6');
  await form.getByLabel('画面比例').selectOption('9:16');
  await form.getByRole('button', { name: '生成' }).click();
  await expect(form.getByRole('status').filter({ hasText: '任务已开始。' })).toBeVisible();

  const card = studio.job('雨中的纸船');
  await expect(card).toHaveAttribute('data-job-status', 'succeeded');
  await expect(card).toContainText('已完成');
  await studio.expectPlays(card.locator('video'));
  expect(studio.log.to('POST', /^\/v1\/videos$/)).toHaveLength(1);
});

test('Settings in Chinese: its heading, Test connection and the page title are Chinese', async ({
  page,
}) => {
  await page.goto('./#/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page).toHaveTitle('Settings · Media Studio');
  await page.getByRole('combobox', { name: /Language/ }).selectOption('zh');

  await expect(page.getByRole('heading', { level: 1, name: '设置' })).toBeVisible();
  await expect(page.getByRole('button', { name: '测试连接' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Test connection' })).toHaveCount(0);
  await expect(page).toHaveTitle('设置 · Media Studio');
  await expect(
    page.getByRole('banner').getByRole('link', { name: '网关：演示网关' }),
  ).toBeVisible();
});

test('in Chinese, the video form shows the Variations and Presets controls in Chinese', async ({
  studio,
  page,
}) => {
  await studio.presetGateway('/video');
  await page.getByRole('combobox', { name: /Language/ }).selectOption('zh');

  const form = page.getByRole('form', { name: '视频生成器' });
  const variations = form.getByRole('group', { name: '变体' });
  await expect(variations).toHaveAccessibleDescription('一个请求。');
  await variations.getByRole('radio', { name: '2' }).check();
  await expect(variations).toHaveAccessibleDescription('2 个请求，依次发送。');

  await form.getByRole('button', { name: /^预设/ }).click();
  await expect(form.getByText('还没有预设。填好表单后点击“存为预设”。')).toBeVisible();
  await form.getByRole('button', { name: '存为预设' }).click();
  await form.getByLabel('预设名称').fill('竖屏夜景');
  await form.getByRole('button', { name: '保存预设' }).click();
  await expect(
    form.getByRole('status').filter({ hasText: '已保存预设“竖屏夜景”。' }),
  ).toBeVisible();
  await form.getByRole('button', { name: /^预设/ }).click();
  await expect(
    form.getByRole('list', { name: '预设' }).getByRole('button', { name: '竖屏夜景', exact: true }),
  ).toBeVisible();
  expect(studio.log.to('POST', /^\/v1\/videos$/)).toHaveLength(0);
});

test("the library in Chinese: the find bar, a finished job's tile and card with their actions", async ({
  studio,
  page,
}) => {
  await studio.presetGateway();
  await makeVideos(studio, ['Paper boat in the rain']);
  await studio.nav('Library');
  await page.getByRole('combobox', { name: /Language/ }).selectOption('zh');

  await expect(page.getByRole('heading', { level: 1, name: '作品库' })).toBeVisible();
  const find = page.getByRole('search', { name: '查找任务' });
  await expect(find.getByRole('searchbox', { name: '搜索' })).toBeVisible();
  for (const name of ['生成器', '状态', '日期', '排序'])
    await expect(find.getByRole('combobox', { name, exact: true })).toBeVisible();
  await expect(find.getByRole('checkbox', { name: '仅显示收藏' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1 个结果' })).toBeVisible();

  await page.getByRole('radio', { name: '网格' }).check();
  const tile = page
    .getByRole('list', { name: '任务' })
    .locator('[data-job-id]')
    .filter({ hasText: 'Paper boat' });
  await expect(tile.getByRole('button', { name: '打开：Paper boat in the rain' })).toBeVisible();
  await expect(tile.getByRole('button', { name: '收藏' })).toBeVisible();
  await expect(tile.getByRole('button', { name: '下载' })).toBeVisible();

  await page.getByRole('radio', { name: '列表' }).check();
  const card = page
    .getByRole('list', { name: '任务' })
    .locator('[data-job-id]')
    .filter({ hasText: 'Paper boat' });
  await expect(card).toContainText('已完成');
  for (const name of ['收藏', '下载', '使用这些设置', '在此浏览器中保存副本', '移除…'])
    await expect(card.getByRole('button', { name, exact: true })).toBeVisible();
  await card.getByRole('button', { name: '移除…' }).click();
  await expect(card).toContainText('从作品库中移除？');
  await expect(card.getByRole('button', { name: '保留' })).toBeVisible();
});

test('axe stays clean in Chinese, light and dark, on a form, the library with a finished job, and Settings', async ({
  studio,
  page,
}) => {
  test.setTimeout(90_000);
  await studio.presetGateway();
  await makeVideos(studio, ['A paper boat drifting down a rain-soaked street']);
  await expect(studio.jobs().first()).toHaveAttribute('data-job-status', 'succeeded', {
    timeout: 30_000,
  });
  await page.getByRole('combobox', { name: /Language/ }).selectOption('zh');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  for (const route of ['/video', '/library', '/settings']) {
    await studio.open(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, `${route} in Chinese`);
  }
});
