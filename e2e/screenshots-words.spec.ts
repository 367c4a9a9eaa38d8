import type { Page } from '@playwright/test';
import { settle, schemes } from './fixtures/a11y';
import { expect, LANGUAGE_KEY, test } from './fixtures/studio';

/**
 * Pictures of issue 55's words, to look at as a creator would: prompt help's proposal beside the
 * Video prompt, and "Write shots from a script" with its rows (one to fix) — at 1280×800 in
 * English and at 390×844 in Chinese, light and dark.
 * `SCREENSHOTS=1 npx playwright test e2e/screenshots-words.spec.ts`. Not part of the suite (it
 * writes into docs/screenshots/).
 */
test.skip(!process.env.SCREENSHOTS, 'writes docs/screenshots; run with SCREENSHOTS=1');

async function shoot(page: Page, name: string) {
  for (const scheme of schemes) {
    await settle(page, scheme);
    await page.screenshot({ path: `docs/screenshots/${name}-${scheme}.png` });
  }
}

const sizes = [
  { suffix: '', width: 1280, height: 800, zh: false },
  { suffix: '-zh-phone', width: 390, height: 844, zh: true },
] as const;

for (const size of sizes)
  test(`prompt help's proposal beside the prompt (${size.width}×${size.height})`, async ({
    studio,
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    if (size.zh) await page.addInitScript((key) => localStorage.setItem(key, 'zh'), LANGUAGE_KEY);
    await studio.presetGateway('/video');
    const prompt = page.locator('#video-prompt');
    await prompt.fill(
      size.zh ? '一只红色的狐狸在森林奔跑 [slow]' : 'a red fox running through a snowy forest',
    );
    const help = page.locator('[data-prompt-help="video-prompt"]');
    await help
      .getByRole('button')
      .nth(size.zh ? 3 : 1)
      .click();
    const region = help.locator('section[data-proposal-state]');
    await expect(region).toHaveAttribute('data-proposal-state', 'done');
    // On a phone, the field's label at the top: the field, its help and the proposal in one view.
    if (size.zh)
      await page
        .getByText('提示词', { exact: true })
        .evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await shoot(page, `prompt-help${size.suffix}`);
  });

for (const size of sizes)
  test(`Write shots from a script, its rows (${size.width}×${size.height})`, async ({
    studio,
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    if (size.zh) await page.addInitScript((key) => localStorage.setItem(key, 'zh'), LANGUAGE_KEY);
    await studio.presetGateway('/storyboard');
    await page
      .locator('main button')
      .filter({ hasText: size.zh ? '新建故事板' : 'New storyboard' })
      .first()
      .click();
    await page
      .locator('button[aria-haspopup="dialog"]')
      .filter({ hasText: size.zh ? '根据剧本写镜头' : 'Write shots from a script' })
      .click();
    const dialog = page.locator('dialog[open]');
    await dialog
      .locator('textarea')
      .fill(
        size.zh
          ? '清晨，一艘小船驶离港口。它穿过灰色的海湾。黄昏时，灯塔在等待。 [bad-shot]'
          : 'A boat leaves the harbour at dawn. It crosses the grey bay. The lighthouse waits at dusk. [bad-shot]',
      );
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog.locator('[data-batch-row]')).toHaveCount(3);
    await shoot(page, `script-shots${size.suffix}`);
  });
