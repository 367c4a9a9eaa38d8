import { gatewaySaw } from './fixtures/gateway';
import { ImageSteps, imagePath, imagePosts, loaded } from './fixtures/image';
import { expect, test } from './fixtures/studio';

test.describe('Image: text to image against the demo gateway over HTTP', () => {
  test.beforeEach(async ({ studio }) => {
    await studio.presetGateway('/image');
  });

  test('two images from one request: one POST, both in the card and the Library, after a reload too', async ({
    studio,
    page,
  }) => {
    const image = new ImageSteps(page);
    await image.fill({ prompt: 'A lighthouse at dawn', size: '1792x1024', count: '2' });
    await studio.generate().click();
    const job = studio.job('A lighthouse at dawn');
    await expect(job).toHaveAttribute('data-job-status', 'succeeded');
    const pictures = image.pictures(job);
    await expect(pictures).toHaveCount(2);
    for (const n of [0, 1]) await expect.poll(() => loaded(pictures.nth(n))).toBe(true);
    await expect(job.getByText('640×360 px')).toHaveCount(2);

    const sent = imagePosts(studio);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.postDataJSON()).toEqual({
      model: 'imagemodel-1.0',
      prompt: 'A lighthouse at dawn',
      size: '1792x1024',
      n: 2,
      response_format: 'url',
    });
    expect(sent[0]?.headers().authorization).toBe('Bearer e2e-demo-key');

    // In the Library like any result: one job, both images, each with its own Download.
    await studio.nav('Library');
    const kept = studio.job('A lighthouse at dawn');
    await expect(image.pictures(kept)).toHaveCount(2);
    await expect(kept.getByRole('link', { name: 'Download image 2' })).toBeVisible();
    await page.reload();
    const again = studio.job('A lighthouse at dawn');
    await expect(image.pictures(again)).toHaveCount(2);
    await expect.poll(() => loaded(image.pictures(again).nth(1))).toBe(true);
    expect(imagePosts(studio)).toHaveLength(1);
  });

  test('a double click sends exactly one POST', async ({ studio, page }) => {
    const image = new ImageSteps(page);
    await image.fill({ prompt: 'Double click picture [slow-create]' });
    await studio.generate().dblclick();
    // While the one request is open: the time it has taken against the estimate.
    await expect(page.getByRole('progressbar', { name: 'Making 1 image' })).toBeVisible();
    await expect(studio.job('Double click picture')).toHaveAttribute(
      'data-job-status',
      'succeeded',
    );
    expect(imagePosts(studio)).toHaveLength(1);
    await expect(studio.jobs()).toHaveCount(1);
  });

  test('a reload while the request is open leaves an honest "submitted" job and sends nothing again', async ({
    studio,
    page,
  }) => {
    const image = new ImageSteps(page);
    // Its own words each run (the gateway is shared by workers and by `--repeat-each`).
    const words = `Reload mid request (run ${test.info().repeatEachIndex})`;
    await image.fill({ prompt: `${words} [slow-create]` });
    await studio.generate().click();
    await expect(studio.job(words)).toHaveAttribute('data-job-status', 'submitting');
    // The gateway has the request (its answer held 4 s): the reload loses only the answer.
    // (The job says "submitting" just before the POST leaves; a reload then could cancel it.)
    await expect.poll(() => gatewaySaw('POST', imagePath, words)).toBe(1);
    await page.reload();
    const job = studio.job(words);
    await expect(job).toContainText('Submitted');
    await expect(job).toContainText('it will not be sent again on its own');
    // Past the time the answer would have taken: still one POST, and the job still honest. Counted
    // where it arrived, the gateway; the page's log may miss a request in flight across a reload.
    await page.waitForTimeout(5_000);
    expect(await gatewaySaw('POST', imagePath, words)).toBe(1);
    expect(imagePosts(studio).length).toBeLessThanOrEqual(1);
    await expect(job).toHaveAttribute('data-job-status', 'submitting');
  });

  test('a fault tag says what went wrong and loses nothing', async ({ studio, page }) => {
    const image = new ImageSteps(page);
    await image.fill({ prompt: 'Proxy down [502]', count: '3' });
    await studio.generate().click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The job was not started' }),
    ).toBeVisible();
    // The form keeps what was typed, and the request is kept as "Not started" to try again.
    await expect(image.prompt()).toHaveValue('Proxy down [502]');
    await expect(page.getByLabel('Images')).toHaveValue('3');
    const job = studio.job('Proxy down');
    await expect(job).toHaveAttribute('data-job-status', 'refused');
    await expect(job).toContainText('Not started');
    await expect(job).toContainText('The gateway could not reach its upstream (502)');
    expect(imagePosts(studio)).toHaveLength(1);
  });

  test('an answer with the picture itself (b64_json) shows it, kept in this browser, after a reload too', async ({
    studio,
    page,
  }) => {
    const image = new ImageSteps(page);
    await image.fill({ prompt: 'Inline picture [b64]' });
    await studio.generate().click();
    const job = studio.job('Inline picture');
    await expect(job).toHaveAttribute('data-job-status', 'succeeded');
    const picture = image.pictures(job);
    await expect(picture).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => loaded(picture)).toBe(true);
    await expect(job.getByText('320×320 px')).toBeVisible();
    await expect(job).toContainText('Kept in this browser');
    await page.reload();
    await expect(image.pictures(studio.job('Inline picture'))).toHaveAttribute('src', /^blob:/);
    // The Library's grid shows it on its tile too, from the kept copy, with Download.
    await studio.nav('Library');
    await page.getByRole('radio', { name: 'Grid' }).check();
    const tile = studio.job('Inline picture');
    await expect(tile.locator('img')).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => loaded(tile.locator('img'))).toBe(true);
    await expect(tile.getByRole('button', { name: /Download/ })).toBeVisible();
    await page.getByRole('radio', { name: 'List' }).check();
    // The raw record keeps no megabytes of base64.
    await expect(studio.job('Inline picture').locator('pre')).toContainText('kept in this browser');
  });
});

