// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { journalled, journalWrite } from '@/lib/write-journal';
import {
  createStoryboard,
  journalledUpdate,
  listStoryboards,
  reopenStoryboardDb,
  replayBoardEdits,
  updateStoryboard,
} from './storyboard-db';

let counter = 0;
beforeEach(() => {
  localStorage.clear();
  counter += 1;
  reopenStoryboardDb(`test-journal-${counter}-${Math.random().toString(36).slice(2)}`);
});

describe('storyboard edits cut off by a reload', () => {
  it('an edit shown but never written is written when the studio opens again', async () => {
    const board = await createStoryboard('Film 1', 1000);
    // The page drew the edit and journalled it; the reload came before the transaction ran.
    journalWrite('storyboard', board.id, { ...board, name: 'Harbour film', size: '1080p' }, 2000);

    await replayBoardEdits(3000);

    const [stored] = await listStoryboards();
    expect(stored).toMatchObject({ id: board.id, name: 'Harbour film', size: '1080p' });
    expect(stored?.updatedAt).toBe(3000);
    expect(journalled('storyboard')).toEqual([]);
  });

  it('a board written after the edit was journalled wins, and the entry goes', async () => {
    const board = await createStoryboard('Film 1', 1000);
    journalWrite('storyboard', board.id, { ...board, name: 'Old edit' }, 2000);
    // Another tab (or the edit's own commit, just before the reload) wrote later.
    await updateStoryboard(board.id, (b) => ({ ...b, name: 'Later' }), 2500);

    await replayBoardEdits(3000);

    expect((await listStoryboards())[0]?.name).toBe('Later');
    expect(journalled('storyboard')).toEqual([]);
  });

  it('a board deleted since is not brought back', async () => {
    const board = await createStoryboard('Film 1', 1000);
    journalWrite('storyboard', board.id, { ...board, name: 'Gone' }, 2000);
    const { deleteStoryboard } = await import('./storyboard-db');
    await deleteStoryboard(board.id);

    await replayBoardEdits(3000);

    expect(await listStoryboards()).toEqual([]);
    expect(journalled('storyboard')).toEqual([]);
  });

  it('an edit that commits leaves nothing in the journal', async () => {
    const board = await createStoryboard('Film 1');
    const shown = { ...board, name: 'Harbour film' };
    const written = journalledUpdate(shown, (b) => ({ ...b, name: 'Harbour film' }));
    expect(journalled('storyboard').map((e) => e.value)).toEqual([shown]);
    expect((await written)?.name).toBe('Harbour film');
    expect(journalled('storyboard')).toEqual([]);
  });
});
