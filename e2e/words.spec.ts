import type { Page } from '@playwright/test';
import { expectNoViolations } from './fixtures/a11y';
import { gatewayReceived } from './fixtures/gateway';
import { expect, test } from './fixtures/studio';

/**
 * Words (issue 55) against the demo gateway over HTTP: prompt help streamed beside a prompt, used
 * and undone, stopped mid-stream; a script written into three shots that are queued and laid into
 * the storyboard with their captions; and hostile answers shown as the text they are.
 */

const chatPath = '/v1/chat/completions';

/** The chat asks the gateway saw whose body holds these words (other workers share its log). */
async function chatAsks(words: string) {
  return gatewayReceived({ method: 'POST', path: chatPath, body: words });
}

function promptHelp(page: Page) {
  return page.getByRole('toolbar', { name: 'Prompt help for Prompt' });
}

function proposal(page: Page) {
  return page.getByRole('region', { name: 'Proposal for Prompt' });
}

test('a streamed proposal is used and undone, and Stop keeps what arrived', async ({
  studio,
  page,
}) => {
  await studio.presetGateway('/video');
  const prompt = page.getByLabel('Prompt', { exact: true });
  await prompt.fill('a red fox in the snow');
  await promptHelp(page).getByRole('button', { name: 'Improve' }).click();
  await expect(proposal(page).getByRole('status')).toHaveText(
    'Proposal ready: use it, or discard it.',
  );
  const improved =
    'A red fox in the snow, in soft natural light, with a slow camera push-in and a clear subject in the foreground.';
  await expect(proposal(page).getByTestId('answer-text')).toHaveText(improved);
  await expectNoViolations(page, 'a proposal beside the prompt');
  // Streamed beside the field: what was typed is still there until Use it.
  await expect(prompt).toHaveValue('a red fox in the snow');
  const [ask] = await chatAsks('a red fox in the snow');
  expect(ask?.hasAuthorization).toBe(true);
  expect(JSON.parse(ask?.body ?? '{}')).toMatchObject({
    stream: true,
    messages: [{ role: 'system' }, { role: 'user', content: 'a red fox in the snow' }],
  });

  await proposal(page).getByRole('button', { name: 'Use it' }).click();
  await expect(prompt).toHaveValue(improved);
  await expect(prompt).toBeFocused();
  await page.keyboard.press('Control+z');
  await expect(prompt).toHaveValue('a red fox in the snow');
  await expect(page.getByRole('button', { name: 'Undo' })).toBeHidden();

  // A slow answer, stopped after its first words: they stay, and become the prompt.
  await prompt.fill('a lighthouse at dusk [long]');
  await promptHelp(page).getByRole('button', { name: 'Expand' }).click();
  const text = proposal(page).getByTestId('answer-text');
  await expect(text).toContainText('A lighthouse at dusk');
  await proposal(page).getByRole('button', { name: 'Stop' }).click();
  await expect(proposal(page).getByRole('status')).toHaveText('Stopped: what arrived is kept.');
  await expect(proposal(page)).toHaveAttribute('data-proposal-state', 'stopped');
  const kept = (await text.textContent()) ?? '';
  expect(kept.length).toBeLessThan(150);
  await proposal(page).getByRole('button', { name: 'Use it' }).click();
  await expect(prompt).toHaveValue(kept.trim());
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(prompt).toHaveValue('a lighthouse at dusk [long]');
});

