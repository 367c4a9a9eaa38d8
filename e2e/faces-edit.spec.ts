import { routePattern } from '../src/gateway/path';
import { EditSteps, editsPath, png, rgbAt } from './fixtures/faces';
import { serverRequests } from './fixtures/gateway';
import { ImageSteps, loaded } from './fixtures/image';
import { expect, test } from './fixtures/studio';

test.describe('Faces that stay the same: editing a picture (issue 56)', () => {
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
    await edit.form().getByLabel('Instruction').fill('Paint the boats red');
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
    const received = (await serverRequests()).filter(
      (r) => r.path === editsPath && r.body?.includes('Paint the boats red'),
    );
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
});
