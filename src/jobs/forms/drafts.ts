import { lazySchema, z } from '@/lib/zod';
import { baseSchema } from '@/components/ui/form/form-aids';

/**
 * A generator form's unsent values, kept per generator in localStorage so a look at the Library or
 * a reload does not lose a prompt. Kept until Generate succeeds or the person presses "Clear"; a
 * draft never sends anything. A chosen file is not kept (its bytes may be megabytes): only its
 * name, so the form can ask for it again by name.
 */
const PREFIX = 'media-studio.draft.';

const zDraft = lazySchema(() =>
  z.object({
    values: z.record(z.string(), z.unknown()),
    /** Fields whose file was not kept → the file's name. */
    files: z.catch(z.record(z.string(), z.string()), {}),
  }),
);
export type Draft = z.infer<typeof zDraft>;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can be refused outright (some private modes): then nothing is kept, nothing breaks.
    return null;
  }
}

/** The draft kept for this generator; null when there is none or it cannot be read (then it is dropped). */
export function readDraft(kind: string): Draft | null {
  const store = storage();
  const text = store?.getItem(PREFIX + kind);
  if (!store || !text) return null;
  let parsed: z.core.util.SafeParseResult<Draft>;
  try {
    parsed = zDraft.safeParse(JSON.parse(text));
  } catch {
    parsed = zDraft.safeParse(null);
  }
  if (!parsed.success) {
    store.removeItem(PREFIX + kind);
    return null;
  }
  return parsed.data;
}

export function saveDraft(kind: string, draft: Draft): void {
  try {
    storage()?.setItem(PREFIX + kind, JSON.stringify(draft));
  } catch {
    // Full or refused storage: the form keeps working; only the draft is not kept.
  }
}

export function clearDraft(kind: string): void {
  storage()?.removeItem(PREFIX + kind);
}

/**
 * A kept value the form can hold again: one its field's schema accepts, or — for a free-text field —
 * any text, because a draft is work in progress (an over-long prompt is still the person's prompt).
 * Anything else (a model that is gone, a damaged value) is dropped and the default stays.
 */
export function restorable(field: unknown, value: unknown): boolean {
  if (field instanceof z.ZodMiniType && field.safeParse(value).success) return true;
  return typeof value === 'string' && baseSchema(field) instanceof z.ZodMiniString;
}

/** The draft's values the form's fields accept, field by field; unknown keys are left out. */
export function restoreValues(
  shape: Readonly<Record<string, unknown>>,
  stored: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(stored)) {
    if (key in shape && restorable(shape[key], value)) values[key] = value;
  }
  return values;
}
