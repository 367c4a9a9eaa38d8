import { describe, expect, it } from 'vitest';
import { GatewayError, ResponseShapeError } from '@/gateway/errors';
import { handleDemoRequest } from '@/gateway/demo/handlers';
import { zTaskEnvelope } from '@/gateway/schemas/task-envelope';
import { zJob, type Job, type JobUpdate } from '@/jobs/job';
import { testDemoRoutes } from '@/testing/demo-routes';
import { createDemoTestbed } from '@/testing/demo-testbed';
import { gatewayAnswering } from '@/testing/gateway';
import { testJob } from '@/testing/jobs';
import { tuneTimings } from '@/features/music/demo/tune-clip';
import { musicCreator, musicPoller } from '../api';
import { musicDefaults, zMusicForm } from '../schema';
import {
  conversionCreator,
  conversionOf,
  tryAgainConversion,
  type ConversionFormat,
} from './convert';
import { readMidi } from './midi';
import { normaliseConversion } from './normalise';
import { conversionPoller } from './poller';

type Bed = ReturnType<typeof createDemoTestbed>;
const SONG_DONE_MS = tuneTimings[1].queueMs + tuneTimings[1].runMs;
const CONVERT_DONE_MS = 10_000;

/** A finished song of the demo: its first clip's id. */
async function finishedClip(bed: Bed, title = 'Harbour'): Promise<string> {
  const values = zMusicForm.parse({ ...musicDefaults, lyrics: '[Verse]\nLights', title });
  const created = await musicCreator.create({ client: bed.client, settings: bed.settings }, values);
  bed.advance(SONG_DONE_MS);
  return created.remoteIds[0] ?? '';
}

function conversionJob(format: ConversionFormat, clipId: string, remoteIds: string[]): Job {
  return testJob({
    kind: 'music',
    status: 'queued',
    remoteIds,
    source: { jobId: 'song', relation: format, remoteId: clipId },
  });
}

async function convert(bed: Bed, format: ConversionFormat, clipId: string) {
  const creator = conversionCreator(format, {
    jobId: 'song',
    clipId,
    title: 'Harbour',
    model: null,
  });
  const ctx = { client: bed.client, settings: bed.settings };
  const created = await creator.create(ctx, undefined);
  const job = conversionJob(format, clipId, created.remoteIds);
  const unknown: JobUpdate = { status: 'unknown' };
  const poll = async () => (await conversionPoller.poll(ctx, [job])).get(job.id) ?? unknown;
  return { created, job, poll, creator };
}

/** The bytes a made file's link answers on the HTTP demo's media host (no key asked). */
function madeBytes(bed: Bed, url: string): Uint8Array {
  const response = handleDemoRequest(
    bed.engine,
    { method: 'GET', url: new URL(url), headers: {}, body: '' },
    testDemoRoutes,
  );
  expect(response.status).toBe(200);
  const body = response.body;
  if (body.type !== 'text') throw new Error('not bytes');
  return Uint8Array.from(body.text, (c) => c.charCodeAt(0));
}

describe('a take as WAV and MIDI, through the demo', () => {
  it('submits one GET, follows the task to its file, and the WAV is the song as PCM', async () => {
    const bed = createDemoTestbed();
    const clipId = await finishedClip(bed);
    const { created, poll, creator } = await convert(bed, 'wav', clipId);
    expect(created.remoteIds).toEqual([expect.stringMatching(/^task_[0-9a-f]+$/)]);
    expect(bed.requests.filter((r) => r.url.includes('/tune/act/wav/'))).toHaveLength(1);
    expect(bed.requests.at(-1)?.method).toBe('GET');
    expect(creator.describeRequest(undefined, bed.settings)).toEqual({
      action: 'wav',
      clip_id: clipId,
    });

    expect(await poll()).toMatchObject({ status: 'queued', statusWord: 'NOT_START' });
    bed.advance(5_000);
    expect(await poll()).toMatchObject({ status: 'running', statusWord: 'IN_PROGRESS' });
    bed.advance(CONVERT_DONE_MS);
    const done = await poll();
    expect(done).toMatchObject({ status: 'succeeded', progress: 100 });
    const url = done.media?.[0]?.url ?? '';
    expect(url).toMatch(/^http:\/\/media\.test\/demo\/made\/wav-task_[0-9a-f]+\.wav$/);
    const wav = madeBytes(bed, url);
    const text = (from: number, n: number) => String.fromCharCode(...wav.subarray(from, from + n));
    expect([text(0, 4), text(8, 4), text(12, 4), text(36, 4)]).toEqual([
      'RIFF',
      'WAVE',
      'fmt ',
      'data',
    ]);
    // 16-bit mono at 11,025 Hz, the sample songs' six seconds.
    const view = new DataView(wav.buffer);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(11_025);
    expect(view.getUint32(40, true) / 2 / 11_025).toBeCloseTo(6.03, 1);
  });

  it('makes a small real MIDI file whose notes are the song’s tones under a tune', async () => {
    const bed = createDemoTestbed();
    const clipId = await finishedClip(bed);
    const { poll } = await convert(bed, 'midi', clipId);
    bed.advance(CONVERT_DONE_MS + 5_000);
    const done = await poll();
    expect(done.status).toBe('succeeded');
    expect(done.media).toBeUndefined();
    const link = String(done.fields?.midi);
    expect(link).toMatch(/\/demo\/made\/midi-task_[0-9a-f]+\.mid$/);
    const song = readMidi(madeBytes(bed, link));
    expect(song.notes.length).toBeGreaterThan(8);
    expect(song.durationSeconds).toBeCloseTo(6, 1);
    // The first sample song: E and B held (E3, B3) on the second channel.
    expect(song.notes.filter((n) => n.channel === 1).map((n) => n.pitch)).toEqual([52, 59]);
  });

  it('refuses an unknown or unfinished clip (nothing to follow), and fails a [convert-fail] one', async () => {
    const bed = createDemoTestbed();
    await expect(convert(bed, 'wav', '00000000-0000-4000-8000-000000000000')).rejects.toThrow(
      GatewayError,
    );
    const values = zMusicForm.parse({ ...musicDefaults, lyrics: 'la', title: 'Soon' });
    const song = await musicCreator.create({ client: bed.client, settings: bed.settings }, values);
    await expect(convert(bed, 'midi', song.remoteIds[0] ?? '')).rejects.toMatchObject({
      status: 400,
    });

    const doomed = await finishedClip(bed, 'Doomed [convert-fail]');
    const { poll } = await convert(bed, 'wav', doomed);
    bed.advance(CONVERT_DONE_MS + 5_000);
    expect(await poll()).toMatchObject({
      status: 'failed',
      error: 'conversion failed upstream (scenario [convert-fail])',
    });
  });

  it('is followed alone, never in the feed’s batch', async () => {
    const bed = createDemoTestbed();
    const clipId = await finishedClip(bed);
    const { job } = await convert(bed, 'wav', clipId);
    expect(musicPoller.alone?.(job)).toBe(conversionPoller);
    expect(musicPoller.alone?.(zJob.parse({ ...job, source: null }))).toBeNull();
    const before = bed.requests.length;
    const updates = await musicPoller.poll({ client: bed.client, settings: bed.settings }, [job]);
    expect(updates.size).toBe(0);
    expect(bed.requests.length).toBe(before);
  });
});

