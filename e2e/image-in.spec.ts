import type { Page } from '@playwright/test';
import { expectNoViolations } from './fixtures/a11y';
import { CLIP_CREATE, fillClip } from './fixtures/clip';
import { makeVideos } from './fixtures/gallery';
import { libraryFile } from './fixtures/library-file';
import { gatewayReceived } from './fixtures/gateway';
import { expect, test } from './fixtures/studio';

const UPLOAD = /^\/v1\/uploads\/images$/;
const PIXA_CREATE = /^\/vip\/pixa\/video\/create$/;
const FRAME = 'e2e/assets/frame-640x360.png';

/**
 * The multipart uploads of this file the demo gateway received, with their parts' headers (the
 * gateway is shared by the run's tests: each uploads its own file name).
 */
async function uploadsSeen(name: string) {
  return gatewayReceived({ method: 'POST', path: UPLOAD, body: `filename="${name}"` });
}

/** A copy of the sample frame under another name: a fault tag in its name steers the demo. */
async function framedAs(name: string) {
  const { readFile } = await import('node:fs/promises');
  return { name, mimeType: 'image/png', buffer: await readFile(FRAME) };
}

async function uploaded(page: Page, field: string, name: string) {
  const status = page.getByTestId('image-upload-done');
  await expect(status).toContainText(name);
  const url = await page.getByLabel(field, { exact: true }).inputValue();
  expect(url).toMatch(/^http:\/\/localhost:\d+\/demo\/uploads\/img_\w+\.png$/);
  return url;
}

