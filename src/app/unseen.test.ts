import { describe, expect, it } from 'vitest';
import { countUnseen, titleWithUnseen } from './unseen';

describe('unseen results in the title', () => {
  it('puts the count before the title, and nothing when none', () => {
    expect(titleWithUnseen('Media Studio', 2)).toBe('(2) Media Studio');
    expect(titleWithUnseen('Library · Media Studio', 1)).toBe('(1) Library · Media Studio');
    expect(titleWithUnseen('Media Studio', 0)).toBe('Media Studio');
  });

  it('counts only what ends while the tab is hidden', () => {
    expect(countUnseen(0, 1, true)).toBe(1);
    expect(countUnseen(1, 2, true)).toBe(3);
    expect(countUnseen(0, 3, false)).toBe(0);
    expect(countUnseen(2, 1, false)).toBe(2);
  });
});
