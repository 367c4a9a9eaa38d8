import type { GatewayError } from '@/gateway/errors';
import { profileOfJob } from '@/gateway/settings';
import type { Job } from '@/jobs/job';
import { isWaiting } from '@/jobs/status';
import { lazySchema, z } from '@/lib/zod';
import { t } from '@/i18n/i18n';

/**
 * The studio's queue, as pure rules (decision 031): how many jobs of a gateway profile may be at
 * the gateway at once, which waiting jobs go next, how long a create refused for rate waits. The
 * ledger applies them inside its transactions; the leader tab asks them which jobs are due.
 */

/** "Jobs at once" when a profile has none set. */
export const DEFAULT_CAP = 4;
/** The fewest and the most "Jobs at once" a person may set: beyond the most, "No limit" says it. */
export const MIN_CAP = 1;
export const MAX_CAP = 100;
const capRange = () => t('job.queue.cap.range', { min: MIN_CAP, max: MAX_CAP });
/**
 * What "Jobs at once" takes, defined once (issue 54): a whole number in the range. Every way out of
 * it (not a number, a fraction, too few, too many) says the same: which numbers it takes.
 */
export const zJobsAtOnce = lazySchema(() =>
  z
    .number({ error: capRange })
    .check(
      z.int({ error: capRange }),
      z.gte(MIN_CAP, { error: capRange }),
      z.lte(MAX_CAP, { error: capRange }),
    ),
);

/** A create still waiting for its answer holds a slot this long at most (a reload may never answer it). */
export const SUBMIT_HOLDS_SLOT_MS = 90_000;
/** After a 429 the profile's cap stays lowered this long. */
export const LOWERED_FOR_MS = 60_000;
/** A 429 without `Retry-After`: 5 s, then 10, 20… up to 5 minutes. */
export const FIRST_BACKOFF_MS = 5_000;
export const MAX_BACKOFF_MS = 300_000;
/** A create refused for rate this many times ends "Not started" rather than wait again. */
export const MAX_RATE_ATTEMPTS = 5;

export interface QueueSettings {
  /** Jobs at once per profile id (`default` for the first); null: no limit. Absent: `DEFAULT_CAP`. */
  caps: Readonly<Record<string, number | null>>;
  /** Nothing new is sent; jobs at the gateway go on. */
  paused: boolean;
  /** A profile's cap lowered after a 429, until `until` (epoch ms). */
  lowered: Readonly<Record<string, { cap: number; until: number }>>;
}

export const defaultQueueSettings: QueueSettings = { caps: {}, paused: false, lowered: {} };

/** A profile's cap now: its own (or the default), lowered while a 429 is recent; null: no limit. */
export function capOf(settings: QueueSettings, profile: string, now: number): number | null {
  const base = Object.hasOwn(settings.caps, profile)
    ? (settings.caps[profile] ?? null)
    : DEFAULT_CAP;
  const low = settings.lowered[profile];
  if (low === undefined || low.until <= now) return base;
  return base === null ? low.cap : Math.min(base, low.cap);
}

/**
 * Whether a job holds one of its profile's slots: it is at the gateway (an id, not finished, still
 * followed), or its create is in flight. A create left without an answer (a reload mid-POST, "id
 * unknown") holds it only for `SUBMIT_HOLDS_SLOT_MS`: it may never answer, and must not stop the
 * queue for good.
 */
export function holdsSlot(job: Job, now: number): boolean {
  if (job.setAside) return false;
  if (job.status === 'submitting')
    return job.error === null && now - (job.queue?.sentAt ?? job.createdAt) < SUBMIT_HOLDS_SLOT_MS;
  return isWaiting(job.status) && job.remoteIds.length > 0;
}

export function slotsUsed(jobs: readonly Job[], profile: string, now: number): number {
  return jobs.filter((j) => profileOfJob(j.profileId) === profile && holdsSlot(j, now)).length;
}

/** The waiting jobs in the order they go: rank, then age. */
export function waitingInOrder(jobs: readonly Job[]): Job[] {
  return jobs
    .filter((j) => j.status === 'waiting' && j.queue !== null)
    .sort((a, b) => (a.queue?.rank ?? 0) - (b.queue?.rank ?? 0) || a.createdAt - b.createdAt);
}

/** A job's place in line (1 = next), or null when it is not waiting. */
export function placeOf(jobs: readonly Job[], id: string): number | null {
  const at = waitingInOrder(jobs).findIndex((j) => j.id === id);
  return at < 0 ? null : at + 1;
}

/** Why a waiting job is not sent yet, as its card says it (issue 54). */
export type WaitReason =
  | { reason: 'paused' }
  /** A 429 asked the queue to wait until `until` before sending it again. */
  | { reason: 'held'; until: number }
  /** Its profile's slots are all taken (or taken by the jobs ahead of it): `cap` at once. */
  | { reason: 'cap'; cap: number; lowered: boolean }
  /** No limit: it goes as soon as the jobs ahead of it have gone. */
  | { reason: 'behind' };

/** Why this waiting job waits: the queue is paused, a 429 holds it, or its profile's cap. */
export function whyWaiting(job: Job, settings: QueueSettings, now: number): WaitReason {
  if (settings.paused) return { reason: 'paused' };
  const until = job.queue?.notBefore ?? null;
  if (until !== null && until > now) return { reason: 'held', until };
  const profile = profileOfJob(job.profileId);
  const cap = capOf(settings, profile, now);
  if (cap === null) return { reason: 'behind' };
  const low = settings.lowered[profile];
  return { reason: 'cap', cap, lowered: low !== undefined && low.until > now && low.cap === cap };
}

/**
 * Whether a new create of this profile must wait rather than be sent: the queue is paused, a job of
 * the profile already waits (nobody jumps the line), or its slots are all taken.
 */
