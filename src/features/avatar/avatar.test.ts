import { describe, expect, it } from 'vitest';
import { GatewayError } from '@/gateway/errors';
import { zTaskEnvelope } from '@/gateway/schemas/task-envelope';
import { createDemoTestbed, TEST_MEDIA } from '@/testing/demo-testbed';
import { gatewayAnswering } from '@/testing/gateway';
import { testJob } from '@/testing/jobs';
import { avatarCreator, avatarPoller } from './api';
import { audioFileProblem } from './audio-file';
import { talkingSample } from './demo';
import { normaliseAvatar } from './normalise';
import { recallAvatar } from './recall';
import { toAvatarRequest } from './request';
import { avatarDefaults, zAvatarForm, type AvatarFormInput } from './schema';

const PORTRAIT = `${TEST_MEDIA}image-square.jpg`;
const SONG = `${TEST_MEDIA}tune-b.mp3`;

const input = (values: Partial<AvatarFormInput>): AvatarFormInput => ({
  ...avatarDefaults,
  portrait: PORTRAIT,
  audio: SONG,
  ...values,
});

/** The messages the form shows, by field. */
function problems(values: Partial<AvatarFormInput>): Record<string, string> {
  const parsed = zAvatarForm.safeParse(input(values));
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the talking head’s limits (zod, the single source)', () => {
  it('takes a portrait of 300 px a side or more, no side over 2.5 times the other', () => {
    const size = (width: number, height: number) => ({ width, height, of: PORTRAIT });
    expect(problems({ portraitSize: size(640, 640) })).toEqual({});
    expect(problems({ portraitSize: size(300, 750) })).toEqual({});
    expect(problems({ portraitSize: size(200, 200) })).toEqual({
      portrait: 'The portrait is 200×200 px: it must be at least 300 px on each side.',
    });
    expect(problems({ portraitSize: size(1000, 300) })).toEqual({
      portrait: 'The portrait is 1000×300 px: no side may be more than 2.5 times the other.',
    });
    // A size read from another link says nothing of this one.
    expect(
      problems({ portraitSize: { width: 10, height: 10, of: 'https://x/other.jpg' } }),
    ).toEqual({});
  });

  it('takes a sound of 2 s to 5 minutes', () => {
    const length = (seconds: number) => ({ seconds, of: SONG });
    expect(problems({ audioLength: length(6.03) })).toEqual({});
    expect(problems({ audioLength: length(1.2) })).toEqual({
      audio: 'The sound is 1.2 s long: it must last at least 2 s.',
    });
    expect(problems({ audioLength: length(301) })).toEqual({
      audio: 'The sound is 301 s long: it may last at most 300 s.',
    });
  });

  it('asks for what the chosen voice needs, next to its field', () => {
    expect(problems({ portrait: '', audio: '' })).toEqual({
      portrait: 'Choose a portrait: a picture of the Library, a file or a link.',
      audio: 'Choose the sound: a song of the Library, a file or a link.',
    });
    expect(problems({ portrait: 'ftp://x/face.jpg', audio: 'javascript:alert(1)' })).toEqual({
      portrait: 'The portrait must be a web address starting with http:// or https://.',
      audio: 'The sound must be a web address starting with http:// or https://.',
    });
    expect(problems({ voice: 'clone', language: '' })).toEqual({
      text: 'Write the words the portrait says.',
      language: "Say the words' language (en, zh…).",
    });
    expect(problems({ voice: 'saved', audio: '', text: 'Hi' })).toEqual({
      voiceId: "Give the saved voice's ID.",
    });
    expect(problems({ voice: 'saved', audio: '', text: 'x'.repeat(1_001), voiceId: 'v' })).toEqual({
      text: 'The words are at most 1,000 characters.',
    });
  });
});

