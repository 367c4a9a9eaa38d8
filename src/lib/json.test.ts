// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseJsonLossless } from './json';

describe('parseJsonLossless', () => {
  it('keeps an integer above 2^53 exact, as its decimal string', () => {
    expect(JSON.parse('9007199254740993')).toBe(9007199254740992); // what a plain parse would do
    expect(parseJsonLossless('9007199254740993')).toBe('9007199254740993');
    expect(parseJsonLossless('{"video_id":9007199254740993}')).toEqual({
      video_id: '9007199254740993',
    });
    expect(parseJsonLossless('[-9007199254740993, 123456789012345678901234567890]')).toEqual([
      '-9007199254740993',
      '123456789012345678901234567890',
    ]);
  });

  it('leaves every other number an ordinary number', () => {
    expect(
      parseJsonLossless('{"a":9007199254740991,"b":1.5,"c":0,"d":-3,"e":1e3,"f":0.1}'),
    ).toEqual({
      a: 9007199254740991,
      b: 1.5,
      c: 0,
      d: -3,
      e: 1000,
      f: 0.1,
    });
  });

  it('parses the rest of JSON as usual', () => {
    expect(parseJsonLossless('{"s":"x","n":null,"t":true,"l":[1,{"k":"v"}]}')).toEqual({
      s: 'x',
      n: null,
      t: true,
      l: [1, { k: 'v' }],
    });
    expect(parseJsonLossless('"just words"')).toBe('just words');
  });

  it.each(['', '<html>', '{"a":', "{'a':1}", 'NaN'])('throws on %j', (text) => {
    expect(() => parseJsonLossless(text)).toThrow();
  });
});
