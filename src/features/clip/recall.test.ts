import { describe, expect, it } from 'vitest';
import { createdJob, testJob } from '@/testing/jobs';
import { clipCreator } from './api';
import { recallClip } from './recall';
import { clipDefaults, zClipForm, type ClipFormInput } from './schema';

const created = (input: ClipFormInput) => createdJob(clipCreator, zClipForm, input);
const jobOf = (overrides: Parameters<typeof testJob>[0]) => testJob({ kind: 'clip', ...overrides });

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
