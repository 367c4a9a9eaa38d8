import type { JobUpdate } from '@/jobs/job';
import { zMedia } from '@/jobs/job';
import { isTerminal } from '@/jobs/status';
import { change, touched, writeTransaction } from './guarded-write';
import type { StoredJob } from './ledger-db';
import { mergeUpdate } from './records';

/** What the poller writes: a poll's answer, its errors, a result asked again, pauses lifted. */

export function applyPollUpdate(id: string, update: JobUpdate, now = Date.now()) {
  // A refused create has nothing at the gateway: no answer about any id may turn it into a job.
  return change(id, 'the job update', (job) =>
    isTerminal(job.status) || job.status === 'refused' ? job : mergeUpdate(job, update, now),
  );
}

export function recordPollError(
  id: string,
  message: string,
  auth: boolean,
  body: string | null = null,
  now = Date.now(),
) {
  return change(id, 'the poll error', (job) => ({
    ...job,
    pollError: { message, auth, body, at: now },
    updatedAt: now,
  }));
}

/**
 * A poll the gateway answered 404: it does not know the task. Shown as any poll problem, and
 * counted: consecutive 404s, from the first, are what `isLost` judges. Another kind of failure
 * (a 5xx, no answer) says nothing about the task and leaves the count as it is.
 */
export function recordTaskNotFound(
  id: string,
  message: string,
  body: string | null = null,
  now = Date.now(),
) {
  return change(id, 'the poll error', (job) =>
    isTerminal(job.status) || job.status === 'refused'
      ? job
      : {
          ...job,
          pollError: { message, auth: false, body, at: now },
          notFound: {
            since: job.notFound?.since ?? now,
            at: now,
            count: (job.notFound?.count ?? 0) + 1,
          },
          updatedAt: now,
        },
  );
}

/**
 * A finished job asked again (its result link expired): only the result and the raw record may
 * change; a terminal status stays terminal.
 */
export function refreshResult(id: string, update: JobUpdate, now = Date.now()) {
  return change(id, 'the refreshed result', (job) => ({
    ...job,
    media: update.media !== undefined ? update.media.map((m) => zMedia.parse(m)) : job.media,
    raw: update.raw !== undefined ? update.raw : job.raw,
    pollError: null,
    updatedAt: now,
  }));
}

/** After the key changes, or "Check now": polling resumes for jobs paused by 401/403. */
export async function clearAuthPauses(): Promise<void> {
  const ids = await writeTransaction('the jobs', async (store) => {
    // Every row is looked at as stored (a damaged one too), and only the flag is cleared.
    const paused: StoredJob[] = [];
    await store.walk({}, (row) => {
      if (typeof row.pollError === 'object' && row.pollError !== null && row.pollError.auth)
        paused.push(row);
    });
    await store.putMany(paused.map((row) => ({ ...row, pollError: null })));
    return paused.map((row) => row.id);
  });
  touched(ids);
}

export async function resumeJob(id: string): Promise<void> {
  await change(id, 'the job', (job) => ({ ...job, pollError: null, changedAt: Date.now() }));
}
