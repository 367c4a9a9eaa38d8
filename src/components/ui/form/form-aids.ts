import { createContext, useContext, useSyncExternalStore } from 'react';
import { createStore } from '@/lib/store';
import { lazySchema, z } from '@/lib/zod';

/**
 * What a form's parts learn from the form beyond react-hook-form: the schema's fields (so a text
 * field finds its documented limit in the one place it is written), values waiting for a step in
 * the browser (a URL to load again), and the labels the fields show (so a note can name them).
 */
export const FormShape = createContext<Readonly<Record<string, unknown>> | null>(null);
export interface Pending {
  values: Readonly<Record<string, string | undefined>>;
  /** Called by the field once it has dealt with its pending value (loaded or refused it). */
  settle: (name: string) => void;
  /**
   * Files chosen earlier that a draft or a job's record could not keep, by field → the file's
   * name, so the field itself can ask for it again by name until one is chosen or it is cleared.
   */
  lostFiles?: Readonly<Record<string, string | undefined>>;
  settleLostFile?: (name: string) => void;
}
export const PendingValues = createContext<Pending>({ values: {}, settle: () => undefined });

/**
 * An image handed to the form from a result ("Use as first frame", "Use this frame"): the field it
 * went in, and where it came from, so that field can show the picture and say whose it is.
 */
export const HandedImage = createContext<{ field: string; from: string } | null>(null);

/** Where the image handed to this field came from, when one was; else undefined. */
export function useHandedImage(name: string): string | undefined {
  const handed = useContext(HandedImage);
  return handed?.field === name ? handed.from : undefined;
}

/** The name of a file this field had and lost (not kept), and how to say it is dealt with. */
export function useLostFile(name: string): { name: string | undefined; settle: () => void } {
  const { lostFiles, settleLostFile } = useContext(PendingValues);
  return { name: lostFiles?.[name], settle: () => settleLostFile?.(name) };
}

/** The value waiting for this field (a recalled first-frame URL to load), and how to say it is dealt with. */
export function usePendingValue(name: string): { value: string | undefined; settle: () => void } {
  const { values, settle } = useContext(PendingValues);
  return { value: values[name], settle: () => settle(name) };
}

const zLimitMeta = lazySchema(() =>
  z.object({ maxLength: z.number().check(z.int(), z.positive()) }),
);

/**
 * The maximum length the schema gives a text field, or null when it documents none: a
 * `z.maxLength()` check, or — for a limit that holds only in some cases and is checked in a
 * refinement — `{ maxLength }` registered beside the field (`.register(z.globalRegistry, …)`).
 */
export function maxLengthOf(
  shape: Readonly<Record<string, unknown>> | null,
  name: string,
): number | null {
  const field = baseSchema(shape?.[name]);
  if (!(field instanceof z.ZodMiniString)) return null;
  return (
    checkedMaxLength(field) ??
    zLimitMeta.safeParse(z.globalRegistry.get(field)).data?.maxLength ??
    null
  );
}

/**
 * The tightest limit a text schema's own checks set (a `z.maxLength`, or a `z.length` that fixes
 * it), or null: what the full form's `maxLength` read from the same checks.
 */
function checkedMaxLength(field: z.ZodMiniString): number | null {
  let max: number | null = null;
  for (const check of field._zod.def.checks ?? []) {
    const limit =
      check instanceof z.core.$ZodCheckMaxLength
        ? check._zod.def.maximum
        : check instanceof z.core.$ZodCheckLengthEquals
          ? check._zod.def.length
          : null;
    if (limit !== null && (max === null || limit < max)) max = limit;
  }
  return max;
}

/** A field's schema without what wraps its base type: through a transform or an optional to the string it starts from. */
export function baseSchema(field: unknown): unknown {
  let current = field;
  for (let depth = 0; depth < 8; depth++) {
    if (current instanceof z.ZodMiniPipe) current = current.def.in;
    else if (
      current instanceof z.ZodMiniOptional ||
      current instanceof z.ZodMiniNullable ||
      current instanceof z.ZodMiniDefault
    )
      current = current.def.innerType;
    else break;
  }
  return current;
}

/** The labels of the fields on show, by field name; fields add themselves when they appear. */
export class FieldLabels {
  private labels = new Map<string, string>();
  /** Counts the changes: the followers read the labels themselves. */
  private version = createStore(0);

  add(name: string, label: string): void {
    if (this.labels.get(name) === label) return;
    this.labels.set(name, label);
    this.version.set(this.version.get() + 1);
  }
  get(name: string): string | undefined {
    return this.labels.get(name);
  }
  subscribe = this.version.subscribe;
  snapshot = this.version.get;
}

export const FieldLabelsContext = createContext<FieldLabels | null>(null);

/** A field's label as shown, for words about it elsewhere in the form; the name itself as a fallback. */
export function useFieldLabel(): (name: string) => string {
  const labels = useContext(FieldLabelsContext);
  useSyncExternalStore(labels?.subscribe ?? noSubscribe, labels?.snapshot ?? zero, zero);
  return (name) => labels?.get(name) ?? name.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
}

const noSubscribe = () => () => undefined;
const zero = () => 0;
