// @vitest-environment node
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { safeLinkUrl, safeMediaUrl } from './safe-url';

const runs = { numRuns: 200 };

/** The page's own origin: only blob: URLs it made itself may play. */
const ORIGIN = 'http://localhost:5173';
beforeAll(() => {
  vi.stubGlobal('location', new URL(`${ORIGIN}/`));
});
afterAll(() => {
  vi.unstubAllGlobals();
});

const schemes = [
  'javascript:',
  'JavaScript:',
  ' javascript:',
  'java\tscript:',
  'data:',
  'vbscript:',
  'file:',
  'ftp:',
  'ws:',
  'mailto:',
  'blob:',
  'about:',
  'chrome:',
  'http:',
  'https:',
  'HTTPS:',
  'blob:http://evil.example/',
  `blob:${ORIGIN}/`,
  `blob:${ORIGIN}.evil.example/`,
  '//',
  '/',
  '',
];

/** Text a hostile record may carry where a URL belongs. */
const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc
    .tuple(fc.constantFrom(...schemes), fc.oneof(fc.string(), fc.webUrl(), fc.constant('alert(1)')))
    .map(([s, rest]) => `${s}${rest}`),
  fc
    .tuple(
      fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u0000', '\u001f'), maxLength: 3 }),
      fc.webUrl(),
    )
    .map(([pad, url]) => `${pad}${url}${pad}`),
);

describe('safeMediaUrl (property)', () => {
  it('returns null or an http:, https: or own-origin blob: URL, for any text', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const safe = safeMediaUrl(value);
        if (safe === null) return;
        const url = new URL(safe);
        expect(['http:', 'https:', 'blob:']).toContain(url.protocol);
        if (url.protocol === 'blob:') expect(safe.startsWith(`blob:${ORIGIN}/`)).toBe(true);
      }),
      runs,
    );
  });

  it('lets every http(s) web address through, as the same URL', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (value) => {
        const safe = safeMediaUrl(value);
        expect(safe).not.toBeNull();
        expect(new URL(safe ?? '').href).toBe(new URL(value).href);
      }),
      runs,
    );
  });

  it('returns null for every value that is not a string', () => {
    fc.assert(
      fc.property(
        fc.anything({ maxDepth: 2 }).filter((v) => typeof v !== 'string'),
        (value) => {
          expect(safeMediaUrl(value)).toBeNull();
        },
      ),
      runs,
    );
  });
});

describe('safeLinkUrl (property)', () => {
  it('returns null or an http(s) URL, never blob:, javascript: or data:', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const safe = safeLinkUrl(value);
        if (safe === null) return;
        expect(['http:', 'https:']).toContain(new URL(safe).protocol);
      }),
      runs,
    );
  });
});
