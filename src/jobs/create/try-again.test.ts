import { describe, expect, it } from 'vitest';
import { z } from '@/lib/zod';
import { GatewayError } from '@/gateway/errors';
import { testJob } from '@/testing/jobs';
import type { JobCreator } from '@/jobs/generator';
import { recallFrom } from '@/jobs/forms/recall';
import { DEFAULT_RATE_LIMIT_WAIT_MS, retryWaitMs, tryAgainFrom } from './try-again';

describe('retryWaitMs: how long a refused create waits before "Try again"', () => {
  it('a 429 waits as long as its Retry-After says', () => {
    expect(retryWaitMs(new GatewayError(429, 'slow down', '', 3_000))).toBe(3_000);
  });
  it('a 429 without Retry-After waits the stated default (30 s)', () => {
    expect(DEFAULT_RATE_LIMIT_WAIT_MS).toBe(30_000);
    expect(retryWaitMs(new GatewayError(429, 'slow down', ''))).toBe(30_000);
  });
  it('a 503 with Retry-After waits; a refusal that needs a change (401, 400) does not', () => {
    expect(retryWaitMs(new GatewayError(503, 'busy', '', 10_000))).toBe(10_000);
    expect(retryWaitMs(new GatewayError(401, 'key', ''))).toBeNull();
    expect(retryWaitMs(new GatewayError(400, 'policy', ''))).toBeNull();
  });
});

const zForm = z.object({
  prompt: z.string().check(z.minLength(1, 'Write a prompt.')),
  seconds: z.number(),
  file: z.string(),
});
type Input = z.input<typeof zForm>;
const sent: unknown[] = [];
const creator: JobCreator<z.output<typeof zForm>> = {
  kind: 'video',
  summarize: (v) => ({ prompt: v.prompt, fields: {} }),
  describeRequest: (v) => ({ prompt: v.prompt, seconds: v.seconds }),
  create: (_ctx, v) => {
    sent.push(v);
    return Promise.resolve({ remoteIds: ['t'], update: { status: 'queued' } });
  },
};
const shape = zForm.shape;

describe('tryAgainFrom: the same request once more, or what the form needs first', () => {
  it('recalled values on the form defaults, checked by the form schema, become the creator to send', async () => {
    const plan = tryAgainFrom<Input, z.output<typeof zForm>>({
      schema: zForm,
      defaults: { prompt: '', seconds: 5, file: '' },
      creator,
      recall: (job) => recallFrom<Input>(shape, { prompt: job.prompt, seconds: 10 }, ['prompt']),
    })(testJob({ status: 'refused', remoteIds: [], prompt: 'A lighthouse' }));
    if (!plan.ready) throw new Error(`not ready: ${plan.missing.join()}`);
    expect(plan.creator.summarize()).toEqual({ prompt: 'A lighthouse', fields: {} });
    await plan.creator.create({ client: {} as never, settings: {} as never });
    expect(sent).toEqual([{ prompt: 'A lighthouse', seconds: 10, file: '' }]);
  });

  it('a chosen file is never kept: the plan names it instead of sending', () => {
    const plan = tryAgainFrom<Input, z.output<typeof zForm>>({
      schema: zForm,
      defaults: { prompt: '', seconds: 5, file: '' },
      creator,
      recall: (job) =>
        recallFrom<Input>(shape, { prompt: job.prompt }, [], {
          missing: [{ field: 'file', reason: 'file-not-kept' }],
        }),
    })(testJob({ status: 'refused', remoteIds: [], prompt: 'From a frame' }));
    expect(plan).toMatchObject({ ready: false, missing: ['file (the chosen file is not kept)'] });
  });

  it('values the form no longer accepts are named too', () => {
    const plan = tryAgainFrom<Input, z.output<typeof zForm>>({
      schema: zForm,
      defaults: { prompt: '', seconds: 5, file: '' },
      creator,
      recall: () => recallFrom<Input>(shape, { prompt: '' }, []),
    })(testJob({ status: 'refused', remoteIds: [] }));
    expect(plan).toMatchObject({ ready: false, missing: ['prompt (no longer accepted)'] });
  });
});