test('a script becomes three queued shots laid into the storyboard with their captions', async ({
  studio,
  page,
}) => {
  test.setTimeout(90_000);
  await studio.presetGateway('/storyboard');
  await page.getByRole('button', { name: 'New storyboard' }).first().click();
  await page.getByRole('button', { name: 'Write shots from a script' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write shots from a script' });

  // An answer that is not the JSON asked for: named, shown, and nothing is queued.
  await dialog.getByLabel('Script or idea').fill('A harbour at dawn. [not-json]');
  await dialog.getByRole('button', { name: 'Write the shots' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'The answer is not the JSON asked for (there is no JSON in it): nothing was queued. Its text is below.',
  );
  await expect(dialog.getByTestId('answer-text')).toContainText('What a lovely script!');
  await dialog.getByRole('button', { name: 'Change the script' }).click();

  const script =
    'A boat leaves the harbour at dawn. It crosses the grey bay. The lighthouse waits at dusk.';
  await dialog.getByLabel('Script or idea').fill(script);
  await dialog.getByLabel('Number of shots').fill('3');
  await expect(dialog.getByLabel('Generator')).toHaveValue('video');
  await dialog.getByLabel('Ratio').selectOption('9:16');
  await dialog.getByRole('button', { name: 'Write the shots' }).click();
  const rows = dialog.getByRole('list', { name: 'Shots written' }).getByRole('listitem', {
    name: /^Row \d$/,
  });
  await expect(rows).toHaveCount(3);
  await expect(dialog.getByRole('status')).toHaveText([
    'Shots written: check each row, fix or skip it, then make them.',
    '3 shots: 3 good, 0 to fix, 0 skipped.',
  ]);
  await expect(dialog.getByLabel('Row 2: caption')).toHaveValue('It crosses the grey bay');
  await dialog.getByLabel('Row 3: caption').fill('The lighthouse, at last');
  await expectNoViolations(page, "the script's rows");
  expect(await chatAsks('Script:\\nA harbour at dawn. [not-json]')).toHaveLength(1);
  expect(await gatewayReceived({ path: '/v1/videos', body: '[not-json]' })).toHaveLength(0);

  await dialog.getByRole('button', { name: 'Make 3 shots' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: /^Queued 3 shots on the board/ }),
  ).toBeVisible();
  const shots = page.getByRole('list', { name: 'Shots', exact: true }).getByRole('listitem');
  await expect(shots).toHaveCount(3);
  await expect(shots.nth(0).getByLabel('Caption', { exact: true })).toHaveValue(
    'A boat leaves the harbour at dawn',
  );
  await expect(shots.nth(2).getByLabel('Caption', { exact: true })).toHaveValue(
    'The lighthouse, at last',
  );
  // Each through the one create path, in 9:16, in order; each fills in when its take finishes.
  const creates = await gatewayReceived({ method: 'POST', path: '/v1/videos', body: 'of 3:' });
  expect(creates.map((r) => (JSON.parse(r.body ?? '{}') as { ratio: string }).ratio)).toEqual([
    '9:16',
    '9:16',
    '9:16',
  ]);
  for (let i = 0; i < 3; i += 1)
    await expect(shots.nth(i).getByLabel(`Preview of shot ${i + 1}`)).toBeVisible({
      timeout: 45_000,
    });
  await expect(shots.nth(1).getByRole('heading')).toContainText(
    'Shot 2 of 3: It crosses the grey bay',
  );
});

test('hostile answers are shown as text: markup, a script tag, a javascript: link', async ({
  studio,
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await studio.presetGateway('/video');
  await page.getByLabel('Prompt', { exact: true }).fill('a fox [hostile]');
  await promptHelp(page).getByRole('button', { name: 'Improve' }).click();
  const text = proposal(page).getByTestId('answer-text');
  await expect(text).toContainText('<script>alert("chat")</script>');
  await expect(text).toContainText('[a link](javascript:alert(1))');
  await expect(text).toContainText('<a href="javascript:alert(2)">click</a>');
  await expect(text.locator('script, img, a')).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Studio' })
    .getByRole('link', { name: 'Storyboard' })
    .click();
  await page.getByRole('button', { name: 'New storyboard' }).first().click();
  await page.getByRole('button', { name: 'Write shots from a script' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write shots from a script' });
  await dialog.getByLabel('Script or idea').fill('A storm at sea. [hostile]');
  await dialog.getByLabel('Number of shots').fill('1');
  await dialog.getByRole('button', { name: 'Write the shots' }).click();
  const row = dialog.getByRole('listitem', { name: 'Row 1', exact: true });
  await expect(row).toContainText("<script>alert('shot')</script>");
  await expect(dialog.getByLabel('Row 1: caption')).toHaveValue(
    '<b>A storm at sea</b> [link](javascript:alert(1))',
  );
  await expect(dialog.locator('script, img, b, a[href^="javascript"]')).toHaveCount(0);
  // Nothing in an answer ran: no alert fired, no script link anywhere.
  expect(await page.locator('a[href^="javascript"]').count()).toBe(0);
  expect(dialogs).toEqual([]);
});