describe('the create', () => {
  it('sends the sound as one of audio_url, create_voice, use_voice', () => {
    const parse = (values: Partial<AvatarFormInput>) => zAvatarForm.parse(input(values));
    expect(toAvatarRequest(parse({ noWatermark: true }))).toEqual({
      avatar_url: PORTRAIT,
      no_watermark: true,
      audio_url: SONG,
    });
    expect(toAvatarRequest(parse({ voice: 'clone', text: 'Hello', language: 'en' }))).toEqual({
      avatar_url: PORTRAIT,
      no_watermark: false,
      create_voice: { audio_url: SONG, language: 'en', text: 'Hello' },
    });
    expect(
      toAvatarRequest(parse({ voice: 'saved', audio: '', text: 'Hi', voiceId: 'v1', audioId: '' })),
    ).toEqual({
      avatar_url: PORTRAIT,
      no_watermark: false,
      use_voice: { voice_engine_id: 'v1', language: 'en', text: 'Hi' },
    });
  });

  it('names the job by its portrait and its sound, and recalls the form from what was sent', () => {
    const values = zAvatarForm.parse(
      input({
        portraitName: 'A heron',
        audioName: 'Harbour — take 2',
        audioLength: { seconds: 6.03, of: SONG },
      }),
    );
    const summary = avatarCreator.summarize(values);
    expect(summary).toMatchObject({
      prompt: '',
      fields: { voice: 'audio', portrait: 'A heron', audio: 'Harbour — take 2', seconds: 6 },
      madeName: {
        whole: { key: 'avatar.made', values: { portrait: 'A heron', voice: 'Harbour — take 2' } },
      },
    });
    const job = testJob({
      kind: 'avatar',
      fields: summary.fields,
      request: avatarCreator.describeRequest(values, createDemoTestbed().settings),
    });
    expect(recallAvatar(job)).toMatchObject({
      values: { portrait: PORTRAIT, voice: 'audio', audio: SONG, portraitName: 'A heron' },
      missing: [],
    });
  });

  it('reads the task id from any envelope; a 200 that says it failed is refused in its words', async () => {
    const values = zAvatarForm.parse(input({}));
    for (const answer of [
      { task_id: 'a1' },
      { id: 'a1' },
      { data: { task_id: 'a1' } },
      { code: 'success', data: 'a1' },
    ]) {
      const made = await avatarCreator.create(gatewayAnswering(answer), values);
      expect(made.remoteIds, JSON.stringify(answer)).toEqual(['a1']);
    }
    await expect(
      avatarCreator.create(gatewayAnswering({ code: 'fail', message: 'no face found' }), values),
    ).rejects.toEqual(expect.objectContaining({ name: 'GatewayError', message: 'no face found' }));
    await expect(
      avatarCreator.create(gatewayAnswering({ code: 'fail' }), values),
    ).rejects.toBeInstanceOf(GatewayError);
  });
});

describe('the task, read tolerantly', () => {
  const FIELD = 'work_video_path';

  it('follows the link, in new-api’s envelope or the vendor’s record bare, never web_work_status', () => {
    const nested = zTaskEnvelope.parse({
      code: 'success',
      data: {
        status: 'IN_PROGRESS',
        progress: '60%',
        data: { work_video_path: 'https://cdn/v.mp4', web_work_status: 1 },
      },
    });
    expect(normaliseAvatar(nested, FIELD)).toMatchObject({
      status: 'succeeded',
      media: [{ kind: 'video', url: 'https://cdn/v.mp4' }],
    });
    const bare = zTaskEnvelope.parse({ id: 'x', web_work_status: 2, work_video_path: '' });
    expect(normaliseAvatar(bare, FIELD).status).toBe('running');
    const other = zTaskEnvelope.parse({ id: 'x', no_wm_work_video_path: 'https://cdn/n.mp4' });
    expect(normaliseAvatar(other, 'no_wm_work_video_path').media?.[0]?.url).toBe(
      'https://cdn/n.mp4',
    );
    expect(normaliseAvatar(other, FIELD).status).toBe('running');
  });

  it('says where the task is from the envelope’s words, and a failure in the gateway’s words', () => {
    const env = (data: unknown) => zTaskEnvelope.parse({ code: 'success', data });
    expect(normaliseAvatar(env({ status: 'NOT_START' }), FIELD).status).toBe('queued');
    expect(normaliseAvatar(env({ status: 'IN_PROGRESS', progress: '30%' }), FIELD)).toMatchObject({
      status: 'running',
      progress: 30,
    });
    expect(normaliseAvatar(env({ status: 'SUCCESS', data: {} }), FIELD).status).toBe('running');
    expect(
      normaliseAvatar(env({ status: 'FAILURE', fail_reason: 'no face' }), FIELD),
    ).toMatchObject({ status: 'failed', error: 'no face' });
    expect(normaliseAvatar(env({ status: 'FAILURE' }), FIELD)).toMatchObject({
      status: 'failed',
      errorMessage: { key: 'avatar.failedWithoutReason' },
    });
  });
});