export function mustWait(
  jobs: readonly Job[],
  profile: string,
  settings: QueueSettings,
  now: number,
): boolean {
  if (settings.paused) return true;
  if (waitingInOrder(jobs).some((j) => profileOfJob(j.profileId) === profile)) return true;
  const cap = capOf(settings, profile, now);
  return cap !== null && slotsUsed(jobs, profile, now) >= cap;
}

/** Whether this waiting job may leave the queue now (asked again inside the claim's transaction). */
export function mayClaim(
  job: Job,
  jobs: readonly Job[],
  settings: QueueSettings,
  now: number,
): boolean {
  if (settings.paused || job.status !== 'waiting') return false;
  if ((job.queue?.notBefore ?? 0) > now) return false;
  const profile = profileOfJob(job.profileId);
  const cap = capOf(settings, profile, now);
  return cap === null || slotsUsed(jobs, profile, now) < cap;
}

/**
 * The waiting jobs to send now, in order: per profile, from the head of its line while it has free
 * slots. A head held back by a 429 holds its profile's line (the jobs behind it would be refused
 * too). Only jobs this browser queued (`origin`): a synced copy on another device is not its to send.
 */
export function dueToSend(
  jobs: readonly Job[],
  settings: QueueSettings,
  now: number,
  origin: string,
): Job[] {
  if (settings.paused) return [];
  const due: Job[] = [];
  const free = new Map<string, number>();
  const held = new Set<string>();
  for (const job of waitingInOrder(jobs)) {
    if (job.queue?.origin !== origin) continue;
    const profile = profileOfJob(job.profileId);
    if (held.has(profile)) continue;
    if ((job.queue.notBefore ?? 0) > now) {
      held.add(profile);
      continue;
    }
    if (!free.has(profile)) {
      const cap = capOf(settings, profile, now);
      free.set(profile, cap === null ? Infinity : cap - slotsUsed(jobs, profile, now));
    }
    const left = free.get(profile) ?? 0;
    if (left <= 0) {
      held.add(profile);
      continue;
    }
    free.set(profile, left - 1);
    due.push(job);
  }
  return due;
}

/**
 * When the queue should look again although nothing in the ledger changed: a 429's wait ends, a
 * lowered cap comes back, or an unanswered create stops holding its slot. Null: nothing to wait for.
 */
export function nextWakeAt(
  jobs: readonly Job[],
  settings: QueueSettings,
  now: number,
): number | null {
  if (settings.paused) return null;
  const waiting = waitingInOrder(jobs);
  if (waiting.length === 0) return null;
  const times = [
    ...waiting.flatMap((j) =>
      j.queue?.notBefore != null && j.queue.notBefore > now ? [j.queue.notBefore] : [],
    ),
    ...Object.values(settings.lowered).flatMap((l) => (l.until > now ? [l.until] : [])),
    ...jobs.flatMap((j) =>
      j.status === 'submitting' && holdsSlot(j, now)
        ? [(j.queue?.sentAt ?? j.createdAt) + SUBMIT_HOLDS_SLOT_MS]
        : [],
    ),
  ];
  return times.length === 0 ? null : Math.min(...times);
}

/** A 429 without `Retry-After` waits this long before "Try again" is offered: the stated default. */
export const DEFAULT_RATE_LIMIT_WAIT_MS = 30_000;

/**
 * How long the gateway asked to wait before the create is tried again: its `Retry-After`, else
 * for a 429 the stated default. Other refusals (a bad key, a policy) need no wait, only a change.
 */
export function retryWaitMs(error: GatewayError): number | null {
  if (error.retryAfterMs !== null) return error.retryAfterMs;
  return error.status === 429 ? DEFAULT_RATE_LIMIT_WAIT_MS : null;
}

/** How long a create refused for rate waits: the gateway's `Retry-After`, else a growing backoff. */
export function rateLimitWaitMs(retryAfterMs: number | null, attempts: number): number {
  if (retryAfterMs !== null) return retryAfterMs;
  return Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** attempts);
}

/** The profile's cap after a 429: half of what was at the gateway (at least 1), for a while. */
export function lowerAfterRefusal(
  settings: QueueSettings,
  profile: string,
  jobs: readonly Job[],
  now: number,
): QueueSettings {
  const cap = capOf(settings, profile, now);
  const inFlight = Math.max(1, slotsUsed(jobs, profile, now));
  const lowered = Math.max(1, Math.floor(Math.min(cap ?? inFlight, inFlight) / 2) || 1);
  return {
    ...settings,
    lowered: { ...settings.lowered, [profile]: { cap: lowered, until: now + LOWERED_FOR_MS } },
  };
}

/**
 * A waiting job dragged to place `to` (0 = next) among the waiting jobs, in order: the new ranks
 * of the jobs that change. The ranks already held are dealt out again in the new order — so a
 * 429's place at the head (a rank below all others) stays the head's — unless two were equal
 * (a synced copy may hold such), when the line is numbered afresh from the lowest.
 */
export function movedRanks(
  waiting: readonly Job[],
  id: string,
  to: number,
): { id: string; rank: number }[] {
  const from = waiting.findIndex((j) => j.id === id);
  const self = waiting[from];
  if (from < 0 || self === undefined) return [];
  const order = waiting.filter((j) => j.id !== id);
  order.splice(Math.max(0, Math.min(to, order.length)), 0, self);
  const ranks = waiting.map((j) => j.queue?.rank ?? 0);
  const distinct = new Set(ranks).size === ranks.length;
  const lowest = Math.min(...ranks);
  return order.flatMap((job, index) => {
    const rank = distinct ? (ranks[index] ?? lowest + index) : lowest + index;
    return job.queue?.rank === rank ? [] : [{ id: job.id, rank }];
  });
}
