import { describe, expect, it } from 'vitest';
import { testJob } from '@/testing/jobs';
import { filmSources } from './film-sources';

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
