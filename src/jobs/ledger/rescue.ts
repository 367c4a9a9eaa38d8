import { createStore, useStore } from '@/lib/store';
import { lazySchema, z } from '@/lib/zod';

/**
 * The last line of defence for a returned id: when IndexedDB refuses to store it (quota, private
 * mode), it goes to localStorage and onto the screen until the person dismisses it. An id is paid
 * work; it is never dropped silently.
 */
/** An entry is worth keeping while it holds an id: a lost label must not cost the id itself. */
const zRescuedId = lazySchema(() =>
  z.object({
    kind: z.catch(z.string(), ''),
    gateway: z.catch(z.string(), ''),
    ids: z
      .pipe(
        z.array(z.unknown()),
        z.transform((ids) => ids.filter((id): id is string => typeof id === 'string' && id !== '')),
      )
      .check(z.refine((ids) => ids.length > 0)),
    at: z.number(),
  }),
);
export type RescuedId = z.infer<typeof zRescuedId>;

const KEY = 'media-studio.rescued-ids';
const rescued = createStore<RescuedId[]>(read());

/**
 * Storage is untrusted (another version, a hand edit): each entry is checked on its own, so a
 * damaged one is skipped and never costs a good one its place on screen.
 */
function read(): RescuedId[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.flatMap((entry: unknown) => {
      const parsed = zRescuedId.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    });
  } catch {
    return [];
  }
}

function write(next: RescuedId[]) {
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Even localStorage is refused: the ids stay in memory and on screen for this session.
  }
  rescued.set(next);
}

export function rescueIds(entry: RescuedId): void {
  write([...rescued.get(), entry]);
}

export function dismissRescued(at: number): void {
  write(rescued.get().filter((r) => r.at !== at));
}

export function useRescuedIds(): RescuedId[] {
  return useStore(rescued);
}
