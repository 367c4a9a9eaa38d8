import { describe, expect, it } from 'vitest';
import { readPriceList } from './price-list';

describe('a stored price list', () => {
  it('keeps the rows that are rows and drops the rest, without refusing the list', () => {
    expect(
      readPriceList([
        { model: ' v4.5 ', per: 'second', usd: 0.04 },
        { model: 'x', per: 'minute', usd: 1 },
        { model: 'y', per: 'song', usd: -1 },
        { model: 'z', per: 'song', usd: '0.1' },
        { model: 3, per: 'song', usd: 0.1 },
        { model: '', per: 'video', usd: 0.3 },
        { model: 'V4.5', per: 'second', usd: 9 },
        'nothing',
      ]),
    ).toEqual([
      { model: 'v4.5', per: 'second', usd: 0.04 },
      { model: '', per: 'video', usd: 0.3 },
    ]);
  });

  it('anything but an array is an empty list', () => {
    expect(readPriceList(undefined)).toEqual([]);
    expect(readPriceList({ model: 'a' })).toEqual([]);
  });
});
