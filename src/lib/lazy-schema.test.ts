import { describe, expect, it, vi } from 'vitest';
import { lazySchema, z } from './zod';

describe('lazySchema', () => {
  it('builds the schema on first use, once, and parses as the schema does', () => {
    const build = vi.fn(() => z.object({ id: z.string(), n: z.optional(z.number()) }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.parse({ id: 'a', n: 1 })).toEqual({ id: 'a', n: 1 });
    expect(schema.safeParse({ id: 1 }).success).toBe(false);
    expect(Object.keys(schema.shape)).toEqual(['id', 'n']);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('composes: inside other schemas, wrapped, extended, and recognised as a zod schema', () => {
    const id = lazySchema(() =>
      z.union([z.string().check(z.minLength(1)), z.pipe(z.number(), z.transform(String))]),
    );
    const record = lazySchema(() =>
      z.looseObject({ id: z.optional(id), status: z.nullish(z.string()) }),
    );
    expect(record.parse({ id: 7, extra: true })).toEqual({ id: '7', extra: true });
    expect(z.nullable(z.array(record)).parse(null)).toBeNull();
    expect(z.extend(record, { more: z.boolean() }).safeParse({ more: 'no' }).success).toBe(false);
    expect('_zod' in record).toBe(true);
    expect(record instanceof z.ZodMiniType).toBe(true);
    expect(z.optional(id).parse(undefined)).toBeUndefined();
  });
});
