import {
  PIXA_CREATE,
  PIXA_QUERY,
  createPixaElsewhere,
  fillPixa,
  jobByRemoteId,
  videoIdSent,
} from './fixtures/pixa';
import { expectNoViolations } from './fixtures/a11y';
import { expect, test } from './fixtures/studio';

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

test.describe('pixa generator against the demo gateway over HTTP', () => {
  test.beforeEach(async ({ studio }) => {
    await studio.presetGateway('/pixa');
  });

  test('create → queue position shown → done → the video plays with its first frame as poster', async ({
    studio,
    page,
  }) => {
    await fillPixa(page, {
      prompt: 'A red fox leaping through snow',
      model: 'v5',
      quality: '720p',
      motionMode: 'fast',
      seed: '42',
      removeWatermark: true,
    });
    await studio.generate().click();

    const card = studio.job('A red fox leaping through snow');
    await expect(card).toHaveAttribute('data-job-status', /queued|running/);
    await expect(card).toContainText(/\d+ ahead in queue · about \d+ s/);
    await expect(card).toHaveAttribute('data-job-status', 'succeeded');

    const video = card.locator('video');
    await expect(video).toHaveAttribute('src', /\/demo\/sample\.(mp4|webm)$/);
    await expect(video).toHaveAttribute('poster', /\/demo\/poster\.jpg$/);
    await studio.expectPlays(video);
    await expect(card).toContainText('1280x720');

    const posts = studio.log.to('POST', PIXA_CREATE);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.postDataJSON()).toEqual({
      prompt: 'A red fox leaping through snow',
      model: 'v5',
      duration: 5,
      quality: '720p',
      motion_mode: 'fast',
      remove_watermark: 1,
      seed: 42,
    });
  });

  test('the poll path carries the exact big video_id the create answered', async ({
    studio,
    page,
  }) => {
    await fillPixa(page, { prompt: 'Big id round trip' });
    await studio.generate().click();
    const card = studio.job('Big id round trip');
    await expect(card).toHaveAttribute('data-job-status', 'succeeded');

    const id = await videoIdSent(studio.log.to('POST', PIXA_CREATE)[0]);
    expect(BigInt(id) > MAX_SAFE).toBe(true);
    await expect(card).toHaveAttribute('data-job-remote-ids', id);
    const polls = studio.log.to('GET', PIXA_QUERY);
    expect(polls.length).toBeGreaterThan(1);
    for (const poll of polls) expect(new URL(poll.url()).pathname).toBe(`/pixa/video/task/${id}`);
  });

  test('fast motion with 8 s is explained next to Motion mode and nothing is sent', async ({
    studio,
    page,
  }) => {
    await fillPixa(page, { prompt: 'Too fast for long', motionMode: 'fast', duration: '8' });
    await studio.generate().click();
    await expect(page.getByLabel('Motion mode')).toHaveAccessibleDescription(
      'Fast motion works only with a 5 s duration.',
    );
    // Back to 5 s, but at 1080p: the other rule, at the same place.
    await fillPixa(page, { prompt: 'Too fast for long', duration: '5', quality: '1080p' });
    await studio.generate().click();
    await expect(page.getByLabel('Motion mode')).toHaveAccessibleDescription(
      'Fast motion is not available at 1080p.',
    );
    expect(studio.log.to('POST', PIXA_CREATE)).toHaveLength(0);
    await expect(studio.jobs()).toHaveCount(0);
  });

  test.describe('with motion allowed', () => {
    // A focused template plays its preview only where motion is allowed (the suite asks for less).
    test.use({ reducedMotion: 'no-preference' });
    test('an effect template chosen by its picture: the create sends its id and the card shows its picture and name', async ({
      studio,
      page,
    }) => {
      await page.getByRole('button', { name: 'Choose an effect template' }).click();
      const templates = page.getByRole('radiogroup', { name: 'Effect template' });
      await expect(templates.getByRole('radio')).toHaveCount(4);
      // The pointer rests where the button was, which the opened grid may put a tile under; a
      // hovered tile plays too, and this test is about what focus plays.
      await page.mouse.move(0, 0);
      // Keyboard: from "None" the arrow keys walk the pictures, as in any radio group.
      await templates.getByRole('radio', { name: 'None' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(templates.getByRole('radio', { name: 'Cozy Winter' })).toBeChecked();
      await expect(page.getByLabel('Template ID', { exact: true })).toHaveValue('315446315336768');
      // Focus plays the template's preview, reduced motion or not being asked for.
      await expect(templates.locator('[data-template-id="315446315336768"] video')).toHaveAttribute(
        'src',
        /\/demo\/sample\.(mp4|webm)$/,
      );
      // The audit asks for reduced motion (and leaves it so): then focus shows the still picture only.
      await expectNoViolations(page, 'Pixa, the effect template picker open');
      await page.keyboard.press('ArrowRight');
      await expect(templates.getByRole('radio', { name: 'Earth Zoom' })).toBeFocused();
      await expect(templates.locator('video')).toHaveCount(0);
      await page.getByLabel('Search templates').fill('zoom');
      // A person clicks the picture (the radio itself is visually hidden inside it).
      await templates.getByText('Earth Zoom').click();
      await expect(templates.getByRole('radio', { name: 'Earth Zoom' })).toBeChecked();
      await expect(page.getByText('Effect template: Earth Zoom')).toBeVisible();

      await fillPixa(page, { prompt: 'The planet from orbit, closer' });
      await studio.generate().click();
      const card = studio.job('The planet from orbit, closer');
      await expect(card).toHaveAttribute('data-job-status', 'succeeded');
      await expect(card.locator('img[data-job-template="308621408717184"]')).toHaveAttribute(
        'src',
        /\/demo\/template-zoom\.jpg$/,
      );
      await expect(card).toContainText('Earth Zoom');
      const posts = studio.log.to('POST', PIXA_CREATE);
      expect(posts).toHaveLength(1);
      // The id goes out as the JSON number the gateway knows, digits exact.
      expect(posts[0]?.postData()).toContain('"template_id":308621408717184');
      expect(studio.log.to('GET', /^\/pixa\/video\/templates$/)).toHaveLength(1);
    });
  });

  test('[moderation] ends in a moderation failure', async ({ studio, page }) => {
    await fillPixa(page, { prompt: 'Questionable scene [moderation]' });
    await studio.generate().click();
    const card = studio.job('Questionable scene');
    await expect(card).toHaveAttribute('data-job-status', 'failed');
    await expect(card).toContainText('The video did not pass content moderation (video_status 7).');
    await expect(card.locator('video')).toHaveCount(0);
  });
});

test.describe('pixa in a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('a video followed by its id shows the template name in the browser’s language', async ({
    studio,
    page,
  }) => {
    await studio.presetGateway('/pixa');
    const id = await createPixaElsewhere(page, {
      prompt: 'Made elsewhere',
      template_id: 315446315336768,
    });
    expect(BigInt(id) > MAX_SAFE).toBe(true);

    await page.getByText('Follow an existing task by id').click();
    await page.getByLabel('Video ID').fill(id);
    await page.getByRole('button', { name: 'Follow' }).click();

    const card = jobByRemoteId(page, id);
    await expect(card).toHaveAttribute('data-job-status', 'succeeded');
    await expect(card).toContainText('Gemütlicher Winter');
    await studio.expectPlays(card.locator('video'));
    expect(
      studio.log
        .to('GET', PIXA_QUERY)
        .every((r) => new URL(r.url()).pathname === `/pixa/video/task/${id}`),
    ).toBe(true);
  });
});

