import { expectNoViolations } from './fixtures/a11y';
import {
  MUSIC_CREATE,
  button,
  lineage,
  pinned,
  sent,
  finishedHarbour,
  startedLine,
} from './fixtures/make-more';
import { MusicSteps } from './fixtures/music';
import { expect, test } from './fixtures/studio';

/** Issue 26, item 4: replace a section of a finished song, chosen on its waveform. */
test.describe('replace a section, against the demo gateway over HTTP', () => {
  test.beforeEach(async ({ studio }) => {
    await studio.presetGateway();
  });

  test('the section is chosen by pointer and keyboard, checked at its fields, sent once, and named on both songs', async ({
    studio,
    page,
  }) => {
    const music = new MusicSteps(page);
    await studio.open('/music');
    const { song, take, clipId } = await finishedHarbour(studio, music);
    await expect(take.getByRole('img', { name: 'Waveform of Harbour' })).toBeVisible();

    await button(take, 'Replace a section').click();
    const form = page.getByRole('form', { name: 'Replace a section of “Harbour”' });
    const picker = form.getByRole('group', { name: 'Section to replace' });
    const start = picker.getByRole('slider', { name: 'Section start' });
    const end = picker.getByRole('slider', { name: 'Section end' });
    // From the player's place (its start), five seconds.
    await expect(start).toHaveAttribute('aria-valuenow', '0');
    await expect(end).toHaveAttribute('aria-valuenow', '5');
    await expect(form).toContainText('0:00–0:05 sung anew');
    // How to choose, and the limits, said once (issue 38: the End field repeated the picker's help).
    await expect(form.getByText(/^Drag across the waveform/)).toHaveCount(1);

    // Drag across the waveform: the span from where the press began to where it ends.
    const box = await picker.locator('svg').boundingBox();
    if (box === null) throw new Error('no waveform in the picker');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.4, y, { steps: 4 });
    await page.mouse.move(box.x + box.width * 0.6, y, { steps: 4 });
    await page.mouse.up();
    const dragged = [
      Number(await start.getAttribute('aria-valuenow')),
      Number(await end.getAttribute('aria-valuenow')),
    ];
    expect(dragged[0]).toBeCloseTo(1.2, 0);
    expect(dragged[1]).toBeCloseTo(3.6, 0);
    await expect(form.getByLabel('Start (seconds)')).toHaveValue(String(dragged[0]));

    // The keyboard: Home, arrows (a tenth), Page Up (a second), End.
    await start.focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('PageUp');
    await expect(start).toHaveAttribute('aria-valuenow', '1.1');
    await end.focus();
    await page.keyboard.press('End');
    await expect(end).toHaveAttribute('aria-valuenow', '6');
    await page.keyboard.press('PageDown');
    await page.keyboard.press('PageDown');
    await page.keyboard.press('ArrowLeft');
    await expect(end).toHaveAttribute('aria-valuenow', '3.9');
    await expect(form.getByLabel('End (seconds)')).toHaveValue('3.9');

    await expectNoViolations(page, 'the replace a section form');

    // Out of the song, and no lyrics: said at each field, nothing sent.
    await form.getByLabel('End (seconds)').fill('7');
    await button(form, 'Replace this section').click();
    await expect(form.getByLabel('End (seconds)')).toHaveAccessibleDescription(
      /End must be a number of seconds from 0 to 6 \(the song's length\)\./,
    );
    await expect(form.getByLabel('New lyrics for the section')).toHaveAccessibleDescription(
      /Write the lyrics to sing in the section\./,
    );
    await form.getByLabel('End (seconds)').fill('1');
    await button(form, 'Replace this section').click();
    await expect(form.getByLabel('End (seconds)')).toHaveAccessibleDescription(
      /End must come after the start \(0:01\.1\)\./,
    );
    expect(sent(studio, 'POST', MUSIC_CREATE)).toHaveLength(1);

    // A good span: a double click sends one request.
    await form.getByLabel('Start (seconds)').fill('1');
    await form.getByLabel('End (seconds)').fill('3');
    await form.getByLabel('New lyrics for the section').fill('The tide turns home');
    await button(form, 'Replace this section').dblclick();
    await expect(startedLine(take, 'Section replacement started.')).toBeVisible();
    await expect(form).toHaveCount(0);
    const creates = sent(studio, 'POST', MUSIC_CREATE);
    expect(creates).toHaveLength(2);
    expect(creates[1]?.postDataJSON()).toEqual({
      task: 'infill',
      continue_clip_id: clipId,
      infill_start_s: 1,
      infill_end_s: 3,
      prompt: 'The tide turns home',
      tags: 'folk',
      title: 'Harbour',
      mv: 'chirp-v4',
    });

    // The new takes say which section was replaced, and the source what was made from it.
    const replaced = await pinned(
      page,
      page
        .locator('[data-job-id]')
        .filter({
          has: page.getByRole('link', { name: 'Section 0:01–0:03 replaced in “Harbour”' }),
        })
        .first(),
    );
    await expect(replaced).toHaveAttribute('data-job-status', 'succeeded');
    // Headed by what it is (it shares its source's title); the span is in its lineage link.
    await expect(replaced.getByText('Harbour — 0:01–0:03 replaced', { exact: true })).toBeVisible();
    await expect(music.clips(replaced)).toHaveCount(2);
    await expect(
      lineage(song).getByRole('link', { name: 'Section 0:01–0:03 replaced: “Harbour”' }),
    ).toBeVisible();

    // Kept in the ledger: the same words after a reload, and nothing sent again.
    await page.reload();
    await expect(
      lineage(replaced).getByRole('link', { name: 'Section 0:01–0:03 replaced in “Harbour”' }),
    ).toBeVisible();
    expect(sent(studio, 'POST', MUSIC_CREATE)).toHaveLength(2);
  });
});
