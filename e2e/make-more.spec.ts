import { violations, settle } from './fixtures/a11y';
import { gatewaySaw } from './fixtures/gateway';
import { fillClip } from './fixtures/clip';
import {
  CONCAT,
  EXTEND,
  LYRICS,
  MUSIC_CREATE,
  REMIX,
  button,
  lineage,
  madeAs,
  pinned,
  seek,
  sent,
  finishedHarbour,
  splitIntoStems,
  stemsForm,
  startedLine,
} from './fixtures/make-more';
import type { Page } from '@playwright/test';
import { MusicSteps } from './fixtures/music';
import { expect, test, type Studio } from './fixtures/studio';

/** Issue 13: making more from a result, each a new job that says where it came from. */
test.describe('make more from a result, against the demo gateway over HTTP', () => {
  test.beforeEach(async ({ studio }) => {
    await studio.presetGateway();
  });

  test('remix: one remix request for a double click; the new job says what it remixes, and the source what was made from it', async ({
    studio,
    page,
  }) => {
    await studio.open('/video');
    await studio.fillVideo({ prompt: 'A paper boat on a pond' });
    await studio.generate().click();
    const source = await pinned(page, studio.job('A paper boat on a pond'));
    await expect(source).toHaveAttribute('data-job-status', 'succeeded');
    const sourceTask = (await source.getAttribute('data-job-remote-ids')) ?? '';

    await button(source, 'Remix').click();
    const form = page.getByRole('form', { name: 'Remix this video' });
    const prompt = form.getByLabel('Remix prompt');
    await expect(prompt).toHaveValue('A paper boat on a pond');

    // A remix needs a prompt: said at the field, nothing sent.
    await prompt.fill('  ');
    await button(form, 'Start remix').click();
    await expect(prompt).toHaveAccessibleDescription('Write what the remix should change.');
    expect(sent(studio, 'POST', REMIX)).toHaveLength(0);

    await prompt.fill('The paper boat at night, lanterns on the water');
    await button(form, 'Start remix').dblclick();
    // Sent: the form closes, its line stays under the button (issue 38).
    await expect(startedLine(source, 'Remix started.')).toBeVisible();
    await expect(form).toHaveCount(0);

    const posts = sent(studio, 'POST', REMIX);
    expect(posts).toHaveLength(1);
    expect(new URL(posts[0]?.url() ?? '').pathname).toBe(`/v1/videos/${sourceTask}/remix`);
    expect(posts[0]?.postDataJSON()).toEqual({
      prompt: 'The paper boat at night, lanterns on the water',
    });
    expect(await gatewaySaw('POST', REMIX, 'lanterns on the water')).toBe(1);

    const remix = studio.job('lanterns on the water');
    await expect(remix).toHaveAttribute('data-job-status', 'succeeded');
    await expect(
      lineage(remix).getByRole('link', { name: 'Remix of “A paper boat on a pond”' }),
    ).toBeVisible();
    await expect(
      lineage(source).getByRole('link', {
        name: 'Remix: “The paper boat at night, lanterns on the water”',
      }),
    ).toBeVisible();

    // The lineage link opens the source in the library's dialog.
    await lineage(remix)
      .getByRole('link', { name: /^Remix of/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'A paper boat on a pond' });
    await expect(dialog).toBeVisible();
    await expect(lineage(dialog).getByRole('link', { name: /^Remix: / })).toBeVisible();

    // "Made from this" as a library filter, with a chip that clears it.
    await lineage(dialog).getByRole('link', { name: 'Show all made from this' }).click();
    await expect(page).toHaveURL(/from=/);
    await expect(page.getByRole('status').filter({ hasText: /results?$/ })).toHaveText('1 result');
    await expect(page.getByText('Made from “A paper boat on a pond”')).toBeVisible();
    await button(page, 'Clear made from this').click();
    await expect(page).not.toHaveURL(/from=/);
    await expect(page.getByRole('status').filter({ hasText: /results?$/ })).toHaveText('2 results');
  });

  test('extend: the clip form’s fields prefilled, one extend request with the create body', async ({
    studio,
    page,
  }) => {
    await studio.open('/clip');
    await fillClip(page, { prompt: 'A lighthouse at dusk', ratio: '9:16', loop: true });
    await studio.generate().click();
    const source = await pinned(page, studio.job('A lighthouse at dusk'));
    await expect(source).toHaveAttribute('data-job-status', 'succeeded', { timeout: 20_000 });
    const sourceId = (await source.getAttribute('data-job-remote-ids')) ?? '';

    await button(source, 'Extend').click();
    const form = page.getByRole('form', { name: 'Extend this clip' });
    await expect(form.getByLabel('Extension prompt', { exact: true })).toHaveValue(
      'A lighthouse at dusk',
    );
    await expect(form.getByLabel('Extension aspect ratio')).toHaveValue('9:16');
    await expect(form.getByLabel('Loop the extension')).toBeChecked();
    await form
      .getByLabel('Extension prompt', { exact: true })
      .fill('The beam sweeps over a passing ship');
    await button(form, 'Start extension').click();
    await expect(startedLine(source, 'Extension started.')).toBeVisible();
    await expect(form).toHaveCount(0);

    const posts = sent(studio, 'POST', EXTEND);
    expect(posts).toHaveLength(1);
    expect(new URL(posts[0]?.url() ?? '').pathname).toBe(
      `/v1/clipapro/generations/${sourceId}/extend`,
    );
    expect(posts[0]?.postDataJSON()).toEqual({
      user_prompt: 'The beam sweeps over a passing ship',
      aspect_ratio: '9:16',
      expand_prompt: true,
      loop: true,
    });

    const extension = studio.job('passing ship');
    await expect(extension).toHaveAttribute('data-job-status', 'succeeded', { timeout: 20_000 });
    await expect(
      lineage(extension).getByRole('link', { name: 'Extension of “A lighthouse at dusk”' }),
    ).toBeVisible();
  });

  test('a song continues from the player’s time, joins into one, and splits into stems', async ({
    studio,
    page,
  }) => {
    const music = new MusicSteps(page);
    await studio.open('/music');
    const { take, clipId } = await finishedHarbour(studio, music);

    await seek(take.getByLabel('Audio of Harbour'), 3.2);
    await button(take, 'Continue from here').click();
    const form = page.getByRole('form', { name: 'Continue “Harbour”' });
    await expect(form.getByLabel('Continue at (seconds)')).toHaveValue('3.2');

    // continue_at must fall inside the clip (6.03 s): said at the field, nothing sent.
    await form.getByLabel('Continue at (seconds)').fill('9');
    await form.getByLabel('New lyrics').fill('[Bridge]\nThe tide turns home');
    await button(form, 'Start continuation').click();
    await expect(form.getByLabel('Continue at (seconds)')).toHaveAccessibleDescription(
      /from 0 to 6 \(the clip's length\)/,
    );
    expect(sent(studio, 'POST', MUSIC_CREATE)).toHaveLength(1);

    await form.getByLabel('Continue at (seconds)').fill('3.2');
    await form.getByLabel('New title').fill('Harbour, continued');
    await button(form, 'Start continuation').click();
    await expect(startedLine(take, 'Continuation started.')).toBeVisible();
    await expect(form).toHaveCount(0);
    const creates = sent(studio, 'POST', MUSIC_CREATE);
    expect(creates).toHaveLength(2);
    expect(creates[1]?.postDataJSON()).toEqual({
      task: 'extend',
      continue_clip_id: clipId,
      continue_at: 3.2,
      prompt: '[Bridge]\nThe tide turns home',
      tags: 'folk',
      title: 'Harbour, continued',
      mv: 'chirp-v4',
    });

    const continued = await pinned(page, studio.job('Harbour, continued'));
    await expect(continued).toHaveAttribute('data-job-status', 'succeeded');
    await expect(
      lineage(continued).getByRole('link', { name: 'Continued from “Harbour” at 0:03.2' }),
    ).toBeVisible();
    // Headed by what it is, not by a title it shares with its source: named from its source and
    // where it was continued (issue 40).
    await expect(
      continued.getByText('Harbour — continued from 0:03.2', { exact: true }),
    ).toBeVisible();

    // Join the continued take into one song: one concat request, one clip.
    const continuedTake = music.clip(continued, 1);
    const continuedId = (await continuedTake.getAttribute('data-clip-id')) ?? '';
    await button(continuedTake, 'Join into one song').dblclick();
    await expect(startedLine(continuedTake, 'Joining into one song.')).toBeVisible();
    const joins = sent(studio, 'POST', CONCAT);
    expect(joins).toHaveLength(1);
    expect(joins[0]?.postDataJSON()).toEqual({ clip_id: continuedId, is_infill: false });
    const whole = madeAs(page, /^Joined from/).first();
    await expect(whole).toHaveAttribute('data-job-status', 'succeeded');
    await expect(music.clips(whole)).toHaveCount(1);
    await expect(
      whole.getByText('Harbour — continued from 0:03.2 — whole song', { exact: true }),
    ).toBeVisible();

    // Stems of the first take: one request, two parts, each with its own player and download.
    await splitIntoStems(page, take, 'Harbour');
    await expect(startedLine(take, 'Splitting into stems.')).toBeVisible();
    const stemPosts = sent(studio, 'POST', MUSIC_CREATE).slice(2);
    expect(stemPosts.map((r) => r.postDataJSON() as unknown)).toEqual([
      { task: 'gen_stem', continue_clip_id: clipId, stem_task: 'two' },
    ]);
    const stems = madeAs(page, 'Stems of “Harbour”').first();
    await expect(stems).toHaveAttribute('data-job-status', 'succeeded');
    for (const part of ['Vocals', 'Instrumental']) {
      const clip = music
        .clips(stems)
        .filter({ has: page.getByRole('heading', { name: `Harbour (${part})` }) });
      await expect(clip.getByLabel(`Audio of Harbour (${part})`)).toBeVisible();
      await expect(clip.getByRole('link', { name: 'Download audio' })).toBeVisible();
      // A part, not a take; and a stem is not split again.
      await expect(clip.getByText(part, { exact: true })).toBeVisible();
      await expect(clip.getByRole('button', { name: 'Stems' })).toHaveCount(0);
    }
    await expect(stems.getByText(/^Take \d$/)).toHaveCount(0);
  });

  test('Stems asks first, as Cover does: Cancel sends nothing, “Split into stems” sends one request (issue 54)', async ({
    studio,
    page,
  }) => {
    const music = new MusicSteps(page);
    await studio.open('/music');
    const { take, clipId } = await finishedHarbour(studio, music);
    const made = sent(studio, 'POST', MUSIC_CREATE).length;

    // One click on Stems only asks, saying what would be sent.
    await button(take, 'Stems').click();
    const ask = stemsForm(page, 'Harbour');
    await expect(ask).toContainText('Sends one paid request: task “gen_stem” with this take.');
    expect(sent(studio, 'POST', MUSIC_CREATE)).toHaveLength(made);

    // Cancel: the question goes, nothing is sent, nothing is made.
    await button(ask, 'Cancel').click();
    await expect(ask).toHaveCount(0);
    await expect(startedLine(take, 'Splitting into stems.')).toHaveCount(0);
    expect(sent(studio, 'POST', MUSIC_CREATE)).toHaveLength(made);
    await expect(madeAs(page, 'Stems of “Harbour”')).toHaveCount(0);

    // Asked again and confirmed (twice at once): one request.
    await button(take, 'Stems').click();
    await button(ask, 'Split into stems').dblclick();
    await expect(startedLine(take, 'Splitting into stems.')).toBeVisible();
    await expect(ask).toHaveCount(0);
    expect(
      sent(studio, 'POST', MUSIC_CREATE)
        .slice(made)
        .map((r) => r.postDataJSON() as unknown),
    ).toEqual([{ task: 'gen_stem', continue_clip_id: clipId, stem_task: 'two' }]);
    await expect(madeAs(page, 'Stems of “Harbour”').first()).toHaveAttribute(
      'data-job-status',
      'succeeded',
    );
  });

  test('what is made from a song is listed under its buttons: the next one stays where the pointer left it', async ({
    studio,
    page,
  }) => {
    const music = new MusicSteps(page);
    await studio.open('/music');
    const { song, take } = await finishedHarbour(studio, music);
    const next = button(take, 'Continue from here');
    await next.scrollIntoViewIfNeeded();
    const before = await next.boundingBox();

    await splitIntoStems(page, take, 'Harbour');
    await expect(startedLine(take, 'Splitting into stems.')).toBeVisible();
    // The stems job arrives a moment after its "started" line: on the song's card under
    // "Made from this", and as a card of its own in the list above the song's.
    await expect(lineage(song).getByRole('link', { name: /^Stems: / })).toBeVisible();
    await expect(madeAs(page, 'Stems of “Harbour”')).toBeVisible();
    expect(await next.boundingBox()).toEqual(before);
  });

  /**
   * In the Library's List view, "Stems" on a finished song, then where its "Continue from here"
   * was before and after the stems job arrived (listed first).
   */
  async function nextButtonAroundStems(studio: Studio, page: Page, width: number) {
    await page.setViewportSize({ width, height: 900 });
    const music = new MusicSteps(page);
    await studio.open('/music');
    await finishedHarbour(studio, music);
    await studio.nav('Library');
    await page.getByRole('radio', { name: 'List' }).check();
    const song = await pinned(page, studio.job('Harbour'));
    const take = music.clip(song, 1);
    const next = button(take, 'Continue from here');
    await next.scrollIntoViewIfNeeded();
    // Stems asks first (issue 54): the pointer is left on "Split into stems", once it is in view.
    await button(take, 'Stems').click();
    const confirm = button(stemsForm(page, 'Harbour'), 'Split into stems');
    await confirm.scrollIntoViewIfNeeded();
    const before = await next.boundingBox();

    await confirm.click();
    await expect(lineage(song).getByRole('link', { name: /^Stems: / })).toBeVisible();
    const stems = madeAs(page, 'Stems of “Harbour”');
    await expect(stems).toHaveAttribute('data-job-status', 'succeeded');
    return { before, after: await next.boundingBox() };
  }

  test("in the Library's List view too, a song's next button stays where the pointer left it when its stems arrive above", async ({
    studio,
    page,
  }) => {
    // One column of cards (drawn only where the page is scrolled): the stems job, listed first,
    // pushed the song's card down by a whole card, as on the Music page.
    const { before, after } = await nextButtonAroundStems(studio, page, 800);
    expect(after).toEqual(before);
  });

  test("in the List view's two columns, the song's card keeps its column when its stems arrive first", async ({
    studio,
    page,
  }) => {
    // Two columns of cards: listed first, the stems job moved the song's card one place along,
    // to the other column (x 278 → 794). It gets a row of its own above instead, while the
    // person is still working in the song's card.
    const { before, after } = await nextButtonAroundStems(studio, page, 1280);
    expect(after).toEqual(before);
  });

  test('the stems of a described song are named from the title the model wrote, and so are their downloads (issue 38)', async ({
    studio,
    page,
  }) => {
    const music = new MusicSteps(page);
    await studio.open('/music');
    await music.fillDescription('a warm summer indie-pop song about the coast');
    await studio.generate().click();
    const song = await pinned(page, studio.job('a warm summer indie-pop song about the coast'));
    await expect(song).toHaveAttribute('data-job-status', 'succeeded');
    const take = music.clip(song, 1);
    await expect(take.getByRole('heading', { name: 'A Warm Summer Indie-pop' })).toBeVisible();

    await splitIntoStems(page, take, 'A Warm Summer Indie-pop');
    const stems = madeAs(page, 'Stems of “A Warm Summer Indie-pop”').first();
    await expect(stems).toHaveAttribute('data-job-status', 'succeeded');
    await expect(stems.getByText('A Warm Summer Indie-pop — stems', { exact: true })).toBeVisible();
    const vocals = music.clip(stems, 1);
    await expect(
      vocals.getByRole('heading', { name: 'A Warm Summer Indie-pop (Vocals)' }),
    ).toBeVisible();
    await expect(stems.getByText(/Untitled/)).toHaveCount(0);
    const download = page.waitForEvent('download');
    await vocals.getByRole('link', { name: 'Download audio' }).click();
    expect((await download).suggestedFilename()).toMatch(
      /^music-a-warm-summer-indie-pop-vocals-[0-9a-f]{8}\.mp3$/,
    );
  });

  test('Write lyrics fills the lyrics and title, and starts no song', async ({ studio, page }) => {
    const music = new MusicSteps(page);
    await studio.open('/music');
    await button(page, 'Write lyrics').click();
    const panel = page.getByRole('group', { name: 'Write lyrics' });
    await button(panel, 'Write the lyrics').click();
    await expect(panel.getByLabel('Song idea')).toHaveAccessibleDescription(
      'Write a short idea for the song.',
    );
    expect(sent(studio, 'POST', LYRICS)).toHaveLength(0);

    await panel.getByLabel('Song idea').fill('a night train to the sea');
    // Enter in the idea box writes lyrics; it must not submit the song form around it.
    await panel.getByLabel('Song idea').press('Enter');
    await expect(panel.getByRole('status')).toContainText('Lyrics written');
    await expect(music.field('Lyrics')).toHaveValue(/\[Chorus\]/);
    await expect(music.field('Title')).toHaveValue('A Night Train To');
    expect(sent(studio, 'POST', LYRICS)).toHaveLength(1);
    // The page's own request log: the demo gateway is shared by parallel workers, whose songs it also counts.
    expect(sent(studio, 'POST', MUSIC_CREATE)).toHaveLength(0);
    await expect(studio.jobs()).toHaveCount(0);
  });

  test('the remix and continue forms and the lyrics panel pass axe, light and dark', async ({
    studio,
    page,
  }) => {
    const music = new MusicSteps(page);
    await studio.open('/video');
    await studio.fillVideo({ prompt: 'A kite over dunes' });
    await studio.generate().click();
    const video = await pinned(page, studio.job('A kite over dunes'));
    await expect(video).toHaveAttribute('data-job-status', 'succeeded');
    await button(video, 'Remix').click();

    await studio.nav('Music');
    await music.fillLyrics({ lyrics: '[Verse]\nDune wind', title: 'Dunes' });
    await studio.generate().click();
    const song = await pinned(page, studio.job('Dunes'));
    await expect(song).toHaveAttribute('data-job-status', 'succeeded');
    await button(music.clip(song, 1), 'Continue from here').click();
    await button(page, 'Write lyrics').click();
    for (const scheme of ['light', 'dark'] as const) {
      await settle(page, scheme);
      expect(await violations(page)).toEqual([]);
    }
    await studio.nav('Video');
    await button(studio.job('A kite over dunes'), 'Remix').click();
    for (const scheme of ['light', 'dark'] as const) {
      await settle(page, scheme);
      expect(await violations(page)).toEqual([]);
    }
  });
});
