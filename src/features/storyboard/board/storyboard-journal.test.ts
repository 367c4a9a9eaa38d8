import { beforeEach, describe, expect, it, vi } from 'vitest';
import { journalled, journalWrite } from '@/lib/write-journal';
import {
  createStoryboard,
  deleteStoryboard,
  journalledUpdate,
  listStoryboards,
  reopenStoryboardDb,
  replayBoardEdits,
  updateStoryboard,
} from './storyboard-db';

/**
 * Web storage as a map: the boards' song files are Blobs, which the in-memory IndexedDB stores only
 * in node's own environment, where there is no localStorage.
 */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

let counter = 0;
beforeEach(async () => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  counter += 1;
  await reopenStoryboardDb(`test-journal-${counter}-${Math.random().toString(36).slice(2)}`);
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

describe('a song file in a journalled edit', () => {
  const song = (blob: Blob, name = 'waltz.mp3') => ({
    from: { kind: 'file' as const, name, blob },
    offsetSeconds: 0,
    volume: 0.8,
    fadeOutSeconds: 2,
    durationSeconds: null,
  });

  it('is journalled without its bytes, which a replay takes back from the stored board', async () => {
    const board = await createStoryboard('Film 1', 1000);
    const bytes = new Blob(['la la'], { type: 'audio/mpeg' });
    await updateStoryboard(board.id, (b) => ({ ...b, soundtrack: song(bytes) }), 1500);
    const [stored] = await listStoryboards();
    if (stored === undefined) throw new Error('stored');
    const written = journalledUpdate({ ...stored, name: 'Waltz film' }, (b) => ({
      ...b,
      name: 'Waltz film',
    }));
    const [entry] = journalled('storyboard');
    expect(entry?.value).toMatchObject({
      name: 'Waltz film',
      soundtrack: { from: { kind: 'file', name: 'waltz.mp3' } },
    });
    expect(JSON.stringify(entry?.value)).not.toContain('blob');
    const at = (await written)?.updatedAt ?? 0;

    // As if the page had gone before that write: the board still older, the edit in the journal.
    await updateStoryboard(board.id, (b) => ({ ...b, name: 'Film 1' }), at + 1);
    journalWrite('storyboard', board.id, entry?.value, at + 1000);
    await replayBoardEdits(at + 2000);
    const [replayed] = await listStoryboards();
    expect(replayed?.name).toBe('Waltz film');
    expect(replayed?.soundtrack?.from).toMatchObject({ kind: 'file', name: 'waltz.mp3' });
    const from = replayed?.soundtrack?.from;
    expect(from?.kind === 'file' ? await from.blob.text() : null).toBe('la la');
  });

  it('a song file chosen in the edit the reload cut off leaves the stored song', async () => {
    const board = await createStoryboard('Film 1', 1000);
    journalWrite(
      'storyboard',
      board.id,
      {
        ...board,
        name: 'New song',
        soundtrack: { ...song(new Blob()), from: { kind: 'file', name: 'new.mp3' } },
      },
      2000,
    );
    await replayBoardEdits(3000);
    const [stored] = await listStoryboards();
    expect(stored?.name).toBe('New song');
    expect(stored?.soundtrack).toBeNull();
  });
});
