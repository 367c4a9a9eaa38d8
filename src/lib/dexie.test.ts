import { describe, expect, it, vi } from 'vitest';
import { eventually } from '@/testing/eventually';
import { Dexie, lazyDatabase } from './dexie';

class NotesDb extends Dexie {
  notes!: Dexie.Table<{ id: string }, string>;
  constructor(name: string) {
    super(name);
    this.version(1).stores({ notes: 'id' });
  }
}
const fresh = () => new NotesDb(`test-lazy-${Math.random().toString(36).slice(2)}`);

describe('lazyDatabase', () => {
  it('opens nothing until first asked, then opens once and hands every caller the same database', async () => {
    const make = vi.fn(fresh);
    const opened = vi.fn();
    const notes = lazyDatabase(make, opened);
    expect(make).not.toHaveBeenCalled();

    const [a, b] = await Promise.all([notes(), notes()]);
    expect(a).toBe(b);
    expect(a.isOpen()).toBe(true);
    expect(make).toHaveBeenCalledTimes(1);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(opened).toHaveBeenCalledWith(a);
    await a.notes.put({ id: 'n1' });
    expect(await (await notes()).notes.get('n1')).toEqual({ id: 'n1' });
  });

  it('is replaced whole by the test seam, the old one closed', async () => {
    const notes = lazyDatabase(fresh);
    const first = await notes();
    const second = notes.reopen(fresh());
    expect(await notes()).toBe(second);
    await eventually(() => expect(first.isOpen()).toBe(false));
  });
});
