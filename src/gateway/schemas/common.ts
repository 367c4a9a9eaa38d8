import { lazySchema, z } from '@/lib/zod';

/** Loose: documented fields are typed, unknown fields are kept (the raw record is shown later). */
export const looseObject = z.looseObject;

/** Ids arrive as strings or numbers (a big integer arrives as its exact string). */
export const zId = lazySchema(() =>
  z.union([
    z.string().check(z.minLength(1)),
    z.pipe(
      z.number(),
      z.transform((n) => String(n)),
    ),
  ]),
);

/** A status word, or nothing: the normaliser decides what it means. */
export const zWord = lazySchema(() => z.nullish(z.string()));

export const zProgress = lazySchema(() => z.nullish(z.union([z.number(), z.string()])));
