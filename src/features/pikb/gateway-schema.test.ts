import { describe, expect, it } from 'vitest';
import { parseJsonLossless } from '@/lib/json';
import { zPikbTask } from './gateway-schema';

/** A finished task with every documented field, as the contract lists them. */
const documentedTask = {
  id: '3b9f2c1e-4a7d-4e3b-8c5a-1f2e3d4c5b6a',
  promptText: 'A corgi on a beach towel',
  params: {
    options: {
      aspectRatio: null,
      frameRate: 24,
      camera: null,
      parameters: { motion: 2, guidanceScale: 12.5, negativePrompt: 'blurry', seed: null },
    },
    userId: '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
    promptText: 'A corgi on a beach towel',
    pikbeffect: 'Inflate',
    model: '1.5',
    duration: 5,
    image: 'https://cdn.example/in.jpg',
  },
  adjusted: false,
  upscaled: false,
  hasSfx: true,
  lipSynced: false,
  extended: 0,
  videos: [
    {
      id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
      status: 'finished',
      seed: 123456,
      resultUrl: 'https://cdn.example/v.mp4',
      sharingUrl: 'https://pikb.example/video/a1',
      videoPoster: 'https://cdn.example/p.jpg',
      imageThumb: 'https://cdn.example/t.jpg',
      duration: 5,
      feedback: 0,
      favorited: false,
      folders: [],
    },
  ],
};

describe('zPikbTask', () => {
  it('reads every documented field', () => {
    const task = zPikbTask.parse(documentedTask);
    expect(task.params?.options?.parameters?.guidanceScale).toBe(12.5);
    expect(task.params?.pikbeffect).toBe('Inflate');
    expect(task.videos?.[0]).toMatchObject({
      status: 'finished',
      resultUrl: 'https://cdn.example/v.mp4',
      seed: 123456,
    });
  });

  it('keeps fields nobody documented, for the raw view', () => {
    const task = zPikbTask.parse({
      ...documentedTask,
      credits: 10,
      videos: [{ id: 'x', status: 'queued', progressHint: 'soon' }],
    });
    expect(task.credits).toBe(10);
    expect(task.videos?.[0]?.progressHint).toBe('soon');
  });

  it('takes a queued task with no videos, or `videos: null`', () => {
    expect(zPikbTask.parse({ id: 'x', videos: [] }).videos).toEqual([]);
    expect(zPikbTask.parse({ id: 'x', videos: null }).videos).toBeNull();
    expect(zPikbTask.parse({ id: 'x' }).videos).toBeUndefined();
  });

  it('takes entries before they finish: no resultUrl, poster or thumb, or empty/null ones', () => {
    const task = zPikbTask.parse({
      id: 'x',
      videos: [
        { id: 'a', status: 'started' },
        { id: 'b', status: 'queued', resultUrl: null, videoPoster: '' },
      ],
    });
    expect(task.videos).toHaveLength(2);
  });

  it('keeps a seed above 2^53 exact (it arrives as a string from the lossless parse)', () => {
    const data = parseJsonLossless(
      '{"id":"x","videos":[{"id":"a","status":"finished","seed":9007199254740993}]}',
    );
    expect(zPikbTask.parse(data).videos?.[0]?.seed).toBe('9007199254740993');
  });

  it('takes a duration or model that came as another type', () => {
    const task = zPikbTask.parse({
      id: 'x',
      params: { duration: '10', model: 2.2 },
      videos: [{ status: 'FINISHED', duration: '5' }],
    });
    expect(task.params?.duration).toBe('10');
    expect(task.params?.model).toBe(2.2);
  });

  it('refuses an error envelope that came with status 200, rather than following it as "queued" forever', () => {
    const result = zPikbTask.safeParse({
      code: 'task_not_exist',
      message: 'task not found',
      data: null,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('not a pikb task');
  });

  it('refuses a videos field that is not a list, and a status that is not a word', () => {
    expect(zPikbTask.safeParse({ id: 'x', videos: 'none' }).success).toBe(false);
    expect(zPikbTask.safeParse({ id: 'x', videos: [{ status: 3 }] }).success).toBe(false);
  });
});
