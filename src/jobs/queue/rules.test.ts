import { describe, expect, it } from 'vitest';
import { zJob, type Job } from '@/jobs/job';
import {
  capOf,
  defaultQueueSettings,
  dueToSend,
  holdsSlot,
  lowerAfterRefusal,
  mayClaim,
  movedRanks,
  mustWait,
  nextWakeAt,
  placeOf,
  rateLimitWaitMs,
  SUBMIT_HOLDS_SLOT_MS,
  whyWaiting,
  type QueueSettings,
} from './rules';

const NOW = 1_000_000;
let n = 0;
function job(over: Partial<Job> & { rank?: number; notBefore?: number | null } = {}): Job {
  n += 1;
  const { rank, notBefore, ...rest } = over;
  return zJob.parse({
    id: `j${n}`,
    kind: 'video',
    gateway: 'https://g',
    status: 'queued',
    remoteIds: ['task'],
    createdAt: NOW - 1_000 + n,
    updatedAt: NOW,
    changedAt: NOW,
    ...(rank === undefined
      ? {}
      : {
          status: 'waiting',
          remoteIds: [],
          queue: { rank, notBefore: notBefore ?? null, origin: 'me' },
        }),
    ...rest,
  });
}
const settings = (over: Partial<QueueSettings> = {}): QueueSettings => ({
  ...defaultQueueSettings,
  ...over,
});

describe('the queue rules', () => {
  it('caps a profile at 4 by default, at its own number, or not at all', () => {
    expect(capOf(settings(), 'default', NOW)).toBe(4);
    expect(capOf(settings({ caps: { default: 2 } }), 'default', NOW)).toBe(2);
    expect(capOf(settings({ caps: { default: null } }), 'default', NOW)).toBeNull();
  });

  it('a cap lowered after a 429 holds until its time, then the own cap is back', () => {
    const s = settings({ lowered: { default: { cap: 1, until: NOW + 10 } } });
    expect(capOf(s, 'default', NOW)).toBe(1);
    expect(capOf(s, 'default', NOW + 10)).toBe(4);
    expect(capOf({ ...s, caps: { default: null } }, 'default', NOW)).toBe(1);
  });

  it('a new create waits when the slots are taken, when others wait, or when paused', () => {
    const running = [job(), job({ status: 'running' })];
    expect(mustWait(running, 'default', settings({ caps: { default: 3 } }), NOW)).toBe(false);
    expect(mustWait(running, 'default', settings({ caps: { default: 2 } }), NOW)).toBe(true);
    expect(mustWait([], 'default', settings({ paused: true }), NOW)).toBe(true);
    expect(mustWait([job({ rank: 1 })], 'default', settings(), NOW)).toBe(true);
    // Another profile's jobs take none of this one's slots.
    expect(
      mustWait([job({ profileId: 'p2' })], 'default', settings({ caps: { default: 1 } }), NOW),
    ).toBe(false);
  });

  it('an unanswered create holds its slot only for a while; a finished or set-aside job holds none', () => {
    const lost = job({
      status: 'submitting',
      remoteIds: [],
      createdAt: NOW - SUBMIT_HOLDS_SLOT_MS - 1,
    });
    const fresh = job({ status: 'submitting', remoteIds: [], createdAt: NOW - 10 });
    expect(holdsSlot(lost, NOW)).toBe(false);
    expect(holdsSlot(fresh, NOW)).toBe(true);
    expect(holdsSlot(job({ status: 'succeeded' }), NOW)).toBe(false);
    expect(holdsSlot(job({ setAside: true }), NOW)).toBe(false);
  });

  it('sends from the head of the line as many as there are free slots, in rank order', () => {
    const a = job({ rank: 3 });
    const b = job({ rank: 1 });
    const c = job({ rank: 2 });
    const jobs = [job(), a, b, c];
    expect(dueToSend(jobs, settings({ caps: { default: 3 } }), NOW, 'me').map((j) => j.id)).toEqual(
      [b.id, c.id],
    );
    expect(placeOf(jobs, a.id)).toBe(3);
    expect(placeOf(jobs, jobs[0]?.id ?? '')).toBeNull();
  });

  it('sends nothing while paused, nothing another browser queued, nothing past a head held by a 429', () => {
    const head = job({ rank: 1, notBefore: NOW + 2_000 });
    const next = job({ rank: 2 });
    expect(dueToSend([next], settings({ paused: true }), NOW, 'me')).toEqual([]);
    expect(dueToSend([next], settings(), NOW, 'someone else')).toEqual([]);
    expect(dueToSend([head, next], settings(), NOW, 'me')).toEqual([]);
    expect(dueToSend([head, next], settings(), NOW + 2_000, 'me').map((j) => j.id)).toEqual([
      head.id,
      next.id,
    ]);
    expect(nextWakeAt([head, next], settings(), NOW)).toBe(NOW + 2_000);
  });

  it('a claim is checked again against the slots as they are', () => {
    const w = job({ rank: 1 });
    expect(mayClaim(w, [w], settings({ caps: { default: 1 } }), NOW)).toBe(true);
    expect(mayClaim(w, [w, job()], settings({ caps: { default: 1 } }), NOW)).toBe(false);
    expect(mayClaim({ ...w, status: 'submitting' }, [w], settings(), NOW)).toBe(false);
  });

  it('waits as a 429 asked, else 5 s doubling to at most 5 minutes; the cap halves for a while', () => {
    expect(rateLimitWaitMs(2_000, 3)).toBe(2_000);
    expect(rateLimitWaitMs(null, 0)).toBe(5_000);
    expect(rateLimitWaitMs(null, 2)).toBe(20_000);
    expect(rateLimitWaitMs(null, 20)).toBe(300_000);
    const jobs = [job(), job(), job(), job()];
    const lowered = lowerAfterRefusal(settings(), 'default', jobs, NOW);
    expect(capOf(lowered, 'default', NOW)).toBe(2);
    expect(capOf(lowered, 'default', NOW + 60_000)).toBe(4);
  });
});

