import { describe, expect, it } from 'vitest';
import { createdJob, testJob } from '@/testing/jobs';
import { pixaCreator } from './api';
import { recallPixa } from './recall';
import { pixaDefaults, zPixaForm, type PixaFormInput } from './schema';

const created = (input: PixaFormInput) => createdJob(pixaCreator, zPixaForm, input);
const jobOf = (overrides: Parameters<typeof testJob>[0]) => testJob({ kind: 'pixa', ...overrides });

describe('recallPixa', () => {
  it.each<PixaFormInput>([
    { ...pixaDefaults, prompt: 'A fox in snow' },
    {
      prompt: 'Every option',
      model: 'v5',
      templateId: '315446315336768',
      duration: '8',
      quality: '1080p',
      motionMode: 'normal',
      seed: '0',
      imgUrl: 'https://img.example/a.jpg',
      removeWatermark: true,
    },
    {
      ...pixaDefaults,
      prompt: 'Fast',
      motionMode: 'fast',
      duration: '5',
      quality: '720p',
      seed: '42',
    },
  ])('form values → request → the same form values, numbers as their text (%#)', (input) => {
    expect(recallPixa(created(input))).toEqual({ values: input, missing: [], pending: {} });
  });

  it('an imported video tells what its record holds; the template and watermark are missing', () => {
    const raw = {
      video_id: '1',
      video_status: 1,
      prompt: 'A fox',
      model: 'v4',
      quality: '540p',
      motion_mode: 'normal',
      seed: 7,
      duration: 5,
      img_url: '',
    };
    const recalled = recallPixa(jobOf({ origin: 'imported', raw }));
    expect(recalled.values).toEqual({
      prompt: 'A fox',
      model: 'v4',
      quality: '540p',
      motionMode: 'normal',
      seed: '7',
      duration: '5',
      imgUrl: '',
    });
    expect(recalled.missing.map((m) => m.field)).toEqual(['templateId', 'removeWatermark']);
  });

  it('a length the form does not offer is not filled in, and says so', () => {
    const recalled = recallPixa(
      jobOf({ origin: 'imported', raw: { video_id: '1', prompt: 'x', duration: 12 } }),
    );
    expect(recalled.values.duration).toBeUndefined();
    expect(recalled.missing).toContainEqual({ field: 'duration', reason: 'not-accepted' });
  });
});
