import { describe, expect, it } from 'vitest';
import type { PriceRow } from '@/gateway/settings';
import { chargeOfForm, chargeOfRecord, type Charge } from './charges';
import { balanceAfter, costOf, formatCost, priceOf } from './cost';

// The generators' own rules, as main.tsx declares them (src/testing/setup.ts imports them too).
const list: PriceRow[] = [
  { model: 'videomodel-1.0-t2v', per: 'second', usd: 0.1 },
  { model: 'v4.5', per: 'second', usd: 0.04 },
  { model: 'imagemodel-1.0-hd', per: 'picture', usd: 0.08 },
  { model: 'chirp-v4', per: 'song', usd: 0.1 },
  { model: '', per: 'song', usd: 0.05 },
  { model: '', per: 'video', usd: 0.3 },
];

const usd = (charges: (Charge | null)[]) => costOf(list, charges)?.usd;

describe('the cost of a job, per generator', () => {
  it('Video: its model by the second, from the form as from the record', () => {
    const form = chargeOfForm('video', { model: 'videomodel-1.0-t2v', seconds: 8, prompt: '' });
    expect(form).toEqual({ per: 'second', model: 'videomodel-1.0-t2v', count: 8 });
    expect(usd([form])).toBe(0.8);
    const record = chargeOfRecord('video', { model: 'videomodel-1.0-t2v', seconds: 5 });
    expect(usd([record, record, record])).toBe(1.5);
    // The image-to-video model has no row, and no any-model row per second: it is named.
    const i2v = chargeOfRecord('video', { model: 'videomodel-1.0-i2v', seconds: 5 });
    expect(costOf(list, [record, i2v])?.unpriced).toEqual([
      { per: 'second', model: 'videomodel-1.0-i2v' },
    ]);
  });

  it('Pixa: the form’s duration text and the record’s seconds count the same', () => {
    const form = chargeOfForm('pixa', { model: 'v4.5', duration: '8' });
    const record = chargeOfRecord('pixa', { model: 'v4.5', seconds: 8 });
    expect(form).toEqual(record);
    expect(usd([form])).toBe(0.32);
  });

  it('Image: its model by the picture (the form’s n, the record’s images)', () => {
    expect(usd([chargeOfForm('image', { model: 'imagemodel-1.0-hd', n: '3' })])).toBe(0.24);
    expect(usd([chargeOfRecord('image', { model: 'imagemodel-1.0-hd', images: 2 })])).toBe(0.16);
  });

  it('Music: one song per request; a song with no model (stems) takes the any-model price', () => {
    expect(usd([chargeOfForm('music', { model: 'chirp-v4', lyrics: 'la' })])).toBe(0.1);
    expect(usd([chargeOfRecord('music', { model: 'chirp-v3-5' })])).toBe(0.05);
    expect(usd([chargeOfRecord('music', { mode: 'stems', title: 'Harbour' })])).toBe(0.05);
  });

  it('Clip: one video per request at the any-model price', () => {
    expect(chargeOfForm('clip', { prompt: 'x', aspectRatio: '16:9' })).toEqual({
      per: 'video',
      model: null,
      count: 1,
    });
    expect(usd([chargeOfRecord('clip', {}), chargeOfRecord('clip', {})])).toBe(0.6);
  });

  it('a kind that declares no charge (a follow by id, a lookup) is told by none', () => {
    expect(chargeOfRecord('pikb', {})).toBeNull();
    expect(chargeOfForm('gpts', { gptId: 'g-1' })).toBeNull();
    expect(costOf(list, [null])).toMatchObject({ usd: 0, priced: 0, untold: 1 });
  });

  it('a count the values do not tell is no charge (an empty or zero seconds field)', () => {
    expect(chargeOfForm('video', { model: 'videomodel-1.0-t2v', seconds: '' })).toBeNull();
    expect(chargeOfForm('video', { model: 'videomodel-1.0-t2v', seconds: 0 })).toBeNull();
    expect(chargeOfForm('video', { model: 'videomodel-1.0-t2v', seconds: Number.NaN })).toBeNull();
  });
});

describe('the arithmetic', () => {
  it('no price list: no cost at all', () => {
    expect(costOf([], [{ per: 'second', model: 'm', count: 5 }])).toBeNull();
  });

  it('sums in millionths: 0.1 + 0.2 is 0.3, and a fraction of a cent is kept', () => {
    const tenth: Charge = { per: 'song', model: 'chirp-v4', count: 1 };
    const two = costOf(list, [tenth, tenth, tenth]);
    expect(two).toMatchObject({ usd: 0.3, priced: 3, each: 0.1 });
    const tiny = costOf(
      [{ model: '', per: 'second', usd: 0.0007 }],
      [{ per: 'second', model: 'x', count: 3 }],
    );
    expect(tiny?.usd).toBe(0.0021);
  });

  it('each price is said only when every priced charge cost the same', () => {
    const a: Charge = { per: 'second', model: 'videomodel-1.0-t2v', count: 5 };
    const b: Charge = { per: 'second', model: 'videomodel-1.0-t2v', count: 8 };
    expect(costOf(list, [a, a])?.each).toBe(0.5);
    expect(costOf(list, [a, b])?.each).toBeNull();
  });

  it('a model’s own row wins over the any-model row; case and spaces do not count', () => {
    expect(priceOf(list, { per: 'song', model: ' CHIRP-V4 ' })).toBe(0.1);
    expect(priceOf(list, { per: 'song', model: 'other' })).toBe(0.05);
    expect(priceOf(list, { per: 'picture', model: 'imagemodel-1.0' })).toBeNull();
  });

  it('an unpriced model is named once, however many jobs use it', () => {
    const c: Charge = { per: 'picture', model: 'imagemodel-1.0', count: 1 };
    expect(costOf(list, [c, c, c])?.unpriced).toEqual([
      { per: 'picture', model: 'imagemodel-1.0' },
    ]);
  });

  it('the balance after may go below zero (nothing is refused for it)', () => {
    expect(balanceAfter(87.6, 0.3)).toBe(87.3);
    expect(balanceAfter(1, 2.5)).toBe(-1.5);
  });

  it('a price keeps up to four places below the dollar, cents at least', () => {
    expect(formatCost(0.004)).toBe('$0.004');
    expect(formatCost(1.5)).toBe('$1.50');
    expect(formatCost(0.00012)).toBe('$0.0001');
  });
});
