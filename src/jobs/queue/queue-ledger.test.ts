// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withFreshLedger } from '@/testing/ledger';
import {
  addCreateJob,
  cancelWaiting,
  claimWaiting,
  moveWaiting,
  moveWaitingTo,
  requeueRateLimited,
} from '@/jobs/queue/queue-ledger';
import { listQueueJobs } from '@/jobs/queue/queue-reads';
import { getJob } from '@/jobs/ledger/reads';
import { placeOf } from './rules';

withFreshLedger();

const input = (prompt: string) => ({
  kind: 'video',
  gateway: 'http://gateway.test',
  summary: { prompt, fields: {} },
  request: { prompt },
});
const wait = () => ({ send: false as const, origin: 'me' });

describe('the queue in the ledger', () => {
  it('INVARIANT a waiting job is claimed once: a second claim, in any order, finds nothing to send', async () => {
    const job = await addCreateJob(input('once'), wait);
    expect(job.status).toBe('waiting');
    const [a, b] = await Promise.all([
      claimWaiting(job.id, () => true),
      claimWaiting(job.id, () => true),
    ]);
    expect([a, b].filter((c) => c !== undefined)).toHaveLength(1);
    expect((await getJob(job.id))?.status).toBe('submitting');
    expect(await claimWaiting(job.id, () => true)).toBeUndefined();
  });

  it('the admission sees the queue inside its transaction; a refused claim leaves the job waiting', async () => {
    const first = await addCreateJob(input('first'), () => ({ send: true }));
    const seen: number[] = [];
    const second = await addCreateJob(input('second'), (present) => {
      seen.push(present.length);
      return wait();
    });
    expect(first.status).toBe('submitting');
    expect(seen).toEqual([1]);
    expect(await claimWaiting(second.id, () => false)).toBeUndefined();
    expect((await getJob(second.id))?.status).toBe('waiting');
  });

  it('moves, cancels, and puts a 429 back at the head', async () => {
    const a = await addCreateJob(input('a'), wait);
    const b = await addCreateJob(input('b'), wait);
    const c = await addCreateJob(input('c'), wait);
    await moveWaiting(c.id, -1);
    expect(placeOf(await listQueueJobs(), c.id)).toBe(2);
    await cancelWaiting(b.id, 'cancelled');
    expect((await getJob(b.id))?.status).toBe('refused');
    expect((await getJob(b.id))?.statusWord).toBe('cancelled');
    // Sent, refused for rate: first in line again, held until its time, one attempt counted.
    await claimWaiting(c.id, () => true);
    const back = await requeueRateLimited(c.id, 5_000, 'me');
    expect(back?.status).toBe('waiting');
    expect(back?.queue?.notBefore).toBe(5_000);
    expect(back?.queue?.attempts).toBe(1);
    expect(placeOf(await listQueueJobs(), c.id)).toBe(1);
    expect(placeOf(await listQueueJobs(), a.id)).toBe(2);
  });

  it('a drag moves a waiting job to its new place in one write; a job claimed meanwhile is not moved', async () => {
    const a = await addCreateJob(input('a'), wait);
    const b = await addCreateJob(input('b'), wait);
    const c = await addCreateJob(input('c'), wait);
    const places = async () => {
      const jobs = await listQueueJobs();
      return [a, b, c].map((j) => placeOf(jobs, j.id));
    };
    await moveWaitingTo(c.id, 0);
    expect(await places()).toEqual([2, 3, 1]);
    await claimWaiting(c.id, () => true);
    await moveWaitingTo(c.id, 2);
    expect((await getJob(c.id))?.status).toBe('submitting');
    expect(await places()).toEqual([1, 2, null]);
  });
});