test('hostile links and words in an answer stay inert: shown as text, never loaded or linked', async ({
  studio,
  page,
}) => {
  await studio.presetGateway('/image');
  const image = new ImageSteps(page);
  await image.fill({ prompt: 'Evil pictures [hostile]', count: '2' });
  await studio.generate().click();
  const job = studio.job('Evil pictures');
  await expect(job).toHaveAttribute('data-job-status', 'succeeded');
  await expect(job.getByText('javascript:alert(1)', { exact: true })).toBeVisible();
  await expect(job.getByTestId('image-entry').getByRole('img')).toHaveCount(0);
  await expect(
    job.locator('a[href^="javascript:"], a[href^="data:"], img[src^="data:"]'),
  ).toHaveCount(0);
  // No link to hand over: the menu says what to do instead.
  await job.getByText('Use as first frame').first().click();
  await expect(job.getByRole('button', { name: 'Video — image to video' })).toHaveCount(0);
  await expect(job.getByText('no web link the studio may load').first()).toBeVisible();
});

test.describe('Image: use as first frame', () => {
  test.beforeEach(async ({ studio }) => {
    await studio.presetGateway('/image');
  });

  test('into Video: image to video opens with the image measured; nothing is sent until Generate', async ({
    studio,
    page,
  }) => {
    const image = new ImageSteps(page);
    await image.fill({ prompt: 'Harbour at dusk', size: '1792x1024', count: '2' });
    await studio.generate().click();
    const job = studio.job('Harbour at dusk');
    await expect(job).toHaveAttribute('data-job-status', 'succeeded');
    const second = await image.pictures(job).nth(1).getAttribute('src');

    await image.useAs(job, 2, 'Video — image to video');
    await expect(page).toHaveURL(/#\/video$/);
    await expect(page.getByLabel('Model')).toHaveValue('videomodel-1.0-i2v');
    await expect(page.getByTestId('first-frame-summary')).toContainText(
      'image-wide.png — 640×360 px',
    );
    await expect(page.getByLabel('First frame URL')).toHaveValue(second ?? '');
    expect(studio.log.to('POST', /^\/v1\/videos$/)).toHaveLength(0);
    // The picture itself, not only its name (issue 38 item 5).
    const picture = page.getByRole('img', { name: 'First frame: image-wide.png' });
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(640);

    await page.getByLabel('Prompt', { exact: true }).fill('The harbour wakes');
    await studio.generate().click();
    await expect(studio.job('The harbour wakes')).toHaveAttribute(
      'data-job-status',
      /queued|running|succeeded/,
    );
    const body = studio.log.to('POST', /^\/v1\/videos$/)[0]?.postDataJSON() as Record<
      string,
      unknown
    >;
    expect(body.image).toBe(second);
  });

  test('into Clip as the end image, and into Pixa, over what was typed there', async ({
    studio,
    page,
  }) => {
    await studio.nav('Clip');
    await page.getByLabel('Prompt', { exact: true }).fill('A clip I was writing');
    await studio.nav('Image');
    const image = new ImageSteps(page);
    await image.fill({ prompt: 'Mountain lake' });
    await studio.generate().click();
    const job = studio.job('Mountain lake');
    await expect(job).toHaveAttribute('data-job-status', 'succeeded');
    const src = (await image.pictures(job).getAttribute('src')) ?? '';

    await image.useAs(job, 1, 'Clip — end image');
    await expect(page).toHaveURL(/#\/clip$/);
    await expect(page.getByLabel('End image URL')).toHaveValue(src);
    await expect(page.getByLabel('Start image URL')).toHaveValue('');
    await expect(page.getByLabel('Prompt', { exact: true })).toHaveValue('A clip I was writing');
    // The picture shows at its field, and the form says only that an image came (issue 38 item 5).
    const picture = page.getByRole('img', { name: 'Image from “Mountain lake”' });
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByRole('note', { name: 'Restored settings' })).toHaveCount(0);
    await expect(page.getByRole('note', { name: 'Image added' })).toContainText(
      'Image from “Mountain lake” added.',
    );

    await studio.nav('Library');
    await image.useAs(studio.job('Mountain lake'), 1, 'Pixa — image');
    await expect(page).toHaveURL(/#\/pixa$/);
    await expect(page.getByLabel('Image URL')).toHaveValue(src);
    expect(studio.log.to('POST', /clipapro|pixa\/video\/create/)).toHaveLength(0);
  });

  test('a too-small image is refused at Video’s first frame, and nothing is sent', async ({
    studio,
    page,
  }) => {
    const image = new ImageSteps(page);
    await image.fill({ prompt: 'Postage stamp [tiny]' });
    await studio.generate().click();
    const job = studio.job('Postage stamp');
    await expect(job).toHaveAttribute('data-job-status', 'succeeded');
    await image.useAs(job, 1, 'Video — image to video');
    await expect(page.getByTestId('first-frame-summary')).toContainText('200×200 px');
    const field = page.getByLabel('First frame URL');
    await expect(field).toHaveAccessibleDescription(/at least 300 px/);
    await page.getByLabel('Prompt', { exact: true }).fill('Will not go');
    await studio.generate().click();
    await expect(field).toHaveAccessibleDescription(/at least 300 px/);
    expect(studio.log.to('POST', /^\/v1\/videos$/)).toHaveLength(0);
  });
});
