// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hrefFor, parseHash } from './hash-route';

function route(hash: string) {
  const { path, params } = parseHash(hash);
  return { path, params: Object.fromEntries(params) };
}

describe('parseHash', () => {
  it.each([
    ['', { path: '/', params: {} }],
    ['#', { path: '/', params: {} }],
    ['#/', { path: '/', params: {} }],
    ['#/video', { path: '/video', params: {} }],
    ['#video', { path: '/video', params: {} }],
    ['#/library?kind=music', { path: '/library', params: { kind: 'music' } }],
    [
      '#/library?kind=music&status=failed',
      { path: '/library', params: { kind: 'music', status: 'failed' } },
    ],
    ['#?kind=video', { path: '/', params: { kind: 'video' } }],
    ['#/library?q=a%20b%26c', { path: '/library', params: { q: 'a b&c' } }],
  ])('%j', (hash, expected) => {
    expect(route(hash)).toEqual(expected);
  });
});

describe('hrefFor', () => {
  it('builds a hash link, leaving out empty parameters', () => {
    expect(hrefFor('/video')).toBe('#/video');
    expect(hrefFor('/library', { kind: 'music', status: null, q: undefined, empty: '' })).toBe(
      '#/library?kind=music',
    );
  });

  it('escapes values, and parseHash reads back what it built', () => {
    const href = hrefFor('/library', { q: 'a b&c=d?#', kind: 'video' });
    // One "#" and one "?": the value cannot end the path or start a second hash.
    expect(href.match(/[#?]/g)).toEqual(['#', '?']);
    expect(route(href)).toEqual({ path: '/library', params: { q: 'a b&c=d?#', kind: 'video' } });
  });
});
