import {
  paceFactor,
  sampleMedia,
  type DemoEngine,
  type DemoTask,
  type Timing,
} from '@/gateway/demo/engine';
import { hostilise, hostileStatusWords, topLevel } from '@/gateway/demo/hostile';
import type { DemoResponse, RouteContext } from '@/gateway/demo/http';
import { str, stripTags } from './tune-request';

/**
 * A music clip as the demo answers it: the models, each clip's timing, and the record the feed and
 * every create answer carry for the clip's state (hostile when the scenario asks).
 */

export const tuneModels: readonly string[] = ['chirp-v4', 'chirp-v3-5', 'chirp-v3-0'];
export const DEFAULT_MODEL = 'chirp-v3-5';
export const majorVersion: Record<string, string> = {
  'chirp-v4': 'v4',
  'chirp-v3-5': 'v3.5',
  'chirp-v3-0': 'v3',
};

/**
 * More tasks of the create path, each answered by its own module (`tune-restyle.ts`: cover,
 * overpainting, underpainting, artist_consistency), which registers them here: its answer once the
 * create scenario tags have been read, and what its clips' records name beside their `type`.
 */
export interface TuneTask {
  create(ctx: RouteContext, body: Record<string, unknown>, delayMs: number): DemoResponse;
  metadata(body: Record<string, unknown>): Record<string, unknown>;
}
export const tuneTasks = new Map<string, TuneTask>();

/** Two clips per generation; the second takes a little longer, as real pairs rarely finish together. */
export const tuneTimings: readonly [Timing, Timing] = [
  { queueMs: 8_000, runMs: 30_000 },
  { queueMs: 10_000, runMs: 36_000 },
];
/** The first part of the queue phase reads `submitted`. */
const SUBMITTED_SHARE = 0.4;
/** The real length of the sample songs (public/demo/tune-*.mp3), reported once a clip completes. */
export const SAMPLE_DURATION_SECONDS = 6.03;

const DEMO_USER = '5a1e7c3b-0d2f-4e8a-9b6c-1f3d5e7a9c0b';

/** In description mode the model writes the title, the style and the words; the demo fakes them. */
function written(body: Record<string, unknown>) {
  const description = stripTags(str(body.gpt_description_prompt));
  const words = description.split(' ').filter((w) => w !== '');
  const title = words
    .slice(0, 4)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
  const lyrics = `[Verse]\n${description || 'A song without a story'}\nHumming it slow, humming it low\n\n[Chorus]\nSing it again, sing it again\nUntil the night lets go`;
  return { title: title || 'Untitled', tags: 'pop, upbeat, warm synths', lyrics };
}

export function isDescriptionMode(body: Record<string, unknown>): boolean {
  return str(body.gpt_description_prompt).trim() !== '';
}

/**
 * The title a finished clip's record answers: the one asked for, or the one the model wrote in
 * description mode. What is made from a clip is named from this (issue 38: stems of a described
 * song were "Untitled (Vocals)", read from the request's empty title); '' when it has none.
 */
export function answeredTitle(task: DemoTask): string {
  const body = task.input;
  return stripTags(isDescriptionMode(body) ? written(body).title : str(body.title));
}

type ClipWord = 'submitted' | 'queued' | 'streaming' | 'complete' | 'error';

function clipWord(engine: DemoEngine, task: DemoTask): ClipWord {
  const { phase } = engine.phase(task);
  if (phase === 'succeeded') return 'complete';
  if (phase === 'failed') return 'error';
  if (phase === 'running') return 'streaming';
  const factor = paceFactor(task.scenario);
  const elapsed = (engine.now() - task.createdAt) * engine.speed;
  return elapsed < task.timing.queueMs * factor * SUBMITTED_SHARE ? 'submitted' : 'queued';
}

