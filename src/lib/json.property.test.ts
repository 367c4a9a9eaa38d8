// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJsonLossless } from './json';

const runs = { numRuns: 200 };
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** Ids across the whole 64-bit range, with the edges around 2^53 drawn often. */
const id = fc.oneof(
  fc.bigInt({ min: 0n, max: 2n ** 64n }),
  fc.bigInt({ min: MAX_SAFE - 4n, max: MAX_SAFE + 4n }),
  fc.bigInt({ min: 0n, max: MAX_SAFE }),
);

function idOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null && 'id' in value ? value.id : undefined;
}

describe('parseJsonLossless (property)', () => {
  it('gives an id above 2^53 back as exactly its digits, and a safe one as the equal number', () => {
    fc.assert(
      fc.property(id, (n) => {
        const parsed = idOf(parseJsonLossless(`{"id":${n}}`));
        if (n > MAX_SAFE) expect(parsed).toBe(n.toString());
        else expect(parsed).toBe(Number(n));
      }),
      runs,
    );
  });

  it('keeps a negative id above 2^53 exact too', () => {
    fc.assert(
      fc.property(id, (n) => {
        const parsed = idOf(parseJsonLossless(`{"id":-${n}}`));
        if (n > MAX_SAFE) expect(parsed).toBe(`-${n}`);
        else expect(Object.is(parsed, -Number(n)) || (n === 0n && parsed === 0)).toBe(true);
      }),
      runs,
    );
  });

  it('agrees with JSON.parse on every document without unsafe integers', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 2 }), (value) => {
        const text = JSON.stringify(value);
        fc.pre(!/\d{16,}/.test(text));
        expect(parseJsonLossless(text)).toEqual(JSON.parse(text));
      }),
      runs,
    );
  });
});
