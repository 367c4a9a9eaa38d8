import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/studio';

/**
 * The locator contract's promise, form by form: every field's error is shown next to it AND is
 * that field's accessible description, so a screen reader hears it on the field itself.
 */

function field(page: Page, label: string): Locator {
  return page.getByLabel(label, { exact: true });
}

/** Each field's accessible description is its error, as given: `{ label: message }`. */
async function expectDescribed(page: Page, errors: Record<string, string | RegExp>) {
  for (const [label, message] of Object.entries(errors))
    await expect(field(page, label)).toHaveAccessibleDescription(message);
}

async function submit(page: Page, name = 'Generate') {
  await page.getByRole('button', { name, exact: true }).click();
}

/** Each follow-by-id box: a wrong id's error is the id field's description. */
async function expectFollowError(page: Page, label: string, badId: string) {
  const box = page.locator('details').filter({ hasText: 'Follow an existing task by id' });
  await box.locator('summary').click();
  await box.getByLabel(label, { exact: true }).fill(badId);
  await box.getByRole('button', { name: 'Follow' }).click();
  const alert = box.getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(box.getByLabel(label, { exact: true })).toHaveAccessibleDescription(
    (await alert.textContent()) ?? '',
  );
}

test.describe('every error is its field’s accessible description', () => {
  // Form by form in one studio: each page is opened in the same document (a hash change), so
  // six tests' loads and resets between tests became one (nothing here is sent, so nothing is
  // left for the next form to see).
  test('every form', async ({ studio, page }) => {
    await test.step('video', async () => {
      await studio.open('/video');
      await field(page, 'Seconds').fill('2');
      await submit(page);
      await expectDescribed(page, {
        Prompt: 'Write a prompt.',
        Seconds: 'Seconds must be a whole number from 3 to 15.',
      });

      await field(page, 'Prompt').fill('x'.repeat(4001));
      await submit(page);
      await expect(field(page, 'Prompt')).toHaveAccessibleDescription(
        'Keep the prompt under 4,000 characters.',
      );

      await field(page, 'Model').selectOption('videomodel-1.0-i2v');
      await submit(page);
      await expect(field(page, 'First frame')).toHaveAccessibleDescription(
        'Image to video needs a first frame: choose a file or give a URL.',
      );
      await field(page, 'First frame URL').fill('ftp://img.example/first.png');
      await page.getByRole('button', { name: 'Use URL' }).click();
      await expect(field(page, 'First frame URL')).toHaveAccessibleDescription(
        'The first-frame URL must start with http:// or https://.',
      );
      await expectFollowError(page, 'Task ID', 'not an id!');
    });

    await test.step('clip', async () => {
      await studio.open('/clip');
      await field(page, 'Start image URL').fill('not a web address');
      await field(page, 'End image URL').fill('ftp://x.example/end.jpg');
      await submit(page);
      await expectDescribed(page, {
        Prompt: 'Write a prompt.',
        'Start image URL':
          'The start image URL must be a web address starting with http:// or https://.',
        'End image URL':
          'The end image URL must be a web address starting with http:// or https://.',
      });
      await expectFollowError(page, 'Clip ID', 'not an id!');
    });

    await test.step('pixa', async () => {
      await studio.open('/pixa');
      await field(page, 'Model').fill('');
      await field(page, 'Template ID').fill('abc');
      await field(page, 'Duration').selectOption('8');
      await field(page, 'Motion mode').selectOption('fast');
      await field(page, 'Seed').fill('-1');
      await field(page, 'Image URL').fill('picture.jpg');
      await submit(page);
      await expectDescribed(page, {
        Prompt: 'Write a prompt.',
        Model: 'Choose a model (v3.5, v4, v4.5, v5) or type its name.',
        'Template ID': 'Template ID must be a whole number, or empty for none.',
        'Motion mode': 'Fast motion works only with a 5 s duration.',
        Seed: 'Seed must be a whole number from 0 to 2,147,483,647, or empty for a random one.',
        'Image URL': 'Image URL must be a web address starting with http:// or https://.',
      });
      await expectFollowError(page, 'Video ID', 'abc');
    });

    await test.step('music', async () => {
      await studio.open('/music');
      await field(page, 'Style tags').fill('x'.repeat(201));
      await field(page, 'Title').fill('x'.repeat(81));
      await submit(page);
      await expectDescribed(page, {
        Lyrics: 'Write the lyrics, or tick Instrumental.',
        'Style tags': 'Keep the style tags to 200 characters or fewer.',
        Title: 'Keep the title to 80 characters or fewer.',
      });

      await field(page, 'Style tags').fill('');
      await field(page, 'Instrumental').check();
      await submit(page);
      await expect(field(page, 'Style tags')).toHaveAccessibleDescription(
        'An instrumental needs style tags.',
      );

      await field(page, 'Mode').selectOption('description');
      await submit(page);
      await expect(field(page, 'Description')).toHaveAccessibleDescription(
        'Describe the song you want.',
      );
      await expectFollowError(page, 'Clip IDs', '!!');
    });

    await test.step('pikb', async () => {
      await studio.open('/pikb');
      await submit(page, 'Follow');
      await expect(field(page, 'Task ID')).toHaveAccessibleDescription(
        'Enter the Task ID of a pikb task.',
      );
      await field(page, 'Task ID').fill('1234');
      await submit(page, 'Follow');
      await expect(field(page, 'Task ID')).toHaveAccessibleDescription(/^A Task ID is a UUID/);
    });

    await test.step('gpts', async () => {
      await studio.open('/gpts');
      await submit(page, 'Look up');
      await expect(field(page, 'GPT ID')).toHaveAccessibleDescription(
        'Enter a GPT ID, like g-2fkFE8rbu.',
      );
      await field(page, 'GPT ID').fill('2fkFE8rbu');
      await submit(page, 'Look up');
      await expect(field(page, 'GPT ID')).toHaveAccessibleDescription(
        'A GPT ID starts with “g-”, like g-2fkFE8rbu.',
      );
    });
  });
});
