import { describe, expect, it } from 'vitest';
import { defaultPaths } from '@/testing/assumed-paths';
import { zJob } from '@/jobs/job';
import { TEST_GATEWAY, createDemoTestbed } from '@/testing/demo-testbed';
import { videoCreator } from './api';
import { normaliseVideoRecord } from './normalise';
import { remixCreator, toRemixRequest, tryAgainRemix, zRemixForm } from './remix';
import { videoDefaults, zVideoForm } from './schema';

const source = {
  jobId: 'job-1',
  remoteId: '',
  fields: { model: 'videomodel-1.0-t2v', seconds: 5 },
};

describe('remix: zod rule and request', () => {
  it('needs a prompt, trimmed, under 4,000 characters', () => {
    expect(zRemixForm.safeParse({ prompt: '  ' }).error?.issues[0]?.message).toBe(
      'Write what the remix should change.',
    );
    expect(zRemixForm.safeParse({ prompt: 'x'.repeat(4001) }).success).toBe(false);
    expect(toRemixRequest(zRemixForm.parse({ prompt: ' at night ' }))).toEqual({
      prompt: 'at night',
    });
  });

  it('sends one POST to the remix path of the source task, and names the source for the ledger', async () => {
    const bed = createDemoTestbed();
    const made = await videoCreator.create(
      { client: bed.client, settings: bed.settings },
      zVideoForm.parse({ ...videoDefaults, prompt: 'a boat' }),
    );
    const from = { ...source, remoteId: made.remoteIds[0] ?? '' };
    bed.advance(30_000);
    const creator = remixCreator(from);
    const before = bed.requests.length;
    const created = await creator.create(
      { client: bed.client, settings: bed.settings },
      { prompt: 'at night' },
    );
    expect(bed.requests.slice(before)).toHaveLength(1);
    expect(bed.requests[before]).toMatchObject({
      method: 'POST',
      url: `${TEST_GATEWAY}/v1/videos/${from.remoteId}/remix`,
      body: '{"prompt":"at night"}',
    });
    expect(created.remoteIds).toHaveLength(1);
    expect(creator.source?.({ prompt: 'at night' })).toEqual({
      jobId: 'job-1',
      relation: 'remix',
      remoteId: from.remoteId,
      at: null,
    });
    expect(creator.summarize({ prompt: 'at night' })).toEqual({
      prompt: 'at night',
      fields: { model: 'videomodel-1.0-t2v', seconds: 5, resolution: null, ratio: null },
    });
  });

  it('uses the remix path set in Settings', async () => {
    const bed = createDemoTestbed();
    const settings = {
      ...bed.settings,
      paths: { ...defaultPaths, videoRemixPath: '/v2/remix/{id}' },
    };
    await remixCreator({ ...source, remoteId: 'video_a' })
      .create({ client: bed.client, settings }, { prompt: 'x' })
      .catch(() => undefined);
    expect(bed.requests[0]?.url).toBe(`${TEST_GATEWAY}/v2/remix/video_a`);
  });

  it('a record naming remixed_from_video_id gives a followed task its source', () => {
    expect(
      normaliseVideoRecord({ status: 'queued', remixed_from_video_id: 'video_a' }, 'video_b')
        .source,
    ).toEqual({ relation: 'remix', remoteId: 'video_a', at: null });
  });

  it('"Try again" on a refused remix sends the same remix, never a plain create', () => {
    const refused = zJob.parse({
      id: 'r',
      kind: 'video',
      gateway: TEST_GATEWAY,
      status: 'refused',
      remoteIds: [],
      request: { prompt: 'at night' },
      source: { jobId: 'job-1', relation: 'remix', remoteId: 'video_a', at: null },
      createdAt: 0,
      updatedAt: 0,
      changedAt: 0,
    });
    const plan = tryAgainRemix(refused);
    expect(plan?.ready).toBe(true);
    if (plan?.ready)
      expect(plan.creator.describeRequest(undefined, createDemoTestbed().settings)).toEqual({
        prompt: 'at night',
      });
  });
});
