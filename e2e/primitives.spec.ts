import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { compileCatalogs } from '../src/i18n/compile-catalog';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoViolations } from './fixtures/a11y';

/**
 * The native-dialog behaviour jsdom does not have (showModal, the inert page behind, Escape,
 * focus going back), checked in real Chromium on a harness page built here from the component
 * itself. The page is served by route from a fake origin: no server, nothing added to the app.
 */
const HARNESS = 'http://harness.test';
let outDir = '';

test.beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'primitives-harness-'));
  await build({
    configFile: false,
    // The repository as root, as in the app's own build, so Tailwind finds the components' classes.
    root: fileURLToPath(new URL('..', import.meta.url)),
    base: './',
    logLevel: 'warn',
    // The catalogs as the app builds them: English arrives in two halves (src/i18n/shell-keys.ts).
    plugins: [compileCatalogs(), react(), tailwindcss()],
    resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      rollupOptions: { input: fileURLToPath(new URL('./harness/index.html', import.meta.url)) },
    },
  });
});

test.afterAll(() => rmSync(outDir, { recursive: true, force: true }));

async function openHarness(page: Page) {
  await page.route(`${HARNESS}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    return route.fulfill({ path: join(outDir, path === '/' ? 'e2e/harness/index.html' : path) });
  });
  await page.goto(`${HARNESS}/`);
  await expect(page.getByRole('heading', { name: 'Gallery' })).toBeVisible();
}

/** Closed, and the keyboard is back where the person was. */
async function expectClosedWithFocusOn(page: Page, target: Locator) {
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(target).toBeFocused();
}

/** Whether the focused element is inside the open dialog. */
function focusInDialog(page: Page) {
  return page.evaluate(
    () => document.querySelector('dialog')?.contains(document.activeElement) ?? false,
  );
}

test.describe('Dialog (native <dialog>, showModal)', () => {
  test('is named by its title, takes focus, keeps Tab inside, closes on Escape and gives focus back', async ({
    page,
  }) => {
    await openHarness(page);
    const opener = page.getByRole('button', { name: 'Open details' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Video job' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription('A paper boat on a pond');
    expect(await focusInDialog(page)).toBe(true);
    // Modal: the page behind is inert, out of reach for the keyboard, the mouse and screen readers.
    expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => document.activeElement?.textContent ?? '');
      expect(['Before', 'After', 'Open details']).not.toContain(where);
    }
    await page.keyboard.press('Escape');
    await expectClosedWithFocusOn(page, opener);
    await expect(page.getByText('Closed 1 times')).toBeVisible();
  });

  test('the Close button and a click on the backdrop close it too; clicks inside do not', async ({
    page,
  }) => {
    await openHarness(page);
    const opener = page.getByRole('button', { name: 'Open details' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Video job' });
    await dialog.getByLabel('Note').click();
    await dialog.getByText('A paper boat on a pond').click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expectClosedWithFocusOn(page, opener);

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expectClosedWithFocusOn(page, opener);
    await expect(page.getByText('Closed 2 times')).toBeVisible();
  });

  test('when the opener is gone, focus goes where the page says instead of being lost', async ({
    page,
  }) => {
    await openHarness(page);
    await page.getByRole('button', { name: 'Open and re-render the opener away' }).click();
    const dialog = page.getByRole('dialog', { name: 'Video job' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expectClosedWithFocusOn(page, page.getByRole('heading', { name: 'Gallery' }));
  });
});

test.describe('Dialog closed by the page', () => {
  test('closing it by setting open to false gives focus back and is not reported as a close by the person', async ({
    page,
  }) => {
    await openHarness(page);
    const opener = page.getByRole('button', { name: 'Open details' });
    await opener.click();
    await page
      .getByRole('dialog', { name: 'Video job' })
      .getByRole('button', { name: 'Done' })
      .click();
    await expectClosedWithFocusOn(page, opener);
    await expect(page.getByText('Closed 0 times')).toBeVisible();
  });
});

test.describe('primitives in both colour schemes', () => {
  test('axe finds nothing on the select, file picker, star, skeleton, empty state and open dialog', async ({
    page,
  }) => {
    await openHarness(page);
    await page.getByRole('button', { name: 'Favourite' }).click();
    await expect(page.getByRole('button', { name: 'Favourite', pressed: true })).toBeVisible();
    await page
      .getByLabel('First frame')
      .setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    await expect(page.getByText('harbour.png')).toBeVisible();
    await expectNoViolations(page, 'primitives');
    await page.getByRole('button', { name: 'Open details' }).click();
    await expect(page.getByRole('dialog', { name: 'Video job' })).toBeVisible();
    await expectNoViolations(page, 'open dialog');
  });
});