/** A music clip record as the feed answers it, for the clip's state at the engine's now. */
export function clipRecord(engine: DemoEngine, task: DemoTask): Record<string, unknown> {
  const body = task.input;
  const word = clipWord(engine, task);
  const started = word === 'streaming' || word === 'complete' || word === 'error';
  const audio = sampleMedia.audio[task.variant % 2] ?? 'tune-a.mp3';
  const cover = engine.media(sampleMedia.cover);
  const instrumental = body.make_instrumental === true;
  const describe = isDescriptionMode(body);
  const made = written(body);
  const title = describe ? (started ? made.title : '') : str(body.title);
  const tags = describe ? (started ? made.tags : '') : str(body.tags);
  const lyrics = instrumental ? '' : describe ? (started ? made.lyrics : '') : str(body.prompt);
  const mv = str(body.mv) || DEFAULT_MODEL;
  // An uploaded clip plays the file it was made from (tune-upload.ts), not a sample.
  const ownAudio = str(body.own_audio);
  const audioUrl =
    ownAudio !== '' && (word === 'complete' || word === 'streaming')
      ? ownAudio
      : word === 'complete'
        ? task.scenario.ownLink
          ? engine.taskMedia(task, audio)
          : engine.media(audio)
        : word === 'streaming'
          ? `${engine.media(audio)}?item_id=${task.id}`
          : '';
  return {
    id: task.id,
    video_url: word === 'complete' ? engine.media('sample.mp4') : '',
    audio_url: audioUrl,
    image_url: started && !task.scenario.noCover ? cover : null,
    image_large_url: started && !task.scenario.noCover ? cover : null,
    is_video_pending: word !== 'complete',
    major_model_version: majorVersion[mv] ?? 'v3.5',
    model_name: mv,
    metadata: {
      tags,
      negative_tags: '',
      prompt: lyrics,
      gpt_description_prompt: describe ? str(body.gpt_description_prompt) : null,
      audio_prompt_id: null,
      history: null,
      concat_history: Array.isArray(body.concat_history) ? body.concat_history : null,
      type: typeof body.task === 'string' && body.task !== 'extend' ? body.task : 'gen',
      ...(body.task === 'extend' || body.task === 'upload_extend'
        ? {
            continue_clip_id: body.continue_clip_id,
            continue_at: body.continue_at,
            history: [
              {
                id: body.continue_clip_id,
                continue_at: body.continue_at,
                type: body.task === 'upload_extend' ? 'upload' : 'gen',
                source: 'web',
              },
            ],
          }
        : {}),
      ...(body.task === 'infill'
        ? {
            continue_clip_id: body.continue_clip_id,
            infill_start_s: body.infill_start_s,
            infill_end_s: body.infill_end_s,
          }
        : {}),
      ...(body.task === 'gen_stem'
        ? { stem_from_id: body.continue_clip_id, stem_type_group_name: body.stem_part }
        : {}),
      ...(typeof body.task === 'string' ? tuneTasks.get(body.task)?.metadata(body) : {}),
      duration: word === 'complete' ? SAMPLE_DURATION_SECONDS : null,
      refund_credits: word === 'error',
      stream: true,
      has_vocal: !instrumental,
      error_type: word === 'error' ? 'generation_failed' : null,
      error_message:
        word === 'error'
          ? 'Unable to generate this clip: the upstream model stopped part-way (scenario [fail]).'
          : null,
    },
    is_liked: false,
    user_id: DEMO_USER,
    display_name: 'demo',
    handle: 'demo',
    is_handle_updated: false,
    is_trashed: false,
    reaction: null,
    created_at: new Date(task.createdAt).toISOString(),
    status: task.scenario.unknownWord && word === 'queued' ? 'initializing' : word,
    title,
    play_count: 0,
    upvote_count: 0,
    is_public: false,
  };
}

/**
 * [hostile] (both clips of the generation): every string but the clip id is markup or a script URL
 * (`audio_url`, `video_url`, `image_url`, `image_large_url` included, at every stage), and the
 * status is a hostile word while the clip waits and in the first half of streaming; then the real
 * words, so the clip still ends.
 */
export function hostileTuneClip(
  engine: DemoEngine,
  task: DemoTask,
  value: Record<string, unknown>,
): Record<string, unknown> {
  const { phase, progress } = engine.phase(task);
  const record = hostilise(value, topLevel('id'));
  const status =
    phase === 'queued'
      ? hostileStatusWords.queued
      : phase === 'running' && progress < 50
        ? hostileStatusWords.running
        : value.status;
  return { ...record, status };
}

/** The clip record the feed and the create answer carry, hostile when the scenario asks. */
export function answerClip(engine: DemoEngine, task: DemoTask): Record<string, unknown> {
  const record = clipRecord(engine, task);
  return task.scenario.hostile ? hostileTuneClip(engine, task, record) : record;
}
