import { horizontalOverflow, settle } from './fixtures/a11y';
import { Gallery, makeVideos } from './fixtures/gallery';
import { expect, test } from './fixtures/studio';

/**
 * Issue 38 found the Storyboard 877 px wide on a phone when a take was named by a long prompt:
 * a name that does not wrap widens whatever holds it. The layout test in a11y.spec.ts uses short
 * prompts; this one names a finished job by a long sentence that ends in a long unbroken word
 * (a link pasted into a prompt) and visits every page where that name is shown, and the
 * result's dialog, at 390 px.
 */
const LONG_WORD = `https://example.com/${'reference-footage-'.repeat(6)}final.mp4`;
const LONG_PROMPT = `A slow dolly shot along a rain-soaked harbour at dawn, lanterns swaying over the water, gulls circling the pier, ${LONG_WORD}`;

test('at 390 px a job named by a long prompt widens no page and no dialog', async ({
  studio,
  page,
}) => {
  test.setTimeout(120_000);
  await settle(page);
  await studio.presetGateway();
  await page.setViewportSize({ width: 390, height: 844 });
  await makeVideos(studio, [LONG_PROMPT]);
  expect(await horizontalOverflow(page), 'Video').toBe(0);

  for (const name of ['Library', 'Storyboard', 'Video'] as const) {
    await studio.nav(name);
    await expect(page.getByText('A slow dolly shot').first()).toBeVisible();
    expect(await horizontalOverflow(page), name).toBe(0);
  }

  await studio.nav('Library');
  const gallery = new Gallery(page);
  await gallery.useGrid();
  const dialog = await gallery.open('A slow dolly shot');
  expect(await horizontalOverflow(page), 'the result dialog').toBe(0);
  const box = await dialog.boundingBox();
  expect(box && box.x + box.width, 'the dialog ends inside the window').toBeLessThanOrEqual(390);
});
