import fc from 'fast-check';
import { expect } from 'vitest';
import type { z } from '@/lib/zod';

/** Whitespace a person pastes around a value (trimmed away by the schemas). */
export const space = fc.string({ unit: fc.constantFrom(' ', '\n', '\t', '\u00a0'), maxLength: 3 });

/** A value with stray whitespace on both sides. */
export const padded = (arb: fc.Arbitrary<string>) =>
  fc.tuple(space, arb, space).map(([a, v, b]) => `${a}${v}${b}`);

/** A checker that the schema refuses the input with every issue on exactly `field`. */
export function refusedAtBy(schema: z.ZodMiniType) {
  return (input: unknown, field: string) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    const paths = result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(path).toBe(field);
  };
}

/** An http(s) address, cheap to draw: what a result URL usually is. */
export const webAddress = fc
  .tuple(
    fc.constantFrom('https://', 'http://', 'HTTPS://', ' https://'),
    fc.constantFrom(
      'cdn.example',
      'media.example.com',
      'audiopipe.example:8443',
      '127.0.0.1',
      '[::1]',
    ),
    fc.string({
      unit: fc.constantFrom('a', 'Z', '0', '/', '.', '%', '-', '~', '?', '=', '&', '#', ' '),
      maxLength: 16,
    }),
  )
  .map(([scheme, host, path]) => `${scheme}${host}/${path}`);
