import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { exportLibrary, importLibrary } from '@/jobs/library-file';
import { registerLibraryPart } from '@/jobs/ledger/library-parts';
import { withFreshLedger } from '@/testing/ledger';
import { storyboardsPart } from './library-part';
import {
  createStoryboard,
  deleteStoryboard,
  listStoryboards,
  newShot,
  reopenStoryboardDb,
  updateStoryboard,
} from './board/storyboard-db';

withFreshLedger();
beforeAll(() => registerLibraryPart(storyboardsPart));
beforeEach(async () => {
  await reopenStoryboardDb(`test-boards-file-${Math.random().toString(36).slice(2)}`);
});

const songBytes = new Uint8Array([73, 68, 51, 4, 0, 255, 128, 7]);

async function boardWithShotsAndSong() {
  const made = await createStoryboard('Harbour film', 1000);
  const first = newShot('job-a', 0, 5);
  const second = { ...newShot('job-b', 1, 4), inSeconds: 0.5, outSeconds: 3 };
  return updateStoryboard(made.id, (b) => ({
    ...b,
    shots: [first, second],
    size: '1080p',
    shotsVolume: 0.4,
    soundtrack: {
      from: {
        kind: 'file',
        name: 'waltz.mp3',
        blob: new Blob([songBytes], { type: 'audio/mpeg' }),
      },
      offsetSeconds: 1,
      volume: 0.6,
      fadeOutSeconds: 2,
      durationSeconds: 6,
    },
  }));
}

const fileWith = (storyboards: unknown) =>
  JSON.stringify({
    format: 'media-studio-library',
    version: 4,
    exportedAt: new Date(0).toISOString(),
    jobs: [],
    storyboards,
  });

describe('storyboards in the library file', () => {
  it('travel with their shots, trims and song (its bytes too), and come back after a delete', async () => {
    const board = await boardWithShotsAndSong();
    if (board === null) throw new Error('board');
    const text = await exportLibrary('');
    const file = JSON.parse(text) as { storyboards: { name: string; soundtrack: unknown }[] };
    expect(file.storyboards).toHaveLength(1);
    expect(file.storyboards[0]).toMatchObject({
      name: 'Harbour film',
      soundtrack: { from: { kind: 'file', name: 'waltz.mp3', type: 'audio/mpeg' } },
    });

    await deleteStoryboard(board.id);
    expect(await listStoryboards()).toEqual([]);
    expect(await importLibrary(text)).toMatchObject({ ok: true, parts: ['Added 1 storyboard.'] });
    const [back] = await listStoryboards();
    expect(back).toMatchObject({
      id: board.id,
      name: 'Harbour film',
      size: '1080p',
      shotsVolume: 0.4,
      shots: board.shots,
    });
    const from = back?.soundtrack?.from;
    if (from?.kind !== 'file') throw new Error('a file song');
    expect(from.blob.type).toBe('audio/mpeg');
    expect(new Uint8Array(await from.blob.arrayBuffer())).toEqual(songBytes);

    // Already here: kept as it is, nothing added.
    expect(await importLibrary(text)).toEqual({ ok: true, added: 0, skipped: 0 });
  });

  it('refuses a file with a hostile or broken board, writing nothing', async () => {
    const board = await boardWithShotsAndSong();
    if (board === null) throw new Error('board');
    const good = (JSON.parse(await exportLibrary('')) as { storyboards: object[] }).storyboards[0];
    await deleteStoryboard(board.id);
    for (const bad of [
      { ...good, shots: [{ id: 's', jobId: 'j', slot: 0, inSeconds: -1 }] },
      { ...good, shots: Array.from({ length: 501 }, () => (good as { shots: object[] }).shots[0]) },
      { ...good, name: 'x'.repeat(301) },
      { ...good, size: '8k' },
      { ...good, shotsVolume: Infinity },
      {
        ...good,
        soundtrack: { from: { kind: 'file', name: 'a', type: 'audio/mpeg', data: '<script>' } },
      },
      { ...good, v: 2 },
      'a storyboard',
    ]) {
      const outcome = await importLibrary(fileWith([bad]));
      expect(outcome).toMatchObject({ ok: false });
      if (!outcome.ok) expect(outcome.message).toMatch(/storyboard 1 cannot be read/);
    }
    expect(await importLibrary(fileWith({ id: 'not a list' }))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/not a list/),
    });
    expect(await listStoryboards()).toEqual([]);
  });

  it('gives a song file of any other type no type but bytes', async () => {
    const board = await boardWithShotsAndSong();
    if (board === null) throw new Error('board');
    const file = JSON.parse(await exportLibrary('')) as {
      storyboards: { soundtrack: { from: { type: string } } }[];
    };
    const first = file.storyboards[0];
    if (first === undefined) throw new Error('one board');
    first.soundtrack.from.type = 'text/html';
    await deleteStoryboard(board.id);
    expect(await importLibrary(JSON.stringify(file))).toMatchObject({ ok: true });
    const from = (await listStoryboards())[0]?.soundtrack?.from;
    expect(from?.kind === 'file' ? from.blob.type : null).toBe('application/octet-stream');
  });
});
