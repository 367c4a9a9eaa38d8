import { describe, expect, it } from 'vitest';
import { readableByUse } from './readable-by-use';

describe('readableByUse', () => {
  it('carries React’s mark of a fulfilled promise once it has settled, with its value', async () => {
    const marked = readableByUse(Promise.resolve(7));
    expect(Reflect.get(marked, 'status')).toBeUndefined();
    await expect(marked).resolves.toBe(7);
    expect(Reflect.get(marked, 'status')).toBe('fulfilled');
    expect(Reflect.get(marked, 'value')).toBe(7);
  });

  it('leaves a rejection unmarked, for use to see as it always does', async () => {
    const marked = readableByUse(Promise.reject(new Error('gone')));
    await expect(marked).rejects.toThrow('gone');
    expect(Reflect.get(marked, 'status')).toBeUndefined();
  });
});
