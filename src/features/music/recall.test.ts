import { describe, expect, it } from 'vitest';
import { createdJob, testJob } from '@/testing/jobs';
import { musicCreator } from './api';
import { recallMusic } from './recall';
import { musicDefaults, zMusicForm, type MusicFormInput } from './schema';

const created = (input: MusicFormInput) => createdJob(musicCreator, zMusicForm, input);
const jobOf = (overrides: Parameters<typeof testJob>[0]) =>
  testJob({ kind: 'music', ...overrides });

describe('recallMusic', () => {
  it.each<MusicFormInput>([
    {
      ...musicDefaults,
      lyrics: 'Streetlights hum',
      tags: 'dream pop',
      title: 'Streetlights',
      model: 'chirp-v3-5',
    },
    { ...musicDefaults, lyrics: '', tags: 'ambient piano', title: '', instrumental: true },
  ])('lyrics mode: form values → request → the same form values (%#)', (input) => {
    // The description is not sent in lyrics mode, so it is not recalled.
    const sent: Partial<MusicFormInput> = { ...input };
    delete sent.description;
    expect(recallMusic(created(input))).toEqual({ values: sent, missing: [], pending: {} });
  });

  it('description mode: the description, instrumental and model; lyrics fields were not sent', () => {
    const input: MusicFormInput = {
      ...musicDefaults,
      mode: 'description',
      description: 'A rainy city song',
      instrumental: false,
      model: 'chirp-v4',
    };
    expect(recallMusic(created(input))).toEqual({
      values: {
        mode: 'description',
        description: 'A rainy city song',
        instrumental: false,
        model: 'chirp-v4',
      },
      missing: [],
      pending: {},
    });
  });

  it('imported clips tell their lyrics, style, title and model; instrumental is missing', () => {
    const raw = [
      {
        id: 'a',
        status: 'complete',
        title: 'Night Drive',
        model_name: 'chirp-v3-5',
        metadata: { prompt: 'la la', tags: 'synthwave' },
      },
    ];
    const recalled = recallMusic(jobOf({ origin: 'imported', raw }));
    expect(recalled.values).toEqual({
      mode: 'lyrics',
      lyrics: 'la la',
      title: 'Night Drive',
      tags: 'synthwave',
      model: 'chirp-v3-5',
    });
    expect(recalled.missing).toEqual([{ field: 'instrumental', reason: 'not-in-record' }]);
  });
});
