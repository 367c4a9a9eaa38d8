import { describe, expect, it } from 'vitest';
import { testJob } from '@/testing/jobs';
import { arrivedFirst, rowLayout } from './row-layout';

/** Each row's entries, as the layout places them. */
const rowsOf = (count: number, columns: number, lead?: number) => {
  const layout = rowLayout(count, columns, lead);
  return Array.from({ length: layout.rowCount }, (_, row) =>
    Array.from(
      { length: layout.endOf(row) - layout.firstOf(row) },
      (_, i) => layout.firstOf(row) + i,
    ),
  );
};

describe('rowLayout', () => {
  it('without a lead, rows of `columns` entries, the last one short', () => {
    expect(rowsOf(5, 2)).toEqual([[0, 1], [2, 3], [4]]);
    expect(rowsOf(0, 3)).toEqual([]);
  });

  it('the first `lead` entries in rows of their own, the rest as before them', () => {
    expect(rowsOf(5, 2, 1)).toEqual([[0], [1, 2], [3, 4]]);
    expect(rowsOf(6, 2, 3)).toEqual([[0, 1], [2], [3, 4], [5]]);
    // A lead of whole rows changes nothing; one longer than the list is the list.
    expect(rowsOf(5, 2, 2)).toEqual(rowsOf(5, 2));
    expect(rowsOf(3, 2, 9)).toEqual([[0, 1], [2]]);
  });

  it('rowOf agrees with the rows', () => {
    const layout = rowLayout(7, 3, 2);
    expect([0, 1, 2, 3, 4, 5, 6].map(layout.rowOf)).toEqual([0, 0, 1, 1, 1, 2, 2]);
  });

  it('step moves up and down a column, and nowhere a row has no such column', () => {
    const plain = rowLayout(5, 2);
    expect(plain.step(1, 1)).toBe(3);
    expect(plain.step(3, 1)).toBeNull();
    expect(plain.step(2, -1)).toBe(0);
    expect(plain.step(0, -1)).toBeNull();
    const led = rowLayout(5, 2, 1);
    // Row 0 holds entry 0 alone: entry 2 (column 2 of row 1) has nothing above it.
    expect(led.step(2, -1)).toBeNull();
    expect(led.step(1, -1)).toBe(0);
    expect(led.step(0, 1)).toBe(1);
    expect(led.step(2, 1)).toBe(4);
  });
});

describe('arrivedFirst', () => {
  const entry = (id: string) => ({ ok: true as const, job: testJob({ id }) });

  it('counts the entries listed before every one the hold began with', () => {
    const since = new Set(['a', 'b']);
    expect(arrivedFirst([entry('x'), entry('y'), entry('a'), entry('b')], since)).toBe(2);
    expect(arrivedFirst([entry('a'), entry('x'), entry('b')], since)).toBe(0);
    // None of the old ones listed (filtered away): no lead.
    expect(arrivedFirst([entry('x')], since)).toBe(0);
  });
});
