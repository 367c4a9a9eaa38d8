import { describe, expect, it } from 'vitest';
import { zJob } from '@/jobs/job';
import { TEST_GATEWAY, createDemoTestbed } from '@/testing/demo-testbed';
import { clipCreator } from './api';
import { extendCreator, extendDefaults } from './extend';
import { clipDefaults, zClipForm } from './schema';

describe('extend a clip', () => {
  it('prefills the clip form from the source, without its start and end images', () => {
    const job = zJob.parse({
      id: 'j',
      kind: 'clip',
      gateway: TEST_GATEWAY,
      status: 'succeeded',
      remoteIds: ['c'],
      createdAt: 0,
      updatedAt: 0,
      changedAt: 0,
      request: {
        user_prompt: 'a lighthouse',
        aspect_ratio: '9:16',
        expand_prompt: false,
        loop: true,
        image_url: 'https://img.test/a.png',
      },
    });
    expect(extendDefaults(job)).toEqual({
      ...clipDefaults,
      prompt: 'a lighthouse',
      aspectRatio: '9:16',
      expandPrompt: false,
      loop: true,
      imageUrl: '',
      imageEndUrl: '',
    });
  });

  it('the clip form’s own rules hold: a prompt is required', () => {
    expect(zClipForm.safeParse({ ...clipDefaults, prompt: '' }).success).toBe(false);
  });

  it('sends one POST with the create body to <create path>/{id}/extend, naming its source', async () => {
    const bed = createDemoTestbed();
    const values = zClipForm.parse({ ...clipDefaults, prompt: 'a lighthouse' });
    const made = await clipCreator.create({ client: bed.client, settings: bed.settings }, values);
    const id = made.remoteIds[0] ?? '';
    bed.advance(61_000);
    const creator = extendCreator({ jobId: 'j', remoteId: id });
    const next = zClipForm.parse({ ...clipDefaults, prompt: 'the beam turns', loop: true });
    const created = await creator.create({ client: bed.client, settings: bed.settings }, next);
    expect(bed.requests.at(-1)).toMatchObject({
      method: 'POST',
      url: `${TEST_GATEWAY}/v1/clipapro/generations/${id}/extend`,
    });
    expect(JSON.parse(bed.requests.at(-1)?.body ?? '')).toEqual({
      user_prompt: 'the beam turns',
      aspect_ratio: '16:9',
      expand_prompt: true,
      loop: true,
    });
    expect(created.update.status).toBe('queued');
    expect(creator.source?.(next)).toEqual({
      jobId: 'j',
      relation: 'extend',
      remoteId: id,
      at: null,
    });
  });
});
