import { beforeEach, describe, expect, it } from 'vitest';
import { addImportedJob } from '@/jobs/ledger/create-writes';
import { getJob } from '@/jobs/ledger/reads';
import { setOnBoard } from '@/jobs/ledger/person-edits';
import { withFreshLedger } from '@/testing/ledger';
import { deleteBoard, boardContents } from './board-actions';
import { boardsPart } from './library-part';
import { BoardNameError, allBoards, createBoard, renameBoard, reopenBoardDb } from './boards-db';

withFreshLedger();
beforeEach(async () => {
  await reopenBoardDb(`test-boards-${Math.random().toString(36).slice(2)}`);
});

const follow = (id: string) =>
  addImportedJob({
    kind: 'video',
    gateway: 'http://g',
    summary: { prompt: id, fields: {} },
    remoteIds: [id],
  });

describe('boards (issue 40)', () => {
  it('refuses a second board of the same name, whatever its case, in the store too', async () => {
    const harbour = await createBoard(' Harbour ');
    expect(harbour.name).toBe('Harbour');
    await expect(createBoard('harbour')).rejects.toEqual(new BoardNameError('duplicate'));
    const birds = await createBoard('Birds');
    await expect(renameBoard(birds.id, 'HARBOUR')).rejects.toBeInstanceOf(BoardNameError);
    // Renaming a board to its own name in another case is no clash.
    await renameBoard(harbour.id, 'HARBOUR');
    expect((await allBoards()).map((b) => b.name)).toEqual(['Birds', 'HARBOUR']);
  });

  it('a result is on several boards; deleting one keeps the results unless asked', async () => {
    const [a, b] = [await follow('a'), await follow('b')];
    const film = await createBoard('Film');
    const birds = await createBoard('Birds');
    expect(await setOnBoard([a.id, b.id], film.id, true)).toBe(2);
    expect(await setOnBoard([a.id], birds.id, true)).toBe(1);
    // Already there: nothing written again.
    expect(await setOnBoard([a.id], birds.id, true)).toBe(0);
    expect((await getJob(a.id))?.boards).toEqual([film.id, birds.id]);
    expect((await boardContents(film.id)).ids.sort()).toEqual([a.id, b.id].sort());

    expect(await deleteBoard(film.id, { removeResults: false })).toBe(2);
    expect((await getJob(a.id))?.boards).toEqual([birds.id]);
    expect((await getJob(b.id))?.boards).toEqual([]);
    expect((await allBoards()).map((x) => x.name)).toEqual(['Birds']);

    await deleteBoard(birds.id, { removeResults: true });
    expect(await getJob(a.id)).toBeUndefined();
    expect(await getJob(b.id)).toBeDefined();
  });

  it('travel in the library file, all or nothing, keeping a board already held', async () => {
    const film = await createBoard('Film');
    const rows = await boardsPart.collect();
    await reopenBoardDb(`test-boards-${Math.random().toString(36).slice(2)}`);
    const bad = await boardsPart.read([...rows, { v: 1, id: '' }]);
    expect(bad.ok).toBe(false);
    expect(await allBoards()).toEqual([]);
    const read = await boardsPart.read(rows);
    if (!read.ok) throw new Error(read.message);
    expect(await read.add()).toBe(1);
    expect(await read.add()).toBe(0);
    expect((await allBoards()).map((b) => [b.id, b.name])).toEqual([[film.id, 'Film']]);
  });
});
