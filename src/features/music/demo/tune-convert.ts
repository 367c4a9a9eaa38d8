import { isUuid } from '@/lib/id';
import { routePattern } from '@/gateway/path';
import { sampleMedia, type DemoEngine, type DemoTask, type MadeFile } from '@/gateway/demo/engine';
import {
  demoId,
  json,
  scriptedPollFault,
  type DemoResponse,
  type DemoRoute,
  type RouteContext,
} from '@/gateway/demo/http';
import { writeMidi } from '../convert/midi';
import { assumedPaths } from '../paths';
import { SAMPLE_DURATION_SECONDS } from './tune-clip';
import { str } from './tune-request';
import { noise, seedOf } from './tune-timing';

/**
 * A finished song as a file (issue 56): `GET /tune/act/wav/{clip_id}` and `GET /tune/act/midi/
 * {clip_id}` start a conversion (`{code: "success", data: "<task id>"}`), `GET /tune/fetch/{id}`
 * answers new-api's task envelope (`NOT_START` → `IN_PROGRESS` "40%" → `SUCCESS` with `data.url`).
 * The files are real, made here: the WAV is the song itself — the demo's samples are two steady
 * tones (scripts/make-demo-media.sh), synthesised again as 16-bit PCM — and the MIDI a small file
 * of those two tones held under a short tune in their key, the same for a clip every time.
 * Scenario tags in the song's words or title: [convert-fail] fails the conversion; the poll
 * faults ([poll-500]…) hold for its polls. An unknown clip answers 404, an unfinished one 400.
 */

export const CONVERT_KIND = 'tune-convert';
const timing = { queueMs: 2_000, runMs: 8_000 };
/** The first part of the queue reads NOT_START, as a relay's own queue does before it submits. */
const NOT_STARTED_SHARE = 0.4;
const SAMPLE_RATE = 11_025;

/** Each sample song's two tones (its `amix` in make-demo-media.sh), by its sample's place. */
const sampleTones: readonly (readonly [number, number])[] = [
  [330, 495],
  [392, 588],
];
/** The same tones as MIDI notes (E4 + B4, G4 + D5). */
const sampleRoots = [64, 67] as const;

const fail = (status: number, text: string): DemoResponse =>
  json(status, { code: 'fail', message: text, data: null });

function toneOf(clip: DemoTask): number {
  return clip.variant % sampleMedia.audio.length;
}

/** The song as 16-bit mono PCM in a RIFF/WAVE file: its two tones, at half volume, 6 s. */
export function sampleWav(tone: number, seconds = SAMPLE_DURATION_SECONDS): MadeFile {
  const [low, high] = sampleTones[tone] ?? [330, 495];
  const frames = Math.round(seconds * SAMPLE_RATE);
  const bytes = new Uint8Array(44 + frames * 2);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) => {
    for (let i = 0; i < value.length; i += 1) view.setUint8(at + i, value.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + frames * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, frames * 2, true);
  for (let i = 0; i < frames; i += 1) {
    const at = i / SAMPLE_RATE;
    // A few milliseconds in and out, so the file starts and ends without a click.
    const edge = Math.min(1, at / 0.01, (seconds - at) / 0.01);
    const value =
      0.25 * (Math.sin(2 * Math.PI * low * at) + Math.sin(2 * Math.PI * high * at)) * edge;
    view.setInt16(44 + i * 2, Math.round(value * 32_767), true);
  }
  return { bytes, type: 'audio/wav' };
}

/** The song's two tones held on channel 2, and a tune of quarter notes in their key over them. */
export function sampleMidi(tone: number, clipId: string, seconds = 6): MadeFile {
  const root = sampleRoots[tone] ?? 64;
  const scale = [0, 2, 4, 7, 9, 12];
  const seed = seedOf(clipId);
  const beat = 0.5;
  const tune = Array.from({ length: Math.floor(seconds / beat) }, (_, i) => ({
    pitch: root + (scale[Math.floor(noise(seed, i) * scale.length)] ?? 0),
    start: i * beat,
    end: i * beat + beat * (i % 4 === 3 ? 0.95 : 0.7),
    velocity: i % 4 === 0 ? 100 : 76,
    channel: 0,
  }));
  const held = [root - 12, root - 5].map((pitch) => ({
    pitch,
    start: 0,
    end: seconds,
    velocity: 60,
    channel: 1,
  }));
  return { bytes: writeMidi([...held, ...tune]), type: 'audio/midi' };
}

/** The words a clip's scenario tags are read from: its lyrics, style and title. */
function clipText(clip: DemoTask): string {
  const body = clip.input;
  return [body.prompt, body.tags, body.title, body.gpt_description_prompt].map(str).join(' ');
}

