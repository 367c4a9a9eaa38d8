import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { settle, schemes } from './fixtures/a11y';
import { CharacterSteps, EditSteps } from './fixtures/faces';
import { ImageSteps } from './fixtures/image';
import { expect, LANGUAGE_KEY, test } from './fixtures/studio';

/**
 * Pictures of issue 56's new parts, to look at as a creator would: Edit a picture with a mask
 * painted, the character dialog, the `@` list under a prompt and a shot's first-frame step — at
 * 1280×800 in English and on a phone (390×844) in Chinese, light and dark.
 * `SCREENSHOTS=1 npx playwright test e2e/screenshots-faces.spec.ts`. Not part of the suite (it
 * writes into docs/screenshots/).
 */
test.skip(!process.env.SCREENSHOTS, 'writes docs/screenshots; run with SCREENSHOTS=1');

const PORTRAIT = fileURLToPath(new URL('./assets/frame-640x360.png', import.meta.url));

/** The words each picture needs, in the language it is taken in. */
const words = {
  en: {
    editThis: 'Edit this picture',
    instruction: 'Instruction',
    prompt: 'Prompt',
    generate: 'Generate',
    manage: 'Manage characters…',
    step: 'First frame',
  },
  zh: {
    editThis: '编辑这张图片',
    instruction: '编辑指令',
    prompt: '提示词',
    generate: '生成',
    manage: '管理角色…',
    step: '首帧',
  },
} as const;

async function language(page: Page, lang: 'en' | 'zh') {
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: LANGUAGE_KEY,
    value: lang,
  });
  await page.reload();
}

async function shoot(page: Page, name: string) {
  for (const scheme of schemes) {
    await settle(page, scheme);
    await page.screenshot({ path: `docs/screenshots/${name}-${scheme}.png` });
  }
}

const sizes = [
  { lang: 'en', width: 1280, height: 800, suffix: '' },
  { lang: 'zh', width: 390, height: 844, suffix: '-zh-phone' },
] as const;

test('Edit a picture with a mask painted (desktop, English; phone, 中文)', async ({
  studio,
  page,
}) => {
  test.setTimeout(150_000);
  await studio.presetGateway('/image');
  await new ImageSteps(page).fill({ prompt: 'A quiet harbour at dawn' });
  await studio.generate().click();
  await expect(studio.job('A quiet harbour at dawn')).toHaveAttribute(
    'data-job-status',
    'succeeded',
  );
  for (const { lang, width, height, suffix } of sizes) {
    await page.setViewportSize({ width, height });
    await language(page, lang);
    const w = words[lang];
    await studio.job('A quiet harbour at dawn').getByRole('button', { name: w.editThis }).click();
    const edit = new EditSteps(page);
    const form = page.locator('#image-edit');
    await expect(form.getByTestId('mask-canvas')).toBeVisible();
    await edit.paint([0.15, 0.55], [0.55, 0.45]);
    await form
      .getByRole('textbox', { name: w.instruction })
      .fill(
        lang === 'en' ? 'Put a red sailing boat where I painted' : '在涂抹的地方放一艘红色帆船',
      );
    // The painter with its tools at the top of the screen.
    await form
      .getByRole('toolbar')
      .first()
      .evaluate((el) => el.parentElement?.scrollIntoView({ block: 'start' }));
    await shoot(page, `image-edit-mask${suffix}`);
  }
  await language(page, 'en');
});

test('characters: the dialog, the @ list and a shot’s first frame (desktop, English; phone, 中文)', async ({
  studio,
  page,
}) => {
  test.setTimeout(180_000);
  await studio.presetGateway('/video');
  const characters = new CharacterSteps(page);
  await characters.makeFrom(
    page.getByLabel('Prompt', { exact: true }),
    'Mia',
    PORTRAIT,
    'short red hair, a green coat, about thirty',
  );
  for (const { lang, width, height, suffix } of sizes) {
    await page.setViewportSize({ width, height });
    await language(page, lang);
    const w = words[lang];
    const prompt = page.getByLabel(w.prompt, { exact: true });
    await prompt.fill('');
    await prompt.pressSequentially('@');
    await page.getByRole('option', { name: w.manage }).click();
    await expect(page.getByRole('dialog').getByRole('listitem')).toHaveCount(1);
    await shoot(page, `character-dialog${suffix}`);
    await page.keyboard.press('Escape');

    await prompt.fill('');
    await prompt.pressSequentially('A walk by the sea, @M');
    await expect(page.getByRole('listbox')).toBeVisible();
    await shoot(page, `character-mention${suffix}`);
    await prompt.press('Enter');
    await prompt.pressSequentially(lang === 'en' ? 'looks back at the lighthouse' : '回头望向灯塔');
    await page.getByRole('button', { name: w.generate, exact: true }).click();
    const step = page.getByRole('region', { name: w.step }).first();
    await expect(step.getByRole('img')).toBeVisible();
    await step.scrollIntoViewIfNeeded();
    await shoot(page, `character-first-frame${suffix}`);
  }
  await language(page, 'en');
});
