import { serverTasks } from './fixtures/gateway';
import { FormParts } from './fixtures/forms';
import { holdRequests } from './fixtures/presses';
import { expect, test } from './fixtures/studio';

const VIDEO_POST = /^\/v1\/videos$/;

async function tasksWith(prompt: string): Promise<number> {
  return (await serverTasks()).filter((t) => t.prompt === prompt).length;
}

test.describe('drafts, "Use these settings" and the form after Generate', () => {
  test.beforeEach(async ({ studio }) => {
    await studio.presetGateway('/video');
  });

  test('a typed prompt survives a look at the Library and a reload; Clear empties it', async ({
    studio,
    page,
  }) => {
    const form = new FormParts(page);
    await studio.fillVideo({ prompt: 'A draft that must not be lost', seconds: '9' });
    await studio.nav('Library');
    await studio.nav('Video');
    await expect(page.getByLabel('Prompt', { exact: true })).toHaveValue(
      'A draft that must not be lost',
    );
    await expect(page.getByLabel('Seconds')).toHaveValue('9');

    await page.reload();
    await expect(page.getByLabel('Prompt', { exact: true })).toHaveValue(
      'A draft that must not be lost',
    );
    await expect(page.getByLabel('Seconds')).toHaveValue('9');

    await form.clear().click();
    await expect(page.getByLabel('Prompt', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Seconds')).toHaveValue('5');
    await page.reload();
    await expect(page.getByLabel('Prompt', { exact: true })).toHaveValue('');
    // A draft never sends anything.
    expect(studio.log.to('POST', VIDEO_POST)).toHaveLength(0);
  });

  test('"Use these settings" on a finished video fills the form and sends nothing; Generate then makes one job', async ({
    studio,
    page,
  }) => {
    const form = new FormParts(page);
    const prompt = `Recall me: a kite over the dunes ${Date.now()}`;
    await studio.fillVideo({ prompt, seconds: '7' });
    await page.getByLabel('Resolution').selectOption('1080P');
    await page.getByLabel('Ratio').selectOption('9:16');
    await page.getByLabel('Watermark').check();
    await studio.generate().click();
    await expect(studio.job(prompt)).toHaveAttribute('data-job-status', 'succeeded');
    expect(studio.log.to('POST', VIDEO_POST)).toHaveLength(1);

    await studio.nav('Library');
    await form.useSettings(studio.job(prompt)).click();
    await expect(page).toHaveURL(/#\/video$/);
    await expect(page.getByLabel('Prompt', { exact: true })).toHaveValue(prompt);
    await expect(page.getByLabel('Seconds')).toHaveValue('7');
    await expect(page.getByLabel('Resolution')).toHaveValue('1080P');
    await expect(page.getByLabel('Ratio')).toHaveValue('9:16');
    await expect(page.getByLabel('Watermark')).toBeChecked();
    await expect(form.restoredNote()).toContainText('Nothing is sent until you press Generate.');

    // Nothing was sent: not by the page, and the gateway made no second task.
    expect(studio.log.to('POST', VIDEO_POST)).toHaveLength(1);
    expect(await tasksWith(prompt)).toBe(1);

    await studio.generate().click();
    await expect(page.getByRole('status').filter({ hasText: 'Job started' })).toBeVisible();
    await expect(studio.jobs().filter({ hasText: prompt })).toHaveCount(2);
    expect(studio.log.to('POST', VIDEO_POST)).toHaveLength(1 + 1);
    await expect.poll(() => tasksWith(prompt)).toBe(2);
    expect(studio.log.to('POST', VIDEO_POST)[1]?.postDataJSON()).toEqual({
      model: 'videomodel-1.0-t2v',
      prompt,
      seconds: 7,
      resolution: '1080P',
      ratio: '9:16',
      watermark: true,
    });
  });

  test('on a phone, the new job is brought into view after Generate, and focus stays put', async ({
    studio,
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await studio.fillVideo({ prompt: 'A phone-sized lighthouse' });
    await studio.generate().click();
    const card = studio.job('A phone-sized lighthouse');
    // Without the scroll its top edge peeks in at the very bottom of the screen: ask for most of it.
    await expect(card).toBeInViewport({ ratio: 0.75 });
    await expect(page.locator('article:focus-within')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Job started' })).toHaveCount(1);
  });

  test('on a phone, a press held while the new job is answered is not moved from under the pointer: the job comes into view after the release', async ({
    studio,
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The create's answer is held until the press is down (a second Generate pressed as the first
    // is answered: scrolling then moved the button away before the release, and the click was lost).
    const answer = await holdRequests(
      page,
      (url) => VIDEO_POST.test(url.pathname),
      (request) => request.method() === 'POST',
    );
    await studio.fillVideo({ prompt: 'A lighthouse pressed for' });
    await studio.generate().click();
    // Pressed at the screen's left edge, in the page's margin: nothing there takes the press.
    await page.mouse.move(2, 420);
    await page.mouse.down();
    const before = await page.evaluate(() => window.scrollY);
    answer();
    const card = studio.job('A lighthouse pressed for');
    await expect(card).toHaveAttribute('data-job-remote-ids', /.+/);
    await expect(page.getByRole('status').filter({ hasText: 'Job started' })).toHaveCount(1);
    // Two frames: the effect that brings a new job into view has run by then.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        ),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await expect(card).not.toBeInViewport({ ratio: 0.75 });
    await page.mouse.up();
    await expect(card).toBeInViewport({ ratio: 0.75 });
  });

  test('a chosen first-frame file is asked for again by name at its field, after a look at the Library and a reload', async ({
    studio,
    page,
  }) => {
    await studio.fillVideo({ prompt: 'From a frame I chose', model: 'videomodel-1.0-i2v' });
    const field = page.getByLabel('First frame', { exact: true });
    await field.setInputFiles('e2e/assets/frame-640x360.png');
    await expect(page.getByTestId('first-frame-summary')).toContainText('640×360 px');
    const askedAgain = 'frame-640x360.png was not kept: choose it again.';
    const fieldset = page.getByRole('group', { name: 'First-frame image' });
    const askedAtTheField = async (prompt: string) => {
      await expect(page.getByLabel('Prompt', { exact: true })).toHaveValue(prompt);
      // Not "No file chosen": the field itself names the file and asks for it (issue 24.2).
      await expect(fieldset.getByText(askedAgain)).toBeVisible();
      await expect(field).toHaveAccessibleDescription(
        /^frame-640x360\.png was not kept: choose it again\./,
      );
    };
    await studio.nav('Library');
    await studio.nav('Video');
    await askedAtTheField('From a frame I chose');
    // A later change to the draft keeps the file's name in it: a reload still asks for it.
    await page.getByLabel('Prompt', { exact: true }).fill('From a frame I chose, still');
    await page.reload();
    await askedAtTheField('From a frame I chose, still');
    // Chosen again, the request goes.
    await field.setInputFiles('e2e/assets/frame-640x360.png');
    await expect(page.getByTestId('first-frame-summary')).toContainText('640×360 px');
    await expect(page.getByText(askedAgain)).toHaveCount(0);
    expect(studio.log.to('POST', VIDEO_POST)).toHaveLength(0);
  });

  test('a prompt over 4,000 characters says by how much and sends nothing', async ({
    studio,
    page,
  }) => {
    const prompt = page.getByLabel('Prompt', { exact: true });
    await prompt.fill('x'.repeat(3990));
    await expect(page.getByText('3,990 / 4,000')).toBeVisible();
    await prompt.fill('x'.repeat(4012));
    await expect(page.getByText('12 characters over the 4,000 limit')).toBeVisible();
    await studio.generate().click();
    await expect(prompt).toHaveAccessibleDescription('Keep the prompt under 4,000 characters.');
    expect(studio.log.to('POST', VIDEO_POST)).toHaveLength(0);
    await expect(studio.jobs()).toHaveCount(0);
  });
});
