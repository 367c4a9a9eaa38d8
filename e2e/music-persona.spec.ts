import { routePattern } from '../src/gateway/path';
import { assumedPaths as musicAssumed } from '../src/features/music/paths';
import { violations, settle } from './fixtures/a11y';
import { gatewaySaw } from './fixtures/gateway';
import { MUSIC_CREATE, button, lineage, sent, finishedHarbour } from './fixtures/make-more';
import { MusicSteps } from './fixtures/music';
import { expect, test } from './fixtures/studio';

const PERSONA = routePattern(musicAssumed.tunePersonaPath.default);

/** Issue 26: a persona made from a take, kept in the studio, singing a new song. */
test.describe('persona, against the demo gateway over HTTP', () => {
  test.beforeEach(async ({ studio }) => {
    await studio.presetGateway();
  });

  test('made once for a double Enter, kept across a reload, sings a new song by the keyboard, removable', async ({
    studio,
    page,
  }) => {
    const music = new MusicSteps(page);
    await studio.open('/music');
    // None yet: the form says where one comes from.
    await expect(page.getByText(/No personas yet/)).toBeVisible();
    const { take, clipId } = await finishedHarbour(studio, music);

    await button(take, 'Make a persona').focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Make a persona from “Harbour”' });
    await expect(form.getByLabel('Persona name')).toHaveValue('Harbour');
    await form.getByLabel('Persona name').fill(' ');
    await button(form, 'Make the persona').click();
    await expect(form.getByLabel('Persona name')).toHaveAccessibleDescription(
      /Give the persona a name\./,
    );
    expect(sent(studio, 'POST', PERSONA)).toHaveLength(0);
    for (const scheme of ['light', 'dark'] as const) {
      await settle(page, scheme);
      expect(await violations(page)).toEqual([]);
    }

    await form.getByLabel('Persona name').fill('Harbour voice');
    await form.getByLabel('Persona name').press('Enter');
    await form.getByLabel('Persona name').press('Enter');
    await expect(form.getByRole('status')).toContainText('Persona “Harbour voice” made and kept.');
    const posts = sent(studio, 'POST', PERSONA);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.postDataJSON()).toEqual({
      root_clip_id: clipId,
      name: 'Harbour voice',
      description: '',
      clips: [clipId],
      is_public: false,
    });
    expect(await gatewaySaw('POST', PERSONA, clipId)).toBe(1);
    await expect(button(form, 'Make the persona')).toBeDisabled();

    // Kept in the studio: after a reload the music form offers it.
    await page.reload();
    const voice = page.getByLabel('Voice', { exact: true });
    await expect(voice.getByRole('option', { name: 'Harbour voice' })).toHaveCount(1);
    const persona = (await voice
      .getByRole('option', { name: 'Harbour voice' })
      .getAttribute('value')) as string;
    await music.fillLyrics({ lyrics: '[Verse]\nA new tide', tags: 'folk', title: 'New Tide' });
    await voice.focus();
    await voice.selectOption({ label: 'Harbour voice' });
    await studio.generate().focus();
    await page.keyboard.press('Enter');
    const song2 = studio.job('New Tide');
    await expect(song2).toHaveAttribute('data-job-status', 'succeeded');
    const creates = sent(studio, 'POST', MUSIC_CREATE);
    expect(creates.at(-1)?.postDataJSON()).toEqual({
      prompt: '[Verse]\nA new tide',
      tags: 'folk',
      title: 'New Tide',
      make_instrumental: false,
      mv: 'chirp-v4',
      task: 'artist_consistency',
      persona_id: persona,
      artist_clip_id: clipId,
    });
    await expect(
      lineage(song2).getByRole('link', { name: 'In the voice of “Harbour”' }),
    ).toBeVisible();

    // Removed from the studio: no longer offered.
    await page.getByText('Your persona (1)').click();
    await button(page, 'Remove persona “Harbour voice”').click();
    await expect(page.getByText(/No personas yet/)).toBeVisible();
    await expect(page.getByLabel('Voice', { exact: true })).toHaveCount(0);
  });
});
