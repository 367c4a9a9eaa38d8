import { createStore, useStore } from '@/lib/store';
import { lazySchema, z } from '@/lib/zod';
import type { GeneratorRecall } from './recall';

/**
 * "Use these settings": a job's recalled form values wait here for its generator's form, which
 * takes them once when it mounts. sessionStorage carries them across the navigation (and a reload
 * on the way) but not into other tabs, and taking them clears them, so a hand-off fills one form
 * once. Nothing here sends anything: the person edits and presses Generate.
 */
const KEY = 'media-studio.form-handoff';

const zHandoff = lazySchema(() =>
  z.object({
    kind: z.string(),
    sourceJobId: z.string(),
    recall: z.object({
      values: z.record(z.string(), z.unknown()),
      missing: z.array(
        z.object({
          field: z.string(),
          reason: z.enum(['file-not-kept', 'not-in-record', 'not-accepted']),
        }),
      ),
      pending: z.record(z.string(), z.optional(z.string())),
    }),
    /**
     * Only an image handed to one field ("Use as first frame", "Use this frame"), not a job's
     * settings: the form keeps its draft and sets only these values over it. `from` names where
     * the image came from, for the form to say; `field` is where it goes, to show it there.
     */
    image: z.optional(z.object({ from: z.string(), field: z.string() })),
  }),
);
export type Handoff = z.infer<typeof zHandoff>;

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage can be refused outright (some private modes): then there is nothing to hand off.
    return null;
  }
}

/**
 * Leaves a job's settings for its generator's form; the caller then navigates to that form. With
 * `image`, only an image is handed over: the form keeps what the person had typed and sets only
 * the recall's values (the image's field) over it.
 */
export function sendToForm(
  kind: string,
  sourceJobId: string,
  recall: GeneratorRecall,
  image?: { from: string; field: string },
): void {
  const handoff: Handoff = {
    kind,
    sourceJobId,
    recall: {
      values: { ...recall.values },
      missing: [...recall.missing],
      pending: { ...recall.pending },
    },
    ...(image ? { image: { from: image.from, field: image.field } } : {}),
  };
  storage()?.setItem(KEY, JSON.stringify(handoff));
  // A form already open for this generator (the job's card sits beside it) takes it at once.
  const counts = handedOver.get();
  handedOver.set({ ...counts, [kind]: (counts[kind] ?? 0) + 1 });
}

/** How many times settings were left for each generator's form since the page opened. */
const handedOver = createStore<Readonly<Record<string, number>>>({});

/**
 * Changes each time settings are left for this generator's form: a form already open starts
 * afresh from them (it is keyed by this number).
 */
export function useHandoverCount(kind: string): number {
  return useStore(handedOver, (counts) => counts[kind] ?? 0);
}

/** The settings waiting for this generator's form, taken (cleared) by the call; null when none. */
export function takeHandoff(kind: string): Handoff | null {
  const handoff = peekHandoff(kind);
  if (handoff) storage()?.removeItem(KEY);
  return handoff;
}

/**
 * The settings waiting for this generator's form, left in place: a form reads them while it first
 * renders (which React may repeat) and takes them once it has mounted. Unreadable ones are dropped.
 */
export function peekHandoff(kind: string): Handoff | null {
  const store = storage();
  const text = store?.getItem(KEY);
  if (!store || !text) return null;
  let parsed: z.core.util.SafeParseResult<Handoff>;
  try {
    parsed = zHandoff.safeParse(JSON.parse(text));
  } catch {
    parsed = zHandoff.safeParse(null);
  }
  if (!parsed.success) {
    store.removeItem(KEY);
    return null;
  }
  return parsed.data.kind === kind ? parsed.data : null;
}