describe('a conversion’s answers, read tolerantly', () => {
  const env = (data: unknown) => zTaskEnvelope.parse({ code: 'success', data });

  it('takes the link at data.data.url, else the first web link there, else notes', () => {
    const at = normaliseConversion(
      'wav',
      env({ status: 'SUCCESS', data: { url: 'https://cdn/x.wav', other: 'https://cdn/y' } }),
    );
    expect(at.media?.[0]?.url).toBe('https://cdn/x.wav');
    const first = normaliseConversion(
      'midi',
      env({ status: 'SUCCESS', data: { files: [{ href: 'https://cdn/song.mid' }] } }),
    );
    expect(first.fields).toEqual({ midi: 'https://cdn/song.mid' });
    const notes = normaliseConversion(
      'midi',
      env({
        status: 'SUCCESS',
        data: { instruments: [{ name: 'Piano', notes: [{ pitch: 60, start: 0, end: 1 }, 'x'] }] },
      }),
    );
    expect(notes).toMatchObject({ status: 'succeeded', fields: { midi: 'notes' } });
  });

  it('is not done without a file, and says a failure without a reason in its own words', () => {
    expect(normaliseConversion('wav', env({ status: 'SUCCESS', data: null })).status).toBe(
      'running',
    );
    expect(
      normaliseConversion('wav', env({ status: 'SUCCESS', data: { url: 'javascript:alert(1)' } }))
        .status,
    ).toBe('running');
    expect(normaliseConversion('midi', env({ status: 'FAILURE' }))).toMatchObject({
      status: 'failed',
      errorMessage: { key: 'music.convert.failedWithoutReason' },
    });
    expect(
      normaliseConversion('wav', env({ status: 'IN_PROGRESS', progress: '40%' })),
    ).toMatchObject({ status: 'running', progress: 40 });
  });

  it('takes a submit in any envelope, and a 200 that says it failed as a refusal', async () => {
    const answers = [
      { task_id: 'a' },
      { id: 'a' },
      { data: { task_id: 'a' } },
      { code: 'success', data: 'a' },
    ];
    const source = { jobId: null, clipId: 'c', title: null, model: null };
    for (const answer of answers) {
      const result = await conversionCreator('wav', source).create(
        gatewayAnswering(answer),
        undefined,
      );
      expect(result.remoteIds, JSON.stringify(answer)).toEqual(['a']);
    }
    const refusing = gatewayAnswering({ code: 'fail', message: 'no credit' });
    const creator = conversionCreator('midi', source);
    await expect(creator.create(refusing, undefined)).rejects.toMatchObject({
      name: 'GatewayError',
      message: 'no credit',
    });
    await expect(creator.create(gatewayAnswering({ ok: true }), undefined)).rejects.toThrow(
      ResponseShapeError,
    );
  });

  it('is tried again as the same conversion of the same clip', () => {
    const job = testJob({
      kind: 'music',
      status: 'refused',
      remoteIds: [],
      fields: { mode: 'midi', title: 'Harbour' },
      source: { jobId: 'song', relation: 'midi', remoteId: 'clip-1' },
    });
    expect(conversionOf(job)).toBe('midi');
    const plan = tryAgainConversion(job);
    expect(plan?.ready).toBe(true);
    if (plan?.ready !== true) return;
    expect(plan.creator.source?.()).toMatchObject({ relation: 'midi', remoteId: 'clip-1' });
    expect(tryAgainConversion(testJob())).toBeNull();
  });
});
