import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures/studio';

/** Sends an image file to a control as a drop or a paste would: the bytes built into a File in the page. */
async function transfer(target: Locator, how: 'drop' | 'paste', path: string, type = 'image/png') {
  const base64 = readFileSync(path).toString('base64');
  const name = path.split('/').pop() ?? 'image.png';
  await target.evaluate(
    (el, { base64, name, type, how }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], name, { type }));
      if (how === 'drop') {
        el.dispatchEvent(
          new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }),
        );
        el.dispatchEvent(
          new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }),
        );
      } else {
        el.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      }
    },
    { base64, name, type, how },
  );
}

/** The first frame taken from a drop or a paste (issue 9.4), with the checks of a chosen file. */
test.describe('first frame by drop or paste', () => {
  test.beforeEach(async ({ studio }) => {
    await studio.presetGateway('/video');
  });

  test('a dropped too-small image shows the size message and sends nothing', async ({
    studio,
    page,
  }) => {
    await studio.fillVideo({ prompt: 'From a dropped frame', model: 'videomodel-1.0-i2v' });
    const field = page.getByLabel('First frame', { exact: true });
    await transfer(
      page.getByRole('group', { name: 'First-frame image' }),
      'drop',
      'e2e/assets/frame-200x200.png',
    );
    await expect(page.getByTestId('first-frame-summary')).toContainText(
      'frame-200x200.png — 200×200 px',
    );
    await studio.generate().click();
    await expect(field).toHaveAccessibleDescription(/at least 300 px/);
    expect(studio.log.to('POST', /^\/v1\/videos$/)).toHaveLength(0);
  });

  test('a pasted image becomes the first frame and is sent', async ({ studio, page }) => {
    await studio.fillVideo({ prompt: 'From a pasted frame', model: 'videomodel-1.0-i2v' });
    const field = page.getByLabel('First frame', { exact: true });
    await field.focus();
    await transfer(field, 'paste', 'e2e/assets/frame-640x360.png');
    await expect(page.getByTestId('first-frame-summary')).toContainText('640×360 px');
    await studio.generate().click();
    await expect(studio.job('From a pasted frame')).toHaveAttribute('data-job-remote-ids', /.+/);
    const body = studio.log.to('POST', /^\/v1\/videos$/)[0]?.postDataJSON() as Record<
      string,
      unknown
    >;
    expect(String(body.image)).toMatch(/^data:image\/png;base64,/);
  });

  test('a dropped file that is not an image is refused as a chosen one would be', async ({
    studio,
    page,
  }) => {
    await studio.fillVideo({ prompt: 'From a dropped text', model: 'videomodel-1.0-i2v' });
    await transfer(
      page.getByRole('group', { name: 'First-frame image' }),
      'drop',
      'e2e/README.md',
      'text/markdown',
    );
    await expect(page.getByLabel('First frame', { exact: true })).toHaveAccessibleDescription(
      '"README.md" is not an image file.',
    );
  });
});
