// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Rescue from './rescue';

const KEY = 'media-studio.rescued-ids';

/** The rescued ids are read once, when the module loads: each case loads it afresh. */
async function loadWith(stored: string): Promise<typeof Rescue> {
  localStorage.setItem(KEY, stored);
  vi.resetModules();
  return import('./rescue');
}

afterEach(() => localStorage.removeItem(KEY));

describe('rescued ids read back from storage', () => {
  it('keeps every good entry and skips damaged ones, without throwing', async () => {
    const good = { kind: 'video', gateway: 'https://gw.example', ids: ['task-1'], at: 1 };
    const stored = JSON.stringify([
      null,
      'text',
      { kind: 'video' },
      good,
      { ids: 'task-2', at: 2 },
      { ...good, ids: [], at: 3 },
    ]);
    const { rescueIds, dismissRescued } = await loadWith(stored);
    rescueIds({ kind: 'music', gateway: 'https://gw.example', ids: ['task-4'], at: 4 });
    expect(JSON.parse(localStorage.getItem(KEY) ?? '[]')).toEqual([
      good,
      { kind: 'music', gateway: 'https://gw.example', ids: ['task-4'], at: 4 },
    ]);
    dismissRescued(4);
    expect(JSON.parse(localStorage.getItem(KEY) ?? '[]')).toEqual([good]);
  });

  it('keeps the ids of an entry whose labels are damaged', async () => {
    const { rescueIds } = await loadWith(JSON.stringify([{ kind: 7, ids: ['task-1', 5], at: 1 }]));
    rescueIds({ kind: 'music', gateway: 'g', ids: ['task-2'], at: 2 });
    expect(JSON.parse(localStorage.getItem(KEY) ?? '[]')[0]).toEqual({
      kind: '',
      gateway: '',
      ids: ['task-1'],
      at: 1,
    });
  });

  it('survives storage that is not JSON or not a list', async () => {
    for (const stored of ['{not json', '{"ids":["x"]}', '42']) {
      const { rescueIds } = await loadWith(stored);
      expect(() =>
        rescueIds({ kind: 'video', gateway: 'g', ids: ['task-9'], at: 9 }),
      ).not.toThrow();
      expect(JSON.parse(localStorage.getItem(KEY) ?? '[]')).toEqual([
        { kind: 'video', gateway: 'g', ids: ['task-9'], at: 9 },
      ]);
    }
  });
});
