import type { z } from '@/lib/zod';
import type { GatewaySettings } from '@/gateway/settings';
import type { JobCreator } from '@/jobs/generator';
import { zJob, type Job } from '@/jobs/job';
import { jobView, type JobView, type JobViewContext } from '@/jobs/job-view';
import { createDemoTestbed } from './demo-testbed';

/** A finished job of the test gateway, as the ledger reads it back; anything may be overridden. */
export function testJob(overrides: Partial<z.input<typeof zJob>> = {}): Job {
  return zJob.parse({
    id: 'j1',
    kind: 'video',
    gateway: 'http://gateway.test',
    status: 'succeeded',
    remoteIds: ['task-1'],
    createdAt: 0,
    updatedAt: 0,
    changedAt: 0,
    ...overrides,
  });
}

/** A job's view as a page at the test gateway draws it (it can poll; no attach, no derivations). */
export function testJobView(job: Job, ctx: Partial<JobViewContext> = {}): JobView {
  return jobView(job, {
    kindLabel: 'Video',
    gateway: 'http://gateway.test',
    now: job.changedAt,
    pageStartedAt: 0,
    canPoll: true,
    canAttach: false,
    ...ctx,
  });
}

/** A job as the form leaves it: its prompt and the request its creator describes, as stored. */
export function createdJob<TSchema extends z.ZodMiniType>(
  creator: JobCreator<z.output<TSchema>>,
  schema: TSchema,
  input: z.input<TSchema>,
  settings: GatewaySettings = createDemoTestbed().settings,
): Job {
  const values = schema.parse(input);
  return testJob({
    kind: creator.kind,
    prompt: creator.summarize(values).prompt,
    request: creator.describeRequest(values, settings),
  });
}
