import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/i18n';
import { testJob } from '@/testing/jobs';
import { filmPrompt, filmSources } from './film-sources';

describe('what a film was made from', () => {
  it('reads the storyboard and the shots, in order, from the request saveFilm writes', () => {
    const film = testJob({
      kind: 'film',
      request: {
        storyboardId: 'board-1',
        made: 'copy',
        shots: [
          { jobId: 'a', slot: 0, inSeconds: 0, outSeconds: null },
          { jobId: 'b', slot: 1, inSeconds: 1, outSeconds: 2 },
          { jobId: 'a', slot: 0, inSeconds: 2, outSeconds: null },
        ],
        soundtrack: null,
      },
    });
    expect(filmSources(film)).toEqual({ storyboardId: 'board-1', shotIds: ['a', 'b', 'a'] });
  });

  it('reads nothing from a request of another shape (a "film" from a hostile library file)', () => {
    for (const request of [
      undefined,
      null,
      'javascript:alert(1)',
      { storyboardId: 7, shots: [] },
      { storyboardId: 'b', shots: [{ jobId: '', slot: 0 }] },
      { storyboardId: 'b', shots: [{ jobId: 'a', slot: -1 }] },
      { storyboardId: 'x'.repeat(201), shots: [] },
      { storyboardId: 'b', shots: Array.from({ length: 501 }, () => ({ jobId: 'a', slot: 0 })) },
    ])
      expect(filmSources(testJob({ kind: 'film', request }))).toBeNull();
  });
});

describe("a film's title", () => {
  afterEach(() => activateLocale('en'));

  const film = (prompt: string) =>
    testJob({
      kind: 'film',
      prompt,
      request: {
        storyboardId: 'board-1',
        shots: [
          { jobId: 'a', slot: 0 },
          { jobId: 'b', slot: 0 },
          { jobId: 'c', slot: 0 },
        ],
      },
      media: [{ kind: 'video', url: 'https://studio.example/#/storyboard', title: 'Seaside film' }],
    });

  it('is worded in the language shown, whatever the language it was made in', async () => {
    // Made while the studio was in English: the stored prompt keeps those words.
    const made = film('“Seaside film”, made from 3 shots');
    expect(filmPrompt(made)).toBe('“Seaside film”, made from 3 shots');
    await activateLocale('zh');
    expect(filmPrompt(made)).toBe('“Seaside film”，由 3 个镜头制成');
  });

  it('says its format, so an MP4 and a WebM of one storyboard are told apart (issue 54)', async () => {
    const webm = {
      ...film('“Seaside film” (WebM), made from 3 shots'),
      fields: { format: 'webm (vp9, opus)' },
    };
    expect(filmPrompt(webm)).toBe('“Seaside film” (WebM), made from 3 shots');
    await activateLocale('zh');
    expect(filmPrompt(webm)).toBe('“Seaside film”（WebM），由 3 个镜头制成');
  });

  it('is left as stored where the record does not say what the film was made from', () => {
    expect(filmPrompt(testJob({ kind: 'film', prompt: 'a film', request: null }))).toBeNull();
  });
});