test.describe('pixa templates in Chinese', () => {
  test("the picker names each template in the studio's language, falling back where the gateway has none", async ({
    studio,
    page,
  }) => {
    await studio.presetGateway('/pixa');
    await page.getByRole('combobox', { name: /Language/ }).selectOption('zh');
    await page.getByRole('button', { name: '选择特效模板' }).click();
    const templates = page.getByRole('radiogroup', { name: '特效模板' });
    await expect(templates.getByRole('radio', { name: '温暖冬日' })).toBeVisible();
    await expect(templates.getByRole('radio', { name: '地球缩放' })).toBeVisible();
    // Its names document is cut short: the gateway's own name stands.
    await expect(templates.getByRole('radio', { name: 'Melt Away' })).toBeVisible();
  });

  test('a card made in English names its template in Chinese once the studio speaks it, as the picker does (issue 38)', async ({
    studio,
    page,
  }) => {
    await studio.presetGateway('/pixa');
    await fillPixa(page, { prompt: 'The coast from orbit', templateId: '308621408717184' });
    await studio.generate().click();
    const card = studio.job('The coast from orbit');
    await expect(card).toHaveAttribute('data-job-status', 'succeeded');
    // The card's "Template" line (beside "Template ID"), its term matched whole.
    const line = (term: string) =>
      card
        .locator('dl > div')
        .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
        .locator('dd');
    await expect(line('Template')).toHaveText('Earth Zoom');
    await page.getByRole('combobox', { name: /Language/ }).selectOption('zh');
    await expect(line('模板')).toHaveText('地球缩放');
  });
});
