import { describe, expect, it } from 'vitest';
import { zJob, type Job } from '@/jobs/job';
import { createDemoTestbed } from '@/testing/demo-testbed';
import { clipCreator } from './api';
import { recallClip } from './recall';
import { clipDefaults, zClipForm, type ClipFormInput } from './schema';

const settings = createDemoTestbed().settings;

function jobOf(overrides: Partial<Job>): Job {
  return zJob.parse({
    id: 'j',
    kind: 'clip',
    gateway: 'http://g',
    status: 'succeeded',
    remoteIds: ['c'],
    createdAt: 0,
    updatedAt: 0,
    changedAt: 0,
    ...overrides,
  });
}

function created(input: ClipFormInput): Job {
  return jobOf({ request: clipCreator.describeRequest(zClipForm.parse(input), settings) });
}

describe('recallClip', () => {
  it.each<ClipFormInput>([
    { ...clipDefaults, prompt: 'A boat on a lake' },
    {
      prompt: 'Between two frames',
      aspectRatio: '9:21',
      expandPrompt: false,
      loop: true,
      imageUrl: 'https://img.example/a.jpg',
      imageEndUrl: 'https://img.example/b.jpg',
    },
    {
      prompt: 'Only a start',
      aspectRatio: '1:1',
      expandPrompt: true,
      loop: false,
      imageUrl: 'https://img.example/a.jpg',
      imageEndUrl: '',
    },
  ])('form values → request → the same form values (%#)', (input) => {
    expect(recallClip(created(input))).toEqual({ values: input, missing: [], pending: {} });
  });

  it('an imported clip tells its prompt; every option is missing', () => {
    const recalled = recallClip(
      jobOf({ origin: 'imported', raw: { id: 'c', state: 'completed', prompt: 'A boat' } }),
    );
    expect(recalled.values).toEqual({ prompt: 'A boat' });
    expect(recalled.missing.map((m) => m.field)).toEqual([
      'aspectRatio',
      'expandPrompt',
      'loop',
      'imageUrl',
      'imageEndUrl',
    ]);
  });
});
