// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { jobView } from '@/jobs/job-view';
import { withFreshLedger } from '@/testing/ledger';
import { readStoryboard, STORYBOARD_VERSION } from '../board/storyboard-db';
import { filmPrompt } from './film-sources';
import { saveFilm, type MadeFilm } from './save-film';

withFreshLedger();

const board = readStoryboard({
  id: 'b1',
  v: STORYBOARD_VERSION,
  name: 'Harbour',
  createdAt: 1,
  updatedAt: 2,
  shots: [{ id: 's1', jobId: 'take-1', slot: 0, inSeconds: 0, outSeconds: null }],
});

function made(extension: MadeFilm['extension']): MadeFilm {
  return {
    blob: new Blob(['film'], { type: `video/${extension}` }),
    extension,
    width: 720,
    height: 1280,
    durationSeconds: 4,
    videoCodec: extension === 'mp4' ? 'avc' : 'vp9',
    audioCodec: 'opus',
  };
}

/** The name a Library tile shows for a film: a video's tile is headed by its view's headline. */
function tileName(film: Awaited<ReturnType<typeof saveFilm>>) {
  const view = jobView(film, {
    kindLabel: 'Film',
    gateway: '',
    now: 0,
    pageStartedAt: 0,
    canPoll: false,
    canAttach: false,
    shownPrompt: filmPrompt(film),
  });
  return view.headline;
}

describe('a film saved to the library (issue 54)', () => {
  it('an MP4 and a WebM of one storyboard have tile names of their own', async () => {
    if (board === null) throw new Error('the test storyboard does not read');
    const mp4 = await saveFilm(board, made('mp4'), []);
    const webm = await saveFilm(board, made('webm'), []);
    expect(tileName(mp4)).toBe('“Harbour” (MP4), made from 1 shot');
    expect(tileName(webm)).toBe('“Harbour” (WebM), made from 1 shot');
    // Stored that way too, for a library file read by a studio that cannot word it again.
    expect(mp4.prompt).not.toBe(webm.prompt);
  });
});
