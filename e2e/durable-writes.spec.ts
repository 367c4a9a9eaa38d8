import type { Page } from '@playwright/test';
import { Gallery } from './fixtures/gallery';
import { libraryFile } from './fixtures/library-file';
import { expect, test, type Studio } from './fixtures/studio';
import { FormAids } from './fixtures/studio-aids';

/**
 * A write the person saw confirmed survives a reload the instant after (issue 38.3,
 * docs/reliability.md "Saved means saved"). Each test waits only for what the person sees — the
 * confirmation, or the change itself where the page shows it at once — reloads at once, and looks
 * again. Where the page tells what it holds at first sight (the Presets button's count), every
 * state it draws is recorded, not only the last: a page that says "none" while it is still reading
 * has told the person their work is gone.
 */

async function importJobs(studio: Studio, page: Page, prompts: readonly string[]) {
  await studio.presetGateway('/library');
  await page.getByLabel('Import library file').setInputFiles({
    name: 'jobs.json',
    mimeType: 'application/json',
    buffer: libraryFile(prompts),
  });
  await expect(page.getByText(`Imported ${prompts.length} jobs`)).toBeVisible();
}

/**
 * Every text the Presets button has shown since the page (re)loaded, in order: recorded by a
 * MutationObserver, whose callback runs before the browser paints, so no drawn state escapes it.
 */
async function recordPresetsButton(page: Page) {
  await page.addInitScript(() => {
    const shown: string[] = [];
    Object.assign(window, { presetsButtonShown: shown });
    new MutationObserver(() => {
      for (const button of document.querySelectorAll('button')) {
        const text = button.textContent ?? '';
        if (text.startsWith('Presets') && shown.at(-1) !== text) shown.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

function presetsButtonShown(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { presetsButtonShown: string[] }).presetsButtonShown,
  );
}

test.describe('saved means saved: a reload the instant after keeps it', () => {
  test('a preset saved with Enter is there, counted, after an immediate reload (five times over)', async ({
    studio,
    page,
  }) => {
    await recordPresetsButton(page);
    await studio.presetGateway('/video');
    const aids = new FormAids(page);
    for (let n = 1; n <= 5; n += 1) {
      await studio.fillVideo({ prompt: `A kite over the dunes, take ${n}` });
      await page.getByRole('button', { name: 'Save as preset' }).click();
      await page.getByLabel('Preset name').fill(`Dunes ${n}`);
      await page.getByLabel('Preset name').press('Enter');
      await expect(
        page.getByRole('status').filter({ hasText: `Saved preset “Dunes ${n}”.` }),
      ).toBeVisible();
      await page.reload();

      // From the first frame on, the button says "still reading" (…) or the count of what is
      // kept: never a bare "Presets", which reads as none.
      await aids.presets().click();
      expect((await presetsButtonShown(page)).filter((text) => text !== 'Presets…')).toEqual([
        `Presets${n}`,
      ]);
      await expect(aids.presetList().getByRole('button', { name: /^Dunes \d$/ })).toHaveText(
        Array.from({ length: n }, (_, i) => `Dunes ${i + 1}`),
      );
      await aids.presets().click();
    }
  });

  test('a preset renamed is renamed after an immediate reload', async ({ studio, page }) => {
    await studio.presetGateway('/video');
    const aids = new FormAids(page);
    await studio.fillVideo({ prompt: 'A harbour crane at dusk' });
    await aids.saveAsPreset('Crane');
    await expect(
      page.getByRole('status').filter({ hasText: 'Saved preset “Crane”.' }),
    ).toBeVisible();
    await aids.presets().click();
    await aids.presetList().getByRole('button', { name: 'Rename Crane' }).click();
    await page.getByLabel('New name for “Crane”').fill('Crane at dusk');
    await page.getByLabel('New name for “Crane”').press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Crane at dusk' })).toBeVisible();
    await page.reload();

    await aids.presets().click();
    await expect(aids.presetList().getByRole('button', { name: /^Crane/ })).toHaveText([
      'Crane at dusk',
    ]);
  });

  test('a star is still on after an immediate reload', async ({ studio, page }) => {
    await importJobs(studio, page, ['Kite over the dunes', 'Crane at dusk']);
    const gallery = new Gallery(page);
    await gallery.useGrid();
    await gallery.star(gallery.tile('Kite over the dunes')).click();
    await expect(
      gallery.tile('Kite over the dunes').getByRole('button', { name: 'Favourite', pressed: true }),
    ).toBeVisible();
    await page.reload();

    await expect(
      gallery.tile('Kite over the dunes').getByRole('button', { name: 'Favourite', pressed: true }),
    ).toBeVisible();
    await expect(
      gallery.tile('Crane at dusk').getByRole('button', { name: 'Favourite', pressed: false }),
    ).toBeVisible();
  });

  test('a storyboard renamed, and its film size chosen, are kept after an immediate reload', async ({
    studio,
    page,
  }) => {
    await studio.presetGateway('/storyboard');
    await page.getByRole('button', { name: 'New storyboard' }).first().click();
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(name).toHaveValue('Storyboard 1');

    // Typed, not left: the name on screen is the name kept.
    await name.fill('Harbour film');
    await page.reload();
    await expect(name).toHaveValue('Harbour film');

    // A size is shown chosen the moment it is clicked, before IndexedDB has it: reloaded at once.
    for (const size of ['1080p', '720p', '1080p', '720p']) {
      const radio = page.getByRole('radio', { name: new RegExp(`^${size} `) });
      await radio.check();
      await expect(radio).toBeChecked();
      await page.reload();
      await expect(page.getByRole('radio', { name: new RegExp(`^${size} `) })).toBeChecked();
    }
  });

  test('a storyboard edit a reload cut off before IndexedDB had it is there after the reload', async ({
    studio,
    page,
  }) => {
    await studio.presetGateway('/storyboard');
    await page.getByRole('button', { name: 'New storyboard' }).first().click();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      'Storyboard 1',
    );
    const board = new URL(page.url().replace('#', '')).searchParams.get('board') ?? '';
    expect(board).not.toBe('');
    // What a reload in the instant between the click and the commit leaves: the edit in the
    // journal (src/lib/write-journal.ts), its transaction aborted. Written here by hand, since no
    // test can time a reload inside those few milliseconds.
    await page.evaluate((id) => {
      const now = Date.now();
      localStorage.setItem(
        `media-studio.journal.storyboard.${id}`,
        JSON.stringify({
          token: 'cut-off',
          at: now + 1000,
          value: { id, v: 1, name: 'Cut-off film', createdAt: now, updatedAt: now, size: '1080p' },
        }),
      );
    }, board);
    await page.reload();

    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      'Cut-off film',
    );
    await expect(page.getByRole('radio', { name: /^1080p / })).toBeChecked();
    // Replayed once: the journal is empty again.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage).filter((k) => k.startsWith('media-studio.journal.')),
        ),
      )
      .toEqual([]);
  });
});