test.describe('a local image where only a link is taken (issue 27 item 3)', () => {
  test.beforeEach(async ({ studio }) => {
    await studio.presetGateway();
  });

  test("Clip's start image: the file is uploaded as multipart, and the create carries the link it answered", async ({
    studio,
    page,
  }) => {
    await studio.nav('Clip');
    await fillClip(page, { prompt: 'A heron lifts off the water' });
    await page.getByLabel('Or upload a start image').setInputFiles(await framedAs('heron.png'));
    // Progress, then the result, at the field.
    const url = await uploaded(page, 'Start image URL', 'heron.png');
    const uploads = await uploadsSeen('heron.png');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.hasAuthorization).toBe(true);
    expect(uploads[0]?.body).toContain('name="file"; filename="heron.png"');
    expect(uploads[0]?.body).toContain('Content-Type: image/png');
    // The link serves the very image that was uploaded.
    const served = await page.request.get(url);
    expect(served.headers()['content-type']).toBe('image/png');
    const { readFile } = await import('node:fs/promises');
    expect(Buffer.compare(await served.body(), await readFile(FRAME))).toBe(0);
    // Uploading is not a job: nothing was created yet.
    expect(studio.log.to('POST', CLIP_CREATE)).toHaveLength(0);
    await expectNoViolations(page, 'clip form with an uploaded start image');

    await studio.generate().click();
    await expect(studio.job('A heron lifts off the water')).toBeVisible();
    const posts = studio.log.to('POST', CLIP_CREATE);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.postDataJSON()).toMatchObject({ image_url: url });
  });

  test("Pixa's image: uploaded, then sent as img_url; reached by keyboard", async ({
    studio,
    page,
  }) => {
    await studio.nav('Pixa');
    await page.getByLabel('Prompt', { exact: true }).fill('Snow falls on a lantern');
    // The file input follows the link box in the tab order.
    await page.getByLabel('Image URL', { exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Or upload an image')).toBeFocused();
    await page.getByLabel('Or upload an image').setInputFiles(await framedAs('lantern.png'));
    const url = await uploaded(page, 'Image URL', 'lantern.png');
    expect(await uploadsSeen('lantern.png')).toHaveLength(1);
    await studio.generate().click();
    await expect(studio.job('Snow falls on a lantern')).toBeVisible();
    const posts = studio.log.to('POST', PIXA_CREATE);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.postDataJSON()).toMatchObject({ img_url: url });
  });

  test('a gateway without the upload (404) takes links only: the field says so and keeps its link box', async ({
    studio,
    page,
  }) => {
    await studio.nav('Clip');
    await fillClip(page, { prompt: 'A kite over dunes' });
    await page
      .getByLabel('Or upload a start image')
      .setInputFiles(await framedAs('dune [404].png'));
    // Every image field of this gateway knows it now: the start image's and the end image's.
    await expect(page.getByText(/This gateway takes links only/)).toHaveCount(2);
    await expect(page.getByText(/This gateway takes links only/).first()).toBeVisible();
    await expect(page.getByLabel('Or upload a start image')).toHaveCount(0);
    await expect(page.getByLabel('Or upload an end image')).toHaveCount(0);
    await page.getByLabel('Start image URL').fill('https://images.example/dune.jpg');
    await studio.generate().click();
    await expect(studio.job('A kite over dunes')).toBeVisible();
    const posts = studio.log.to('POST', CLIP_CREATE);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.postDataJSON()).toMatchObject({
      image_url: 'https://images.example/dune.jpg',
    });
    await expectNoViolations(page, 'clip form of a links-only gateway');
  });

  test('an invalid file sends nothing, and Generate sends no create until it is dealt with', async ({
    studio,
    page,
  }) => {
    await studio.nav('Clip');
    await fillClip(page, { prompt: 'A lighthouse at dusk' });
    await page
      .getByLabel('Or upload a start image')
      .setInputFiles({ name: 'notes.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(
      page.getByRole('alert').filter({ hasText: 'notes.gif is not a PNG' }),
    ).toBeVisible();
    await studio.generate().click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Not sent: notes.gif was not uploaded' }),
    ).toBeVisible();
    expect(studio.log.to('POST', UPLOAD)).toHaveLength(0);
    expect(studio.log.to('POST', CLIP_CREATE)).toHaveLength(0);
    // A failed upload holds Generate the same way, with the gateway's reason at the field.
    await page.getByLabel('Or upload a start image').setInputFiles(await framedAs('sea [500].png'));
    await expect(
      page.getByRole('alert').filter({ hasText: 'sea [500].png was not uploaded' }),
    ).toBeVisible();
    await studio.generate().click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Not sent: sea [500].png was not uploaded' }),
    ).toBeVisible();
    expect(studio.log.to('POST', UPLOAD)).toHaveLength(1);
    expect(studio.log.to('POST', CLIP_CREATE)).toHaveLength(0);
    // Removed: the form sends without an image.
    await page.getByRole('button', { name: 'Remove sea [500].png' }).click();
    await studio.generate().click();
    await expect(studio.job('A lighthouse at dusk')).toBeVisible();
    expect(studio.log.to('POST', CLIP_CREATE)).toHaveLength(1);
  });

  test('in Chinese: the file field and the links-only note', async ({ studio, page }) => {
    await studio.nav('Pixa');
    await page.getByRole('combobox', { name: /Language/ }).selectOption('zh');
    await page.getByLabel('或上传图片').setInputFiles(await framedAs('lantern [404].png'));
    await expect(page.getByText(/此网关只接受链接/)).toBeVisible();
    await expectNoViolations(page, 'pixa form in Chinese, links only');
  });
});

