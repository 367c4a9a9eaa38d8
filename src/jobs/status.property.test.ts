// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldNoteWords } from '@/testing/field-note-words';
import { isTerminal, normaliseProgress, normaliseStatusWord, remoteStatuses } from './status';

const runs = { numRuns: 200 };

/** Every word the table may know, reduced to its letters: a word outside this set must be `unknown`. */
const knownLetters = new Set(
  [...fieldNoteWords.map(([w]) => w), 'not_started', 'waiting'].map((w) => w.replace(/_/g, '')),
);
const letters = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, '');

/** Spaces a gateway or a person may put between or around words, Unicode ones included. */
const gap = fc.constantFrom(' ', '-', '_', '  ', ' - ', '\t', '\u00a0', '\u3000', '--');
const pad = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u2003'), maxLength: 3 });

/** A field-note word as it may arrive: any casing, any separator, padded. */
const spelledWord = fc
  .tuple(
    fc.constantFrom(...fieldNoteWords),
    fc.array(gap, { minLength: 2, maxLength: 2 }),
    pad,
    pad,
  )
  .chain(([[word, expected], gaps, before, after]) =>
    fc.mixedCase(fc.constant(word)).map((cased) => {
      const parts = cased.split('_');
      const joined = parts.reduce(
        (acc, part, i) => (i === 0 ? part : `${acc}${gaps[(i - 1) % gaps.length] ?? '_'}${part}`),
        '',
      );
      return { text: `${before}${joined}${after}`, expected };
    }),
  );

const prototypeNames = [
  ...Object.getOwnPropertyNames(Object.prototype),
  ...Object.getOwnPropertyNames(Function.prototype),
  'prototype',
  '__proto__',
];

const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
);

describe('normaliseStatusWord (property)', () => {
  it('is total: never throws, always one of the five words, for any value at all', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.anything({ maxDepth: 2 })), (value) => {
        expect(remoteStatuses).toContain(normaliseStatusWord(value));
      }),
      runs,
    );
  });

  it('maps every field-note word the same whatever its case, padding, spaces or hyphens', () => {
    fc.assert(
      fc.property(spelledWord, ({ text, expected }) => {
        expect(normaliseStatusWord(text)).toBe(expected);
      }),
      runs,
    );
  });

  it('is unknown for every word that is not a known one (a new word is never taken for done)', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const status = normaliseStatusWord(text);
        if (!knownLetters.has(letters(text))) expect(status).toBe('unknown');
      }),
      runs,
    );
  });

  it('reads names of Object.prototype (in any case) as unknown, never as a table entry', () => {
    fc.assert(
      fc.property(fc.mixedCase(fc.constantFrom(...prototypeNames)), pad, (name, space) => {
        expect(normaliseStatusWord(`${space}${name}${space}`)).toBe('unknown');
      }),
      runs,
    );
  });

  it('never makes a non-string terminal', () => {
    fc.assert(
      fc.property(
        fc.anything({ maxDepth: 2 }).filter((v) => typeof v !== 'string'),
        (value) => {
          expect(isTerminal(normaliseStatusWord(value))).toBe(false);
        },
      ),
      runs,
    );
  });
});

describe('normaliseProgress (property)', () => {
  it('is total: null or a whole number from 0 to 100, for any value', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double(),
          fc.integer(),
          anyText,
          fc.double().map((n) => `${n}%`),
          fc.anything({ maxDepth: 2 }),
        ),
        (value) => {
          const progress = normaliseProgress(value);
          if (progress !== null) {
            expect(Number.isInteger(progress)).toBe(true);
            expect(progress).toBeGreaterThanOrEqual(0);
            expect(progress).toBeLessThanOrEqual(100);
          }
        },
      ),
      runs,
    );
  });

  it('reads "n%" and n alike, within 0–100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), pad, (n, space) => {
        expect(normaliseProgress(`${space}${n}%${space}`)).toBe(n);
        expect(normaliseProgress(n)).toBe(n);
      }),
      runs,
    );
  });
});
