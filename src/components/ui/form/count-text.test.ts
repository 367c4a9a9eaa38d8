import { describe, expect, it } from 'vitest';
import { countText } from './count-text';

describe('countText', () => {
  it('shows the length against the limit up to it', () => {
    expect(countText(3980, 4000)).toBe('3,980 / 4,000');
    expect(countText(4000, 4000)).toBe('4,000 / 4,000');
  });

  it('says by how much a text is over', () => {
    expect(countText(4012, 4000)).toBe('12 characters over the 4,000 limit');
    expect(countText(4001, 4000)).toBe('1 character over the 4,000 limit');
  });
});