describe('movedRanks (drag to reorder)', () => {
  const waitingJob = (id: string, rank: number) =>
    ({ id, status: 'waiting', createdAt: 0, queue: { rank } }) as unknown as Job;
  const line = [waitingJob('a', -1), waitingJob('b', 2), waitingJob('c', 3), waitingJob('d', 7)];
  const apply = (moves: { id: string; rank: number }[]) =>
    line
      .map((j) => ({
        id: j.id,
        rank: moves.find((m) => m.id === j.id)?.rank ?? j.queue?.rank ?? 0,
      }))
      .sort((x, y) => x.rank - y.rank)
      .map((j) => j.id);

  it('deals the ranks held out again in the new order, writing only those that change', () => {
    const moves = movedRanks(line, 'd', 1);
    expect(apply(moves)).toEqual(['a', 'd', 'b', 'c']);
    expect(moves).toEqual([
      { id: 'd', rank: 2 },
      { id: 'b', rank: 3 },
      { id: 'c', rank: 7 },
    ]);
    expect(apply(movedRanks(line, 'a', 3))).toEqual(['b', 'c', 'd', 'a']);
    expect(apply(movedRanks(line, 'c', 0))).toEqual(['c', 'a', 'b', 'd']);
  });

  it('moves nothing for a job no longer waiting, or dropped where it was', () => {
    expect(movedRanks(line, 'gone', 0)).toEqual([]);
    expect(movedRanks(line, 'b', 1)).toEqual([]);
  });

  it('numbers the line afresh when two ranks are equal', () => {
    const tied = [waitingJob('a', 1), waitingJob('b', 1), waitingJob('c', 2)];
    expect(movedRanks(tied, 'c', 0)).toEqual([
      { id: 'c', rank: 1 },
      { id: 'a', rank: 2 },
      { id: 'b', rank: 3 },
    ]);
  });
});

describe('whyWaiting (what a waiting card says, issue 54)', () => {
  const settings = (over: Partial<QueueSettings> = {}): QueueSettings => ({
    ...defaultQueueSettings,
    ...over,
  });

  it("a paused queue first, then a 429 holding it, then its profile's cap", () => {
    const held = job({ rank: 1, notBefore: NOW + 5_000 });
    expect(whyWaiting(held, settings({ paused: true }), NOW)).toEqual({ reason: 'paused' });
    expect(whyWaiting(held, settings(), NOW)).toEqual({ reason: 'held', until: NOW + 5_000 });
    expect(whyWaiting(held, settings(), NOW + 5_000)).toEqual({
      reason: 'cap',
      cap: 4,
      lowered: false,
    });
    expect(whyWaiting(job({ rank: 2 }), settings({ caps: { default: 1 } }), NOW)).toEqual({
      reason: 'cap',
      cap: 1,
      lowered: false,
    });
  });

  it('a cap lowered after a 429 says so while it lasts; no limit waits only behind the line', () => {
    const lowered = settings({ lowered: { default: { cap: 2, until: NOW + 1 } } });
    expect(whyWaiting(job({ rank: 1 }), lowered, NOW)).toEqual({
      reason: 'cap',
      cap: 2,
      lowered: true,
    });
    expect(whyWaiting(job({ rank: 1 }), settings({ caps: { default: null } }), NOW)).toEqual({
      reason: 'behind',
    });
  });
});