function submit(format: 'wav' | 'midi') {
  return (ctx: RouteContext): DemoResponse => {
    const clipId = decodeURIComponent(ctx.params[0] ?? '').toLowerCase();
    if (!isUuid(clipId)) return fail(400, `Invalid clip id: ${clipId}`);
    const clip = ctx.engine.get('tune', clipId);
    if (clip === undefined) return fail(404, 'clip not found');
    if (ctx.engine.phase(clip).phase !== 'succeeded') return fail(400, 'clip is not complete yet');
    const text = clipText(clip);
    const task = ctx.engine.create(CONVERT_KIND, {
      id: demoId('task_'),
      // The clip's own tags pace and fault its conversion ([slow], [poll-500]…).
      prompt: text.replace(/\[fail\]/gi, ''),
      timing,
      body: { action: format, clip_id: clipId, fails: /\[convert-fail\]/i.test(text) },
    });
    return json(200, { code: 'success', message: '', data: task.id });
  };
}

/** The file's name on the media host: everything the making route needs to make it again. */
const fileName = (task: DemoTask) =>
  `${str(task.input.action)}-${task.id}.${task.input.action === 'wav' ? 'wav' : 'mid'}`;

function makeFile(engine: DemoEngine, task: DemoTask): MadeFile {
  const clip = engine.get('tune', str(task.input.clip_id));
  const tone = clip === undefined ? 0 : toneOf(clip);
  return task.input.action === 'wav' ? sampleWav(tone) : sampleMidi(tone, str(task.input.clip_id));
}

const statusWord = (engine: DemoEngine, task: DemoTask) => {
  const { phase } = engine.phase(task);
  if (phase === 'running') return 'IN_PROGRESS';
  if (phase === 'succeeded') return task.input.fails === true ? 'FAILURE' : 'SUCCESS';
  if (phase === 'failed') return 'FAILURE';
  const elapsed = (engine.now() - task.createdAt) * engine.speed;
  return elapsed < task.timing.queueMs * NOT_STARTED_SHARE ? 'NOT_START' : 'SUBMITTED';
};

function fetchTask(ctx: RouteContext): DemoResponse {
  const task = ctx.engine.get(CONVERT_KIND, decodeURIComponent(ctx.params[0] ?? ''));
  if (task === undefined) return json(404, { code: 'error', message: 'task_not_exist' });
  const fault = scriptedPollFault(ctx, task);
  if (fault !== null) return fault;
  const { progress } = ctx.engine.phase(task);
  const status = statusWord(ctx.engine, task);
  const done = status === 'SUCCESS';
  return json(200, {
    code: 'success',
    message: '',
    data: {
      task_id: task.id,
      action: str(task.input.action).toUpperCase(),
      status,
      fail_reason:
        status === 'FAILURE' ? 'conversion failed upstream (scenario [convert-fail])' : '',
      submit_time: ctx.engine.unixSeconds(task.createdAt),
      progress: `${done ? 100 : progress}%`,
      data: done
        ? { url: ctx.engine.madeFile(fileName(task), () => makeFile(ctx.engine, task)) }
        : null,
    },
  });
}

/** A made file over HTTP: its bytes, made again from its name (no key: a media host's link). */
function madeFile(ctx: RouteContext): DemoResponse {
  const match = /^(wav|midi)-(.+)\.(wav|mid)$/.exec(decodeURIComponent(ctx.params[0] ?? ''));
  const task = match === null ? undefined : ctx.engine.get(CONVERT_KIND, match[2] ?? '');
  if (task === undefined)
    return { status: 404, body: { type: 'text', text: 'not found', contentType: 'text/plain' } };
  const file = makeFile(ctx.engine, task);
  let text = '';
  for (let i = 0; i < file.bytes.length; i += 8_192)
    text += String.fromCharCode(...file.bytes.subarray(i, i + 8_192));
  return {
    status: 200,
    headers: { 'Cache-Control': 'no-store' },
    body: { type: 'text', text, contentType: file.type, binary: true },
  };
}

export const tuneConvertRoutes: DemoRoute[] = [
  { method: 'GET', pattern: routePattern(assumedPaths.tuneWavPath.default), handle: submit('wav') },
  {
    method: 'GET',
    pattern: routePattern(assumedPaths.tuneMidiPath.default),
    handle: submit('midi'),
  },
  { method: 'GET', pattern: routePattern(assumedPaths.tuneFetchPath.default), handle: fetchTask },
  { method: 'GET', pattern: /^\/demo\/made\/([^/]+)$/, handle: madeFile, open: true },
];
