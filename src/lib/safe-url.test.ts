// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isLoopbackHost, safeLinkUrl, safeMediaUrl } from './safe-url';

describe('safeMediaUrl', () => {
  it.each([
    ['https://cdn.example/v.mp4', 'https://cdn.example/v.mp4'],
    ['http://cdn.example/v.mp4', 'http://cdn.example/v.mp4'],
    ['  https://cdn.example/v.mp4  ', 'https://cdn.example/v.mp4'],
    ['HTTPS://CDN.example/a b.mp4', 'https://cdn.example/a%20b.mp4'],
    [
      'https://cdn.example/v.mp4?X-Amz-Signature=abc&X-Amz-Expires=3600',
      'https://cdn.example/v.mp4?X-Amz-Signature=abc&X-Amz-Expires=3600',
    ],
  ])('lets %j through as %j', (value, expected) => {
    expect(safeMediaUrl(value)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(document.cookie)',
    'java\tscript:alert(1)',
    'data:video/mp4;base64,AAAA',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'ftp://files.example/v.mp4',
    '/demo/sample.mp4',
    'sample.mp4',
    '//cdn.example/v.mp4',
    '',
    '   ',
  ])('keeps %j out of src/href', (value) => {
    expect(safeMediaUrl(value)).toBeNull();
  });

  it.each([null, undefined, 42, {}, ['https://cdn.example/v.mp4']])(
    'refuses a non-string %j',
    (value) => {
      expect(safeMediaUrl(value)).toBeNull();
    },
  );

  it('accepts a blob: URL this page made, and refuses one of another origin', () => {
    const own = `blob:${location.origin}/0b7f0b5e-1111-4aaa-8bbb-123456789abc`;
    expect(safeMediaUrl(own)).toBe(own);
    expect(
      safeMediaUrl('blob:https://evil.example/0b7f0b5e-1111-4aaa-8bbb-123456789abc'),
    ).toBeNull();
    // An origin that merely starts like ours is another origin.
    expect(safeMediaUrl(`blob:${location.origin}.evil.example/abc`)).toBeNull();
    expect(safeMediaUrl('blob:null/abc')).toBeNull();
  });
});

describe('safeLinkUrl', () => {
  it('is http(s) only: no blob:, even our own', () => {
    expect(safeLinkUrl('https://gateway.example/share/1')).toBe('https://gateway.example/share/1');
    expect(safeLinkUrl(`blob:${location.origin}/abc`)).toBeNull();
    expect(safeLinkUrl('javascript:alert(1)')).toBeNull();
    expect(safeLinkUrl(undefined)).toBeNull();
  });
});

describe('isLoopbackHost', () => {
  it.each(['localhost', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]'])(
    '%s is this machine',
    (host) => {
      expect(isLoopbackHost(host)).toBe(true);
    },
  );

  it.each(['example.com', '192.168.1.10', '127.0.0.1.nip.io', 'localhost.example.com', '10.0.0.1'])(
    '%s is not',
    (host) => {
      expect(isLoopbackHost(host)).toBe(false);
    },
  );
});
