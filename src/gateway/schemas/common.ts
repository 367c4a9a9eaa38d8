import { lazySchema, z } from '@/lib/zod';

/** Loose: documented fields are typed, unknown fields are kept (the raw record is shown later). */
export const looseObject = z.looseObject;

/** Ids arrive as strings or numbers (a big integer arrives as its exact string). */
export const zId = lazySchema(() =>
  z.union([z.string().min(1), z.number().transform((n) => String(n))]),
);

/** A status word, or nothing: the normaliser decides what it means. */
export const zWord = lazySchema(() => z.string().nullish());

export const zProgress = lazySchema(() => z.union([z.number(), z.string()]).nullish());
