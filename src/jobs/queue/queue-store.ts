import { createStore, useStore } from '@/lib/store';
import { topicsOf } from '@/lib/idb';
import { liveQueryStore } from '@/lib/live-query';
import { randomId } from '@/lib/id';
import type { Job } from '@/jobs/job';
import { listQueueJobs } from '@/jobs/queue/queue-reads';
import { ledgerSchema } from '@/jobs/ledger/ledger-db';
import { defaultQueueSettings, placeOf, type QueueSettings } from './rules';

/**
 * The queue's settings (jobs at once per profile, paused, caps lowered after a 429), kept in
 * localStorage so every tab and the next visit see them: a paused queue stays paused across a
 * reload. Another tab's change arrives by the `storage` event.
 */
const SETTINGS_KEY = 'media-studio.queue.v1';
/** This browser's name in the queue: only its own leader tab sends the jobs it queued. */
const ORIGIN_KEY = 'media-studio.queue.origin';

function local(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

function isCap(value: unknown): value is number | null {
  return value === null || (typeof value === 'number' && Number.isInteger(value) && value >= 1);
}

/** What is stored, read field by field: whatever cannot be read falls back to the default. */
export function readQueueSettings(text: string | null): QueueSettings {
  if (text === null) return defaultQueueSettings;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return defaultQueueSettings;
  }
  if (typeof raw !== 'object' || raw === null) return defaultQueueSettings;
  const r = raw as Record<string, unknown>;
  const caps: Record<string, number | null> = {};
  if (typeof r.caps === 'object' && r.caps !== null)
    for (const [id, cap] of Object.entries(r.caps)) if (isCap(cap)) caps[id] = cap;
  const lowered: Record<string, { cap: number; until: number }> = {};
  if (typeof r.lowered === 'object' && r.lowered !== null)
    for (const [id, low] of Object.entries(r.lowered as Record<string, unknown>)) {
      const l = low as { cap?: unknown; until?: unknown } | null;
      if (
        l !== null &&
        typeof l === 'object' &&
        isCap(l.cap) &&
        l.cap !== null &&
        typeof l.until === 'number'
      )
        lowered[id] = { cap: l.cap, until: l.until };
    }
  return { caps, paused: r.paused === true, lowered };
}

/** The settings as stored now (another tab may have changed them since this one last heard). */
export function currentQueueSettings(): QueueSettings {
  try {
    return readQueueSettings(local()?.getItem(SETTINGS_KEY) ?? null);
  } catch {
    return defaultQueueSettings;
  }
}

export const queueSettingsStore = createStore<QueueSettings>(currentQueueSettings(), {
  start: (store) => {
    if (typeof window === 'undefined') return () => undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.key === SETTINGS_KEY || event.key === null) store.set(currentQueueSettings());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
});

/** Changes the settings: this tab at once, the others by the `storage` event. */
export function updateQueueSettings(change: (settings: QueueSettings) => QueueSettings): void {
  // Read again first: another tab may have written since this one last heard.
  const next = change(currentQueueSettings());
  try {
    local()?.setItem(SETTINGS_KEY, JSON.stringify(next));
  } catch {
    // Storage refused: the setting holds for this page only.
  }
  queueSettingsStore.set(next);
}

export function useQueueSettings(): QueueSettings {
  return useStore(queueSettingsStore);
}

let origin: string | null = null;
/** This browser's queue origin, made once and kept. */
export function queueOrigin(): string {
  if (origin !== null) return origin;
  try {
    origin = local()?.getItem(ORIGIN_KEY) ?? null;
    if (origin === null) {
      origin = randomId();
      local()?.setItem(ORIGIN_KEY, origin);
    }
  } catch {
    origin ??= randomId();
  }
  return origin;
}

/** The waiting jobs and those holding slots, live across tabs (the status index: only those rows). */
const queueJobs = liveQueryStore(listQueueJobs, topicsOf(ledgerSchema, 'jobs'), (error) =>
  console.error('The queue could not be read:', error),
);

export function useQueueJobs(): Job[] | undefined {
  return useStore(queueJobs);
}

/** What a job that is not waiting follows: nothing that ever changes. */
const idle = createStore<Job[] | undefined>(undefined);
const notWaiting = () => null;
/** A waiting job's place in line (1 = next), live; null for any other job (which reads nothing). */
export function useQueuePlace(job: Pick<Job, 'id' | 'status'>): number | null {
  return useStore(
    job.status === 'waiting' ? queueJobs : idle,
    job.status === 'waiting' ? (jobs) => (jobs ? placeOf(jobs, job.id) : null) : notWaiting,
  );
}
