// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { journalled, journalWrite } from './write-journal';

beforeEach(() => localStorage.clear());

describe('the write journal', () => {
  it('keeps a write until it has committed, then clears it', () => {
    const committed = journalWrite('boards', 'b1', { name: 'Harbour' }, 1000);
    expect(journalled('boards').map(({ key, value, at }) => ({ key, value, at }))).toEqual([
      { key: 'b1', value: { name: 'Harbour' }, at: 1000 },
    ]);
    committed();
    expect(journalled('boards')).toEqual([]);
  });

  it('an earlier write committing never clears a later write of the same record', () => {
    const first = journalWrite('boards', 'b1', { name: 'H' }, 1000);
    const second = journalWrite('boards', 'b1', { name: 'Harbour' }, 1001);
    first();
    expect(journalled('boards').map((e) => e.value)).toEqual([{ name: 'Harbour' }]);
    second();
    expect(journalled('boards')).toEqual([]);
  });

  it('an entry stays until it is settled, so a replay cut short is replayed again', () => {
    journalWrite('boards', 'b1', { name: 'Harbour' }, 1000);
    expect(journalled('boards')).toHaveLength(1);
    expect(journalled('boards')).toHaveLength(1);
    journalled('boards')[0]?.settle();
    expect(journalled('boards')).toEqual([]);
  });

  it("leaves this page's own writes in flight out when asked: a store opening late replays only a cut-off visit's", () => {
    journalWrite('boards', 'mine', { name: 'In flight here' }, 1000);
    // What an earlier page left (its token is not this page's).
    localStorage.setItem(
      'media-studio.journal.boards.theirs',
      JSON.stringify({ token: 'cut-off', at: 900, value: { name: 'Cut off' } }),
    );
    expect(journalled('boards', { othersOnly: true }).map((e) => e.key)).toEqual(['theirs']);
    expect(
      journalled('boards')
        .map((e) => e.key)
        .sort(),
    ).toEqual(['mine', 'theirs']);
  });

  it('keeps each store to itself and drops an entry it cannot read', () => {
    journalWrite('boards', 'b1', 1, 1000);
    journalWrite('other', 'b1', 2, 1000);
    localStorage.setItem('media-studio.journal.boards.b2', '{not json');
    expect(journalled('boards').map((e) => e.key)).toEqual(['b1']);
    expect(localStorage.getItem('media-studio.journal.boards.b2')).toBeNull();
    expect(journalled('other').map((e) => e.value)).toEqual([2]);
  });
});
