import type { Locator, Page } from '@playwright/test';
import { serverTasks } from './fixtures/gateway';
import { generators } from './fixtures/generators';
import { FormAids } from './fixtures/studio-aids';
import { expect, test, type Studio } from './fixtures/studio';

/**
 * Every keystroke kept (issue 25.1): text typed with no delay between keys — as a fast typist on a
 * slow phone types, relative to its renders — arrives whole, in every text field and combobox,
 * also in the first instants after a page opens, while its chunks and its draft arrive.
 */

/** Types `text` with no delay between keys (Playwright's default), then reads the field back. */
async function typeAtFullSpeed(field: Locator, text: string) {
  await field.pressSequentially(text);
  await expect(field).toHaveValue(text);
}

/** Opens the studio at `path` from nothing: a new document, every chunk fetched afresh. */
async function openCold(studio: Studio, path: string) {
  await studio.page.goto('about:blank');
  await studio.open(path);
}

async function taskPrompts(kind: string): Promise<(string | null)[]> {
  return (await serverTasks()).filter((t) => t.kind === kind).map((t) => t.prompt);
}

test.describe('every keystroke kept', () => {
  test('"Earlier prompts" keeps every character typed at full speed', async ({ studio, page }) => {
    await studio.presetGateway('/video');
    // A prompt sent once, so there is a history to search.
    await studio.fillVideo({ prompt: 'Keystrokes: lambda remembered by the sea', seconds: '4' });
    await studio.generate().click();
    await expect(studio.job('Keystrokes: lambda remembered')).toHaveAttribute(
      'data-job-remote-ids',
      /.+/,
    );

    const history = new FormAids(page).history();
    // The words the issue saw arrive as "lambda remebrd", "lambdarememerd", "lamdarmembered".
    for (const text of [
      'lambda remembered',
      'lambda remembered by the sea',
      'nothing like it at all',
    ]) {
      await history.fill('');
      await typeAtFullSpeed(history, text);
    }
    await history.fill('');
    await typeAtFullSpeed(history, 'lambda remembered');
    const list = page.getByRole('listbox', { name: 'Earlier prompts' });
    await expect(list.getByRole('option')).toHaveText(['Keystrokes: lambda remembered by the sea']);
    // Chosen, it goes into the prompt; the search box is emptied, not filled with it.
    await history.press('ArrowDown');
    await history.press('Enter');
    await expect(page.getByLabel('Prompt', { exact: true })).toHaveValue(
      'Keystrokes: lambda remembered by the sea',
    );
    await expect(history).toHaveValue('');
  });

  test('a prompt typed at full speed the moment a generator page opens is sent whole, a draft beside it', async ({
    studio,
    page,
  }) => {
    await studio.presetGateway('/pixa');
    // A draft from an earlier visit (another field), restored as the form opens.
    await page.getByLabel('Seed', { exact: true }).fill('42');
    await openCold(studio, '/pixa');
    const prompt = `Keystrokes pixa: a heron stands in the shallows ${Date.now()}`;
    await typeAtFullSpeed(page.getByLabel('Prompt', { exact: true }), prompt);
    await expect(page.getByLabel('Seed', { exact: true })).toHaveValue('42');
    await studio.generate().click();
    await expect(studio.job(prompt)).toHaveAttribute('data-job-remote-ids', /.+/);
    expect(await taskPrompts('pixa')).toContain(prompt);

    await openCold(studio, '/video');
    const video = `Keystrokes video: lanterns drift down a river ${Date.now()}`;
    await typeAtFullSpeed(page.getByLabel('Prompt', { exact: true }), video);
    await studio.generate().click();
    await expect(studio.job(video)).toHaveAttribute('data-job-remote-ids', /.+/);
    expect(await taskPrompts('video')).toContain(video);
  });

  // One test a page, each opened cold: the field is typed into the moment it can be. Every
  // generator the studio offers (its own list, issue 39) but Pixa and Video, whose prompts the test
  // above types and sends; a generator not named here is typed into at its form's first text box.
  const firstField: Record<string, [(page: Page) => Locator, string]> = {
    clip: [(p) => p.getByLabel('Prompt', { exact: true }), 'a kite above the dunes at noon'],
    music: [(p) => p.getByLabel('Lyrics', { exact: true }), 'the lighthouse keeper sings at dawn'],
    pikb: [(p) => p.getByLabel('Task ID', { exact: true }), '9b2f6c1e-4a7d-4e3b-8c5a-1f2e3d4c5b6a'],
    gpts: [(p) => p.getByLabel('GPT ID', { exact: true }), 'g-abcdefghijklmnop'],
    avatar: [
      (p) => p.getByLabel('Portrait URL', { exact: true }),
      'https://media.example/portrait-of-a-harbour-keeper.jpg',
    ],
  };
  const typedAbove = new Set(['video', 'pixa']);
  const fields: [string, string, (page: Page) => Locator, string][] = [
    ...generators
      .filter((g) => !typedAbove.has(g.kind))
      .map((g): [string, string, (page: Page) => Locator, string] => {
        const [field, text] = firstField[g.kind] ?? [
          (p: Page) => p.locator('main form').locator('textarea, input[type=text]').first(),
          `${g.label}: a harbour at dusk`,
        ];
        return [g.label, `/${g.path}`, field, text];
      }),
    ['Settings', '/settings', (p) => p.getByLabel('Gateway URL'), 'https://gateway.example.com/v1'],
  ];
  for (const [name, path, field, text] of fields) {
    test(`${name}: the first text field keeps what is typed at full speed as the page opens`, async ({
      studio,
      page,
    }) => {
      await openCold(studio, path);
      await typeAtFullSpeed(field(page), text);
    });
  }

  test('Library: the search keeps what is typed at full speed as the page opens, in its URL too', async ({
    studio,
    page,
  }) => {
    await openCold(studio, '/library');
    await typeAtFullSpeed(page.getByRole('searchbox', { name: 'Search' }), 'harbour lights');
    await expect(page).toHaveURL(/[?&]q=harbour(\+|%20)lights(&|$)/);
  });
});
