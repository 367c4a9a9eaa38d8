import type { FrameStep, Job } from '@/jobs/job';
import { change, changeIf, writeTransaction, wrote } from '@/jobs/ledger/guarded-write';
import { LEDGER_SCHEMA_VERSION, newJob, storable, type NewJob } from '@/jobs/ledger/records';

/**
 * A shot's first-frame step as the ledger keeps it (issue 56): the job is written before anything
 * is asked (waiting, outside the queue: no slot is taken and the queue never sends it), its step
 * moves as the frame is made, and it leaves the wait only through `claimStep` — in one
 * transaction that finds it ready, marked sent and submitting BEFORE its one POST, so a second
 * press, a reload or another tab sends nothing.
 */

/** Step 1: the shot's record, its step making the frame; nothing is sent. */
export async function addStepJob(
  input: NewJob & { request: unknown; step: Omit<FrameStep, 'state' | 'at'> },
  now = Date.now(),
): Promise<Job> {
  const job = await writeTransaction('the new job', async (store) => {
    const job: Job = {
      ...newJob(input, {
        origin: 'created',
        status: 'waiting',
        remoteIds: [],
        request: input.request,
      }),
      frameStep: { ...input.step, state: 'making', at: now },
    };
    await store.add({ ...job, schema: LEDGER_SCHEMA_VERSION });
    return job;
  });
  wrote([job]);
  return job;
}

/**
 * The step moves, only from a state it may move from (a frame made is not "made" twice; a sent
 * shot's step never moves again).
 */
export function moveStep(
  id: string,
  from: readonly FrameStep['state'][],
  move: (step: FrameStep) => Partial<FrameStep>,
  now = Date.now(),
): Promise<Job | undefined> {
  return change(id, 'the first frame', (job) => {
    const step = job.frameStep;
    if (step === null || job.status !== 'waiting' || !from.includes(step.state)) return job;
    return { ...job, frameStep: { ...step, ...move(step), at: now }, updatedAt: now };
  });
}

/**
 * The shot leaves its wait to be sent with its frame: found waiting and ready, it is marked sent
 * and submitting, with the request and fields the frame completes, in one transaction; undefined
 * when it was not (already sent, or its frame not ready).
 */
export function claimStep(
  id: string,
  sent: { request: unknown; fields: Record<string, string | number | boolean | null> },
  now = Date.now(),
): Promise<Job | undefined> {
  return changeIf(id, 'the job', (job) =>
    job.status !== 'waiting' || job.frameStep?.state !== 'ready'
      ? undefined
      : {
          ...job,
          status: 'submitting',
          request: sent.request,
          fields: { ...job.fields, ...storable(sent.fields) },
          frameStep: { ...job.frameStep, state: 'sent', at: now },
          updatedAt: now,
          changedAt: now,
        },
  );
}
