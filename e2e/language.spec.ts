import { test as base } from '@playwright/test';
import { expect, LANGUAGE_KEY, test } from './fixtures/studio';

test('switching to Chinese translates the navigation at once, sets <html lang> and survives a reload', async ({ page }) => {
  await page.goto('./#/library');
  const nav = page.getByRole('navigation', { name: 'Studio' });
  await expect(nav.getByRole('link', { name: 'Library' })).toBeVisible();
  await page.getByRole('combobox', { name: /Language/ }).selectOption('zh');

  const zhNav = page.getByRole('navigation', { name: '工作室' });
  await expect(zhNav.getByRole('link', { name: '作品库' })).toBeVisible();
  await expect(zhNav.getByRole('link', { name: '设置' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await page.reload();
  await expect(page.getByRole('navigation', { name: '工作室' }).getByRole('link', { name: '作品库' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  // The switch keeps the English word in its name, so it is found in any language.
  await page.getByRole('combobox', { name: /Language/ }).selectOption('en');
  await expect(page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Library' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

base.describe('a first visit', () => {
  base.use({ locale: 'zh-CN' });
  base('a browser that prefers Chinese gets Chinese, with nothing chosen yet', async ({ page }) => {
    await page.goto('./#/library');
    await expect(page.getByRole('navigation', { name: '工作室' }).getByRole('link', { name: '作品库' })).toBeVisible();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), LANGUAGE_KEY)).toBeNull();
  });
});
