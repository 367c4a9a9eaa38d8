import { routePattern } from '../src/gateway/path';
import { fileURLToPath } from 'node:url';
import { CharacterSteps, EditSteps, editsPath, png, rgbAt } from './fixtures/faces';
import { gatewayReceived } from './fixtures/gateway';
import { ImageSteps, loaded } from './fixtures/image';
import { expect, test } from './fixtures/studio';

/** A 640×360 picture: a character's face, as a file a person chooses. */
const PORTRAIT = fileURLToPath(new URL('./assets/frame-640x360.png', import.meta.url));

test.describe('Faces that stay the same: editing a picture and characters (issue 56)', () => {
  test('an edit with a mask: the request carries the picture and a mask of its size, only the masked area changes, and the edit is kept in the Library with its lineage', async ({
    studio,
    page,
  }) => {
    await studio.presetGateway('/image');
    const image = new ImageSteps(page);
    await image.fill({ prompt: 'A quiet harbour at dawn' });
    await studio.generate().click();
    const source = studio.job('A quiet harbour at dawn');
    await expect(source).toHaveAttribute('data-job-status', 'succeeded');

    // The result handed to Edit a picture; a band painted across its left half.
    await source.getByRole('button', { name: 'Edit this picture' }).click();
    const edit = new EditSteps(page);
    await expect(edit.form().getByRole('img', { name: /^Picture 1: / })).toBeVisible();
    await edit.paint([0.1, 0.5], [0.4, 0.5]);
    await expect(edit.form().getByText(/\d+% of the picture may change\./)).toBeVisible();
    await edit.form().getByRole('textbox', { name: 'Instruction' }).fill('Paint the boats red');
    // The picture as it is sent: the PNG the form drew it as (its thumbnail shows those bytes).
    const shown = await edit
      .form()
      .getByRole('img', { name: /^Picture 1: / })
      .getAttribute('src');
    const picture = await png(
      Buffer.from((shown ?? '').replace(/^data:image\/png;base64,/, ''), 'base64'),
    );
    const answered = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === editsPath,
    );
    await edit.form().getByRole('button', { name: 'Edit the picture' }).click();

    // The gateway got the picture and a mask of its size, as files of one multipart request.
    const answer = (await (await answered).json()) as { data: { b64_json: string }[] };
    const received = await gatewayReceived({ path: editsPath, body: 'Paint the boats red' });
    expect(received).toHaveLength(1);
    expect(received[0]?.files).toEqual([
      expect.objectContaining({
        field: 'image[]',
        type: 'image/png',
        width: picture.width,
        height: picture.height,
      }),
      expect.objectContaining({
        field: 'mask',
        filename: 'mask.png',
        width: picture.width,
        height: picture.height,
      }),
    ]);

    // What came back changed under the mask and nowhere else.
    const inside = [picture.width * 0.25, picture.height * 0.5] as const;
    const outside = [picture.width * 0.8, picture.height * 0.15] as const;
    const result = await png(Buffer.from(answer.data[0]?.b64_json ?? '', 'base64'));
    expect([result.width, result.height]).toEqual([picture.width, picture.height]);
    expect(rgbAt(result, ...inside)).not.toEqual(rgbAt(picture, ...inside));
    expect(rgbAt(result, ...outside)).toEqual(rgbAt(picture, ...outside));

    // Shown, with where it came from, and kept: in the Library after a reload, sent once.
    const made = studio.job('Paint the boats red');
    await expect(made).toHaveAttribute('data-job-status', 'succeeded');
    await expect.poll(() => loaded(image.pictures(made).first())).toBe(true);
    const lineage = made.getByRole('group', { name: 'Lineage' });
    await expect(
      lineage.getByRole('link', { name: 'Edited from “A quiet harbour at dawn”' }),
    ).toBeVisible();
    await studio.nav('Library');
    await page.reload();
    const kept = studio.job('Paint the boats red');
    await expect.poll(() => loaded(image.pictures(kept).first())).toBe(true);
    await expect(
      kept.getByRole('group', { name: 'Lineage' }).getByRole('link', { name: /Edited from/ }),
    ).toBeVisible();
    expect(studio.log.to('POST', routePattern(editsPath))).toHaveLength(1);
  });

  test('a prompt naming @Mia makes its first frame from her pictures, then sends one image-to-video create carrying that frame, across reloads; the same shot again reuses the frame', async ({
    studio,
    page,
  }) => {
    await studio.presetGateway('/video');
    const characters = new CharacterSteps(page);
    const prompt = page.getByLabel('Prompt', { exact: true });
    await characters.makeFrom(prompt, 'Mia', PORTRAIT, 'short red hair, a green coat');

    // Named from the @ list by keyboard, then the shot's words.
    await prompt.fill('');
    await prompt.pressSequentially('@Mi');
    await expect(characters.list().getByRole('option', { name: '@Mia' })).toBeVisible();
    await prompt.press('Enter');
    await expect(prompt).toHaveValue('@Mia ');
    await prompt.pressSequentially('walks along the pier at noon');
    await studio.generate().click();

    // The first frame, made by one picture edit of her picture, shown on the shot's card.
    const shot = studio.job('walks along the pier at noon');
    const step = shot.getByRole('region', { name: 'First frame' });
    await expect(step.getByRole('img', { name: 'First frame for this shot' })).toBeVisible();
    const edits = () => gatewayReceived({ path: editsPath, body: 'pier at noon' });
    expect((await edits()).map((r) => r.files)).toEqual([
      [expect.objectContaining({ field: 'image[]', type: 'image/png', width: 640, height: 360 })],
    ]);
    const videos = () => gatewayReceived({ path: '/v1/videos', body: 'pier at noon' });
    expect(await videos()).toHaveLength(0);

    // A reload: the frame is still there, nothing was asked again, nothing sent yet.
    await page.reload();
    await expect(step.getByRole('img', { name: 'First frame for this shot' })).toBeVisible();
    await step.getByRole('button', { name: 'Send the video' }).click();
    await expect(step).toHaveAttribute('data-frame-step', 'sent');

    // One image-to-video create, carrying the frame; after a reload, still one.
    await expect.poll(async () => (await videos()).length).toBe(1);
    // Its body from the page (the gateway's log keeps only a body's first 2,000 characters).
    const posted = studio.log.to('POST', routePattern('/v1/videos'));
    expect(posted).toHaveLength(1);
    const sent = posted[0]?.postDataJSON() as Record<string, unknown>;
    expect(sent.model).toBe('videomodel-1.0-i2v');
    expect(String(sent.image)).toMatch(/^data:image\/png;base64,/);
    const frame = await png(Buffer.from(String(sent.image).split(',')[1] ?? '', 'base64'));
    expect([frame.width, frame.height]).toEqual([640, 360]);
    await page.reload();
    await expect(shot).toHaveAttribute('data-job-status', /queued|running|succeeded/);
    expect(await videos()).toHaveLength(1);
    expect(await edits()).toHaveLength(1);

    // The same shot asked for again: its frame is ready at once, made by no new edit.
    await prompt.fill('@Mia walks along the pier at noon');
    await studio.generate().click();
    const again = studio.jobs().filter({ hasText: 'walks along the pier at noon' }).first();
    await expect(again.getByRole('region', { name: 'First frame' })).toHaveAttribute(
      'data-frame-step',
      'ready',
    );
    expect(await edits()).toHaveLength(1);
  });
});
