import { expectNoViolations } from './fixtures/a11y';
import { Gallery, makeVideos } from './fixtures/gallery';
import { expect, test } from './fixtures/studio';

/** The keyboard path through the library (issue 14.5): `/`, `f`, Delete, `?`. */
test.describe('keyboard shortcuts', () => {
  test.beforeEach(async ({ studio }) => {
    await studio.presetGateway();
  });

  test('`/` focuses search, `f` stars the focused tile and the open result, but not while typing', async ({
    studio,
    page,
  }) => {
    // "flying" holds the typed "f": the search must keep the tile whatever its random ids hold
    // (an "f" alone matched only when one of its hex ids happened to contain one).
    await makeVideos(studio, ['Keyboard kite flying']);
    await studio.nav('Library');
    const gallery = new Gallery(page);
    await gallery.useGrid();
    const tile = gallery.tile('Keyboard kite flying');
    await expect(tile).toBeVisible();

    await page.keyboard.press('/');
    await expect(gallery.search()).toBeFocused();
    // Typed into the box, `f` is a letter, not a star.
    await page.keyboard.type('kite f');
    await expect(gallery.search()).toHaveValue('kite f');
    await expect(gallery.star(tile)).toHaveAttribute('aria-pressed', 'false');
    await gallery.search().fill('');

    await gallery.opener(tile).focus();
    await page.keyboard.press('f');
    await expect(gallery.star(tile)).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('f');
    await expect(gallery.star(tile)).toHaveAttribute('aria-pressed', 'false');

    // In the open result, focus on Close: `f` stars the open job.
    const dialog = await gallery.open('Keyboard kite flying');
    await dialog.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('f');
    await expect(gallery.star(dialog)).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(gallery.star(gallery.dialog())).toHaveAttribute('aria-pressed', 'true');
  });

  test('Delete asks with the same question as Remove…, and Keep keeps the job', async ({
    studio,
    page,
  }) => {
    await makeVideos(studio, ['Delete me not', 'Delete me']);
    await studio.nav('Library');
    const gallery = new Gallery(page);

    // A detailed card (List) asks in place, with focus on the answer.
    await gallery.useList();
    const card = gallery.tile('Delete me not');
    await card.getByRole('button', { name: 'Favourite' }).focus();
    await page.keyboard.press('Delete');
    await expect(card).toContainText('Remove from the library?');
    await expect(card.getByRole('button', { name: 'Remove', exact: true })).toBeFocused();
    await card.getByRole('button', { name: 'Keep', exact: true }).click();
    await expect(card.getByRole('button', { name: 'Remove…' })).toBeVisible();

    // A tile has no Remove of its own: its result opens and asks there. Remove removes it.
    await gallery.useGrid();
    await gallery.opener(gallery.tile('Delete me')).focus();
    await page.keyboard.press('Delete');
    const dialog = gallery.dialog();
    await expect(dialog).toContainText('Remove from the library?');
    await expect(dialog.getByRole('button', { name: 'Remove', exact: true })).toBeFocused();
    // What Enter would confirm is in view: the question and its focused answer (issue 24.1),
    // also once the result's player has taken its height.
    await expect
      .poll(() => dialog.locator('video').evaluate((v: HTMLVideoElement) => v.readyState))
      .toBeGreaterThan(0);
    await expect(dialog.getByText('Remove from the library?')).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole('button', { name: 'Remove', exact: true })).toBeInViewport({
      ratio: 1,
    });
    await page.keyboard.press('Enter');
    await expect(gallery.tiles()).toHaveCount(1);
    await expect(gallery.tile('Delete me not')).toBeVisible();
  });

  test('`?` opens the sheet of every shortcut; Escape closes it; axe is clean', async ({
    studio,
    page,
  }) => {
    await studio.nav('Library');
    await page.getByRole('searchbox', { name: 'Search' }).focus();
    // Typed into a field, `?` is a character.
    await page.keyboard.type('?');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.getByRole('heading', { name: 'Library', level: 1 }).click();

    await page.keyboard.press('?');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(sheet).toBeVisible();
    for (const does of [
      'Show these shortcuts',
      'Generate from the form you are in',
      'Search',
      'Star or unstar',
      'Remove the focused or open result',
      'Previous or next result',
    ]) {
      await expect(sheet.getByRole('term').filter({ hasText: does })).toBeVisible();
    }
    await expect(sheet.getByRole('definition').filter({ hasText: 'Ctrl' })).toBeVisible();
    await expectNoViolations(page, 'the shortcut sheet');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    // Anywhere, not only in the library.
    await studio.nav('Music');
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('?');
    await expect(sheet).toBeVisible();
  });
});
