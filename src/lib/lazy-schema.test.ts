import { describe, expect, it, vi } from 'vitest';
import { lazySchema, z } from './zod';

describe('lazySchema', () => {
  it('builds the schema on first use, once, and parses as the schema does', () => {
    const build = vi.fn(() => z.object({ id: z.string(), n: z.number().optional() }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.parse({ id: 'a', n: 1 })).toEqual({ id: 'a', n: 1 });
    expect(schema.safeParse({ id: 1 }).success).toBe(false);
    expect(Object.keys(schema.shape)).toEqual(['id', 'n']);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('composes: inside other schemas, wrapped, extended, and recognised as a zod schema', () => {
    const id = lazySchema(() => z.union([z.string().min(1), z.number().transform(String)]));
    const record = lazySchema(() =>
      z.looseObject({ id: id.optional(), status: z.string().nullish() }),
    );
    expect(record.parse({ id: 7, extra: true })).toEqual({ id: '7', extra: true });
    expect(z.array(record).nullable().parse(null)).toBeNull();
    expect(record.extend({ more: z.boolean() }).safeParse({ more: 'no' }).success).toBe(false);
    expect('_zod' in record).toBe(true);
    expect(record instanceof z.ZodType).toBe(true);
    expect(id.optional().parse(undefined)).toBeUndefined();
  });
});
