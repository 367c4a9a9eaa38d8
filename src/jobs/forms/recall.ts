import { lazySchema, z } from '@/lib/zod';
import type { GeneratorRecall, RecallGapReason } from '@/jobs/generator-types';

export type { GeneratorRecall, RecallGapReason };

export interface RecallGap<TInput> {
  field: keyof TInput & string;
  reason: RecallGapReason;
}

/**
 * A job's settings as the generator's form holds them, recovered from the stored request (or, for
 * an imported job, from what its record tells). Nothing is sent: the person edits and generates.
 */
export interface Recall<TInput> {
  values: Partial<TInput>;
  /** What could not be recalled, for the form to say and ask for again. */
  missing: RecallGap<TInput>[];
  /**
   * Values that need one more step in the browser before the form can hold them: a first-frame
   * URL the form must load and measure. Keyed by field, as text its own control accepts.
   */
  pending: Partial<Record<keyof TInput & string, string>>;
}

/** Values read from a record, not yet checked: any of them may be of the wrong kind. */
export type RecallCandidate<TInput> = { [K in keyof TInput]?: unknown };

/** A form schema's fields, each taking its form value as input. */
export type FormShape<TInput> = { readonly [K in keyof TInput]: z.ZodMiniType<unknown, TInput[K]> };

function accepts<T>(field: z.ZodMiniType<unknown, T>, value: unknown): value is T {
  return field.safeParse(value).success;
}

/**
 * Keeps each candidate value its own field of the form schema accepts (the form holds it as
 * typed); the others become gaps ("not-accepted"). Fields are checked one by one, so one stale
 * value never costs the rest. Rules across fields (fast motion at 5 s…) are the form's to show.
 */
export function acceptedBySchema<TInput extends object>(
  shape: FormShape<TInput>,
  candidate: RecallCandidate<TInput>,
): { values: Partial<TInput>; rejected: RecallGap<TInput>[] } {
  const values: Partial<TInput> = {};
  const rejected: RecallGap<TInput>[] = [];
  for (const key in candidate) {
    const value = candidate[key];
    if (accepts(shape[key], value)) values[key] = value;
    else rejected.push({ field: key, reason: 'not-accepted' });
  }
  return { values, rejected };
}

/**
 * The recall of a form from what the record gave: values its schema accepts, with a gap for each
 * needed field the record did not tell, and for each value refused. `more` adds a generator's own
 * gaps (a file not kept) and pending values (a URL to load again).
 */
export function recallFrom<TInput extends object>(
  shape: FormShape<TInput>,
  candidate: RecallCandidate<TInput>,
  needed: readonly (keyof TInput & string)[],
  more: Partial<Pick<Recall<TInput>, 'missing' | 'pending'>> = {},
): Recall<TInput> {
  const { values, rejected } = acceptedBySchema(shape, candidate);
  return {
    values,
    missing: [...(more.missing ?? []), ...notInRecord(candidate, needed), ...rejected],
    pending: more.pending ?? {},
  };
}

/** Gaps for the fields a form needs that neither the record nor the rules above could fill. */
export function notInRecord<TInput>(
  candidate: RecallCandidate<TInput>,
  fields: readonly (keyof TInput & string)[],
): RecallGap<TInput>[] {
  return fields
    .filter((field) => !(field in candidate))
    .map((field) => ({ field, reason: 'not-in-record' }));
}

const zAnyObject = lazySchema(() => z.record(z.string(), z.unknown()));

/** A stored request or raw record, read as an object (anything else reads as empty). */
export function asRecord(value: unknown): Record<string, unknown> {
  const parsed = zAnyObject.safeParse(value);
  return parsed.success ? parsed.data : {};
}