describe('through the demo', () => {
  it('makes the portrait speak the song, at the song’s length, followed to its video', async () => {
    const bed = createDemoTestbed();
    const ctx = { client: bed.client, settings: bed.settings };
    const values = zAvatarForm.parse(input({ portrait: `${TEST_MEDIA}image-tall.webp` }));
    const made = await avatarCreator.create(ctx, values);
    const job = testJob({ kind: 'avatar', status: 'queued', remoteIds: made.remoteIds });
    const poll = async () => (await avatarPoller.poll(ctx, [job])).get(job.id);
    expect(await poll()).toMatchObject({ status: 'queued', statusWord: 'NOT_START' });
    bed.advance(10_000);
    expect((await poll())?.status).toBe('running');
    bed.advance(20_000);
    expect(await poll()).toMatchObject({
      status: 'succeeded',
      media: [{ kind: 'video', url: `${TEST_MEDIA}talking-tall-b.mp4` }],
    });
    expect(bed.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(JSON.parse(bed.requests[0]?.body ?? '{}')).toEqual({
      avatar_url: `${TEST_MEDIA}image-tall.webp`,
      no_watermark: false,
      audio_url: SONG,
    });
  });

  it('shows another portrait or sound as the square one and the first song', () => {
    expect(talkingSample('https://x/face.png', 'blob:x')).toBe('talking-square-a.mp4');
    expect(talkingSample(`${TEST_MEDIA}image-wide.png`, `${TEST_MEDIA}tune-a.mp3`)).toBe(
      'talking-wide-a.mp4',
    );
  });

  it('[fail] ends failed with the vendor’s reason; [400] is refused', async () => {
    const bed = createDemoTestbed();
    const ctx = { client: bed.client, settings: bed.settings };
    const saved = (text: string) =>
      zAvatarForm.parse(input({ voice: 'saved', audio: '', voiceId: 'v', text }));
    const made = await avatarCreator.create(ctx, saved('Hi [fail]'));
    bed.advance(60_000);
    const job = testJob({ kind: 'avatar', status: 'running', remoteIds: made.remoteIds });
    expect((await avatarPoller.poll(ctx, [job])).get(job.id)).toMatchObject({
      status: 'failed',
      error: 'The portrait could not be animated: no face found (scenario [fail]).',
    });
    await expect(avatarCreator.create(ctx, saved('Hi [400]'))).rejects.toMatchObject({
      status: 400,
    });
  });
});

describe('an audio file', () => {
  const file = (type: string, size = 1_000, name = 'voice.mp3') =>
    new File([new Uint8Array(size)], name, { type });
  it('is checked for its type, size and length before it is sent', async () => {
    expect(await audioFileProblem(file('audio/mpeg'), () => Promise.resolve(6))).toEqual({
      seconds: 6,
    });
    expect(await audioFileProblem(file('text/plain'), () => Promise.resolve(6))).toEqual({
      problem: '“voice.mp3” is not an audio file this form takes: MP3, WAV, M4A or AAC.',
    });
    expect(await audioFileProblem(file('audio/wav'), () => Promise.resolve(null))).toEqual({
      problem: '“voice.mp3” could not be read as audio by this browser.',
    });
    expect(await audioFileProblem(file('audio/wav'), () => Promise.resolve(1))).toEqual({
      problem: 'The sound is 1 s long: it must last at least 2 s.',
    });
    expect(
      await audioFileProblem(file('audio/mpeg', 21 * 1024 * 1024), () => Promise.resolve(6)),
    ).toEqual({ problem: '“voice.mp3” is 21.0 MB: at most 20 MB.' });
  });
});