test.describe('a frame of a result (issue 27 item 4)', () => {
  test.beforeEach(async ({ studio }) => {
    await studio.presetGateway();
  });

  test('Use last frame: image to video opens with a PNG within the limits, and nothing is sent until Generate', async ({
    studio,
    page,
  }) => {
    await makeVideos(studio, ['Gulls over the pier at noon']);
    const card = studio.job('Gulls over the pier at noon');
    await card.getByRole('button', { name: 'Use last frame' }).click();

    await expect(page).toHaveURL(/#\/video$/);
    const form = page.getByRole('form', { name: 'Video generator' });
    await expect(form.getByLabel('Model')).toHaveValue('videomodel-1.0-i2v');
    // The sample is 320 × 180: scaled up to reach 300 px, and the field says so.
    const summary = page.getByTestId('first-frame-summary');
    await expect(summary).toContainText(/frame-\w+\.png — 533×300 px/);
    await expect(page.getByTestId('first-frame-note')).toContainText(
      'scaled from 320 × 180 to 533 × 300 px',
    );
    await expectNoViolations(page, 'image to video with a frame of a result');
    expect(studio.log.to('POST', /^\/v1\/videos$/)).toHaveLength(1);

    await form.getByLabel('Prompt', { exact: true }).fill('The gulls fly on');
    await studio.generate().click();
    await expect(studio.job('The gulls fly on')).toBeVisible();
    const posts = studio.log.to('POST', /^\/v1\/videos$/);
    expect(posts).toHaveLength(2);
    const body = posts[1]?.postDataJSON() as { model: string; image: string };
    expect(body.model).toBe('videomodel-1.0-i2v');
    expect(body.image).toMatch(/^data:image\/png;base64,/);
    // The PNG's own header says its size.
    const png = Buffer.from(body.image.split(',')[1] ?? '', 'base64');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([533, 300]);
  });

  test('Use this frame by keyboard, from the moment the player is at', async ({ studio, page }) => {
    await makeVideos(studio, ['A paper boat drifts']);
    const card = studio.job('A paper boat drifts');
    await card.locator('video').evaluate(async (v: HTMLVideoElement) => {
      v.currentTime = 1.5;
      await new Promise((resolve) => v.addEventListener('seeked', resolve, { once: true }));
    });
    await card.getByRole('button', { name: 'Use this frame' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('first-frame-note')).toContainText('Frame at 0:01');
    // The frame lives in memory: after a reload the form asks for it again by name.
    await page.reload();
    await expect(page.getByText(/frame-\w+\.png was not kept: choose it again/)).toBeVisible();
    await expect(page.getByTestId('first-frame-summary')).toHaveCount(0);
  });

  test("the frame's note is reworded when the language is switched while the frame waits in the form", async ({
    studio,
    page,
  }) => {
    await makeVideos(studio, ['A lantern on the quay']);
    await studio
      .job('A lantern on the quay')
      .getByRole('button', { name: 'Use last frame' })
      .click();
    const note = page.getByTestId('first-frame-note');
    await expect(note).toContainText('of “A lantern on the quay”');
    await page.getByRole('combobox', { name: /Language/ }).selectOption('zh');
    await expect(note).toContainText('“A lantern on the quay”在');
    await expect(note).toContainText('处的画面');
    await expect(note).not.toContainText('Frame at');
  });

  test('Use last frame into a Video form with a prompt typed: the prompt stays, the picture shows, no earlier-job note (issue 38 item 5)', async ({
    studio,
    page,
  }) => {
    await makeVideos(studio, ['Gulls over the pier at noon']);
    // Written in the form above the card, not sent yet.
    const form = page.getByRole('form', { name: 'Video generator' });
    await form.getByLabel('Prompt', { exact: true }).fill('The gulls fly out to sea');
    await studio
      .job('Gulls over the pier at noon')
      .getByRole('button', { name: 'Use last frame' })
      .click();

    await expect(page.getByTestId('first-frame-note')).toBeVisible();
    await expect(form.getByLabel('Prompt', { exact: true })).toHaveValue(
      'The gulls fly out to sea',
    );
    await expect(form.getByLabel('Model')).toHaveValue('videomodel-1.0-i2v');
    const picture = form.getByRole('img', { name: /^First frame: frame-\w+\.png$/ });
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(533);
    // Only an image was handed over: no note about an earlier job's settings.
    await expect(page.getByRole('note', { name: 'Restored settings' })).toHaveCount(0);
    await expect(page.getByText('These are the settings of an earlier job')).toHaveCount(0);
    await expect(page.getByRole('note', { name: 'Image added' })).toContainText(
      'Image from “Gulls over the pier at noon” added.',
    );
    await expectNoViolations(page, 'a frame handed to a Video form with a prompt');
    expect(studio.log.to('POST', /^\/v1\/videos$/)).toHaveLength(1);
  });

  test('a media host that forbids reading its pixels (CORS): said at the player, a kept copy offered', async ({
    studio,
    page,
  }) => {
    await makeVideos(studio, ['Rain on a tin roof [media-no-cors]']);
    const card = studio.job('Rain on a tin roof');
    // The player still plays the link: only reading its pixels is refused.
    await studio.expectPlays(card.locator('video'));
    await card.getByRole('button', { name: 'Use last frame' }).click();
    const alert = card.getByRole('alert').filter({ hasText: 'does not let the page read' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Keep a copy in this browser' })).toBeVisible();
    await expect(page.getByTestId('first-frame-summary')).toHaveCount(0);
    await expectNoViolations(page, 'the frame refused by its host');
    await page.getByRole('combobox', { name: /Language/ }).selectOption('zh');
    await card.getByRole('button', { name: '使用最后一帧' }).click();
    await expect(card.getByRole('alert').filter({ hasText: '媒体主机不允许' })).toBeVisible();
  });
});

test.describe('storyboard continuity (issue 28 item 2)', () => {
  test("Next shot from a shot's last frame (at its out point): one image to video, its shot placed after the source and filled in when done", async ({
    studio,
    page,
  }) => {
    test.setTimeout(90_000);
    await studio.presetGateway('/library');
    await page.getByLabel('Import library file').setInputFiles({
      name: 'takes.json',
      mimeType: 'application/json',
      buffer: libraryFile(['Harbour at dawn', 'Lanterns at night']),
    });
    await expect(page.getByText('Imported 2 jobs')).toBeVisible();
    await studio.nav('Storyboard');
    await page.getByRole('button', { name: 'New storyboard' }).first().click();
    for (const name of ['Harbour at dawn', 'Lanterns at night'])
      await page.getByRole('button', { name: `Add “${name}” to the film` }).click();
    const shots = page.getByRole('list', { name: 'Shots', exact: true }).getByRole('listitem');
    await expect(shots).toHaveCount(2);
    // Trimmed to end at 2 s: the "last frame" is the one at the out point.
    await shots.nth(0).getByLabel('Out (s)').fill('2');
    await studio.expectPlays(shots.nth(0).locator('video'));

    await page.getByRole('button', { name: "Next shot from shot 1's last frame" }).click();
    const panel = page.getByRole('form', { name: 'Next shot from shot 1' });
    await expect(panel.getByTestId('next-shot-frame')).toContainText(
      // 1.95 s, shown rounded: not the source's own end at 4 s.
      'Frame at 0:02 of “Harbour at dawn”: scaled from 320 × 180 to 533 × 300 px',
    );
    await expectNoViolations(page, 'the next-shot panel');
    // Nothing is sent without a prompt: the video form's own rule, said here.
    await panel.getByRole('button', { name: 'Generate next shot' }).click();
    await expect(panel.getByRole('alert')).toBeVisible();
    expect(studio.log.to('POST', /^\/v1\/videos$/)).toHaveLength(0);

    await panel.getByLabel('What happens next', { exact: true }).fill('The harbour lights come on');
    // A double click makes one job.
    await panel.getByRole('button', { name: 'Generate next shot' }).dblclick();
    await expect(shots).toHaveCount(3);
    await expect(shots.nth(1).getByRole('heading')).toHaveText(
      'Shot 2: The harbour lights come on',
    );
    await expect(shots.nth(2).getByRole('heading')).toHaveText('Shot 3: Lanterns at night');
    const posts = studio.log.to('POST', /^\/v1\/videos$/);
    expect(posts).toHaveLength(1);
    const body = posts[0]?.postDataJSON() as { model: string; prompt: string; image: string };
    expect(body).toMatchObject({
      model: 'videomodel-1.0-i2v',
      prompt: 'The harbour lights come on',
    });
    const png = Buffer.from(body.image.split(',')[1] ?? '', 'base64');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([533, 300]);
    // The new shot fills in when its job finishes, and plays.
    await studio.expectPlays(shots.nth(1).locator('video'));
    expect(studio.log.to('POST', /^\/v1\/videos$/)).toHaveLength(1);
  });
});
