import { describe, expect, it } from 'vitest';
import { GatewayError } from '@/gateway/errors';
import { zPikbTask, type PikbTask } from '@/features/pikb/gateway-schema';
import { normalisePikbTask, pikbFields, pikbNotFoundUpdate } from './normalise';

let counter = 0;
function entry(status: string, extra: Record<string, unknown> = {}) {
  counter += 1;
  const done = status.toLowerCase() === 'finished';
  return {
    id: `v-${counter}`,
    status,
    seed: counter,
    duration: 5,
    ...(done
      ? {
          resultUrl: `https://cdn.example/${counter}.mp4`,
          videoPoster: `https://cdn.example/${counter}.jpg`,
          imageThumb: 'https://cdn.example/t.jpg',
        }
      : {}),
    ...extra,
  };
}

function task(videos: unknown[] | null, extra: Record<string, unknown> = {}): PikbTask {
  return zPikbTask.parse({
    id: 't-1',
    promptText: 'A corgi',
    params: { pikbeffect: 'Inflate', model: '1.5', duration: 5, promptText: 'A corgi' },
    videos,
    ...extra,
  });
}

describe('one entry, every state word of the field notes', () => {
  it.each([
    ['queued', 'queued', 'queued'],
    ['pending', 'queued', 'queued'],
    ['started', 'running', 'running'],
    ['finished', 'succeeded', 'succeeded'],
    ['error', 'failed', 'failed'],
    ['failed', 'failed', 'failed'],
    ['FINISHED', 'succeeded', 'succeeded'],
    ['Started', 'running', 'running'],
  ])('"%s" → entry %s, task %s', (word, entryStatus, jobStatus) => {
    const update = normalisePikbTask(task([entry(word)]));
    expect(update.status).toBe(jobStatus);
    expect(update.media?.[0]?.status).toBe(entryStatus);
  });

  it('an unknown word is unknown, shown as the gateway said it, and never done', () => {
    const update = normalisePikbTask(task([entry('rendering_frames')]));
    expect(update.status).toBe('unknown');
    expect(update.statusWord).toBe('rendering_frames');
  });
});

describe('a task of several videos', () => {
  it('no videos yet → queued, with a word on why', () => {
    for (const videos of [[], null]) {
      const update = normalisePikbTask(task(videos));
      expect(update).toMatchObject({
        status: 'queued',
        media: [],
        detail: 'The task has no videos yet.',
        progress: null,
      });
    }
  });

  it('all queued → queued; any started → running, with the count of each', () => {
    expect(normalisePikbTask(task([entry('queued'), entry('pending')])).status).toBe('queued');
    const update = normalisePikbTask(task([entry('finished'), entry('started'), entry('queued')]));
    expect(update).toMatchObject({
      status: 'running',
      progress: 33,
      detail: '1 of 3 finished · 1 generating · 1 queued',
    });
  });

  it('some finished while the rest still wait → running, not done', () => {
    expect(normalisePikbTask(task([entry('finished'), entry('queued')])).status).toBe('running');
  });

  it('every video finished → succeeded, each with its own player and poster', () => {
    const update = normalisePikbTask(task([entry('finished'), entry('finished')]));
    expect(update).toMatchObject({ status: 'succeeded', progress: 100, detail: null, error: null });
    expect(update.media).toEqual([
      expect.objectContaining({
        kind: 'video',
        url: expect.stringMatching(/\.mp4$/),
        poster: expect.stringMatching(/\.jpg$/),
        title: 'Video 1',
        status: 'succeeded',
        durationSeconds: 5,
      }),
      expect.objectContaining({ title: 'Video 2', status: 'succeeded' }),
    ]);
  });

  it('some finished, some failed → succeeded, the failed ones marked failed with a reason', () => {
    const update = normalisePikbTask(task([entry('finished'), entry('error'), entry('finished')]));
    expect(update.status).toBe('succeeded');
    expect(update.media?.map((m) => m.status)).toEqual(['succeeded', 'failed', 'succeeded']);
    expect(update.media?.[1]).toMatchObject({
      url: '',
      error: 'The gateway reported this video as “error” without saying why.',
    });
  });

  it('every video failed → failed, with the message', () => {
    const one = normalisePikbTask(task([entry('failed', { error: 'NSFW content detected' })]));
    expect(one).toMatchObject({ status: 'failed', error: 'NSFW content detected' });
    const two = normalisePikbTask(task([entry('error'), entry('failed')]));
    expect(two.status).toBe('failed');
    expect(two.error).toBe(
      'All 2 videos failed. The gateway reported this video as “error” without saying why.',
    );
  });

  it('an unknown word among finished videos keeps the task open', () => {
    const update = normalisePikbTask(task([entry('finished'), entry('mystery')]));
    expect(update.status).toBe('unknown');
  });

  it('"finished" without a resultUrl is not done yet: polling goes on until the address comes', () => {
    const update = normalisePikbTask(task([{ id: 'a', status: 'finished' }]));
    expect(update.status).toBe('running');
    expect(update.media?.[0]).toMatchObject({ status: 'running', url: '' });
  });

  it('keeps a result URL as given; the player decides whether it may load it', () => {
    const update = normalisePikbTask(
      task([entry('finished', { resultUrl: 'javascript:alert(1)' })]),
    );
    expect(update.media?.[0]?.url).toBe('javascript:alert(1)');
  });

  it('falls back to imageThumb for the poster', () => {
    const update = normalisePikbTask(task([entry('finished', { videoPoster: null })]));
    expect(update.media?.[0]?.poster).toBe('https://cdn.example/t.jpg');
  });

  it('keeps the raw record', () => {
    const record = task([entry('queued')]);
    expect(normalisePikbTask(record).raw).toBe(record);
  });
});

describe('what the card shows about the task', () => {
  it('prompt, effect, model and seconds from the record', () => {
    expect(pikbFields(task([]))).toEqual({ effect: 'Inflate', model: '1.5', seconds: 5 });
    expect(normalisePikbTask(task([])).fields).toEqual({
      effect: 'Inflate',
      model: '1.5',
      seconds: 5,
    });
    expect(normalisePikbTask(task([])).prompt).toBe('A corgi');
  });

  it('takes the prompt from params when the top level has none, and leaves out what is missing', () => {
    const record = zPikbTask.parse({
      id: 't',
      params: { promptText: 'From params', model: 2.2, duration: '10' },
      videos: [],
    });
    expect(pikbFields(record)).toEqual({ model: '2.2', seconds: 10 });
    expect(normalisePikbTask(record).prompt).toBe('From params');
    expect(pikbFields(zPikbTask.parse({ id: 't', videos: [] }))).toEqual({});
  });
});

describe('a task the gateway does not know', () => {
  it('ends with the gateway’s words and what to check', () => {
    const error = new GatewayError(
      404,
      'The gateway does not know this task (404): task not found (request id: 42)',
      '{"code":"task_not_exist"}',
    );
    const update = pikbNotFoundUpdate(error);
    expect(update.status).toBe('failed');
    expect(update.error).toBe(
      'The gateway does not know this task (404): task not found (request id: 42). Check the Task ID: it must be the id of a pikb task at this gateway.',
    );
  });
});
