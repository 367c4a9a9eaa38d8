import { lazySchema, z } from '@/lib/zod';
import { fillPath } from '@/gateway/path';
import { zId, zWord } from '@/gateway/schemas/common';
import { answerProblems } from '@/gateway/schemas/answer-problems';

const zText = lazySchema(() => z.nullish(z.string()));

/**
 * Gateways send `metadata.duration` as a number, some as a numeric string; it is null until the
 * clip completes. Anything that is not a finite number reads as "not known".
 */
const zDuration = lazySchema(() =>
  z.pipe(
    z.nullish(z.union([z.number(), z.string()])),
    z.transform((value) => {
      if (value === null || value === undefined) return null;
      const n = typeof value === 'number' ? value : Number.parseFloat(value);
      return Number.isFinite(n) && n >= 0 ? n : null;
    }),
  ),
);

/** `metadata` of a music clip. Every field may be missing or null on some gateways. */
export const zTuneClipMetadata = lazySchema(() =>
  z.looseObject({
    tags: zText,
    /** The lyrics. */
    prompt: zText,
    gpt_description_prompt: zText,
    duration: zDuration,
    type: zText,
    error_message: zText,
    /** A continued clip names its source and where it was continued (field notes). */
    continue_clip_id: zText,
    continue_at: zDuration,
    /** Stems name the clip they were split from… */
    stem_from_id: zText,
    /** …and which part each is ("Vocals", "Instrumental"; the demo's word, assumed). */
    stem_type_group_name: zText,
    has_vocal: z.nullish(z.boolean()),
    /** A cover names the clip it restyles; a song in a persona's voice its persona and clip. */
    cover_clip_id: zText,
    persona_id: zText,
    artist_clip_id: zText,
    /** A clip with a section replaced (`type: "infill"`) names the span (issue 26; assumed). */
    infill_start_s: zDuration,
    infill_end_s: zDuration,
  }),
);

/** One music clip, an element of the feed's answer (and of the create answer). */
export const zTuneClip = lazySchema(() =>
  z.looseObject({
    id: zId,
    video_url: zText,
    audio_url: zText,
    image_url: zText,
    image_large_url: zText,
    is_video_pending: z.nullish(z.boolean()),
    major_model_version: zText,
    model_name: zText,
    metadata: z.nullish(zTuneClipMetadata),
    title: zText,
    status: zWord,
    created_at: zText,
  }),
);
export type TuneClip = z.infer<typeof zTuneClip>;

/**
 * A list of clips as gateways send it: a bare array (the documented feed answer), `{clips: [...]}`
 * (the common create answer), or `{data: [...]}` (a wrapping some gateways add).
 */
const zClipArray = lazySchema(() => z.array(zTuneClip));

export const zTuneClipList = lazySchema(() =>
  z.union([
    zClipArray,
    z.pipe(
      z.looseObject({ clips: zClipArray }),
      z.transform((value): TuneClip[] => value.clips),
    ),
    z.pipe(
      z.looseObject({ data: zClipArray }),
      z.transform((value): TuneClip[] => value.data),
    ),
  ]),
);

/** `GET /tune/feed/{ids}`: the known clips among those asked, in any order. */
export const zTuneFeed = zTuneClipList;

/** The create answer must name at least one clip: without an id there is nothing to follow. */
export const zTuneCreateAnswer = lazySchema(() =>
  zTuneClipList.check(
    z.refine((clips) => clips.length > 0, {
      message: answerProblems.noClips,
    }),
  ),
);

/**
 * Music create and feed are assumed settings (`tuneCreatePath`, default `/tune/generate`;
 * `tuneFeedPath`, default `/tune/feed/{ids}`): the builder takes the setting. The contract's prose
 * writes the feed's prefix `/tuneapi/feed/`, its example `/tune/feed/`; this is the prose one.
 */
export const tunePaths = { feedAsWritten: '/tuneapi/feed/{ids}' } as const;

/** One feed request for many clips: the ids comma-joined in one segment. */
export const tuneFeedPath = (template: string, ids: readonly string[]): string =>
  fillPath(template, { ids: ids.join(',') });

/**
 * `POST /tune/generate/concat {clip_id, is_infill: false}` (assumed path `tuneConcatPath`): one clip
 * record, the whole song from a continued clip. Some relays answer a bare record, some a list.
 */
export const zTuneConcatAnswer = lazySchema(() =>
  z.union([
    z.pipe(
      zTuneClip,
      z.transform((clip): TuneClip[] => [clip]),
    ),
    zTuneCreateAnswer,
  ]),
);

/** Which parts a stem split makes: `two` is vocals and instrumental. */
export const tuneStemTasks = ['two'] as const;

/** The music create body for a continuation (`task: "extend"`) of a clip at `continue_at` seconds. */
export interface TuneContinueRequest {
  /** `upload_extend` continues an uploaded clip (issue 26). */
  task: 'extend' | 'upload_extend';
  continue_clip_id: string;
  continue_at: number;
  prompt: string;
  tags: string;
  title: string;
  mv: string;
}

/** The music create body for a stem split of a finished clip. */
export interface TuneStemRequest {
  task: 'gen_stem';
  continue_clip_id: string;
  stem_task: (typeof tuneStemTasks)[number];
}

/**
 * The music create body that replaces a section of a finished clip (issue 26; field notes):
 * `infill_start_s` to `infill_end_s` sung anew with `prompt`, the rest of the song kept.
 */
export interface TuneInfillRequest {
  task: 'infill';
  continue_clip_id: string;
  infill_start_s: number;
  infill_end_s: number;
  prompt: string;
  tags: string;
  title: string;
  mv: string;
}

/** The longest section one request may replace (the limit relays state), in seconds. */
export const INFILL_MAX_SECONDS = 30;

export interface TuneConcatRequest {
  clip_id: string;
  is_infill: false;
}

/** `POST /tune/generate/lyrics/ {prompt}` → `{id}` (assumed path `tuneLyricsPath`). */
export const zTuneLyricsTask = lazySchema(() => z.looseObject({ id: zId }));

/**
 * `GET /tune/lyrics/{id}` (assumed path `tuneLyricsQueryPath`): `status` moves to `complete` with
 * `text` and `title`; `error` (or a `failed` word) ends it without them.
 */
export const zTuneLyrics = lazySchema(() =>
  z.looseObject({
    id: z.optional(zId),
    status: zWord,
    text: zText,
    title: zText,
    error_message: zText,
  }),
);
export type TuneLyrics = z.infer<typeof zTuneLyrics>;

export const tuneLyricsQueryPath = (template: string, id: string): string =>
  fillPath(template, { id });

/** The music create body for a cover (`task: "cover"`): the clip restyled, with new words and style. */
export interface TuneCoverRequest {
  task: 'cover';
  cover_clip_id: string;
  prompt: string;
  tags: string;
  title: string;
  mv: string;
}

/**
 * The music create body that paints a new layer over (vocals over an instrumental:
 * `overpainting`) or under (an instrumental under vocals: `underpainting`) a finished clip.
 */
export interface TunePaintRequest {
  task: 'overpainting' | 'underpainting';
  continue_clip_id: string;
  /** The lyrics to sing (overpainting only: under vocals, the words are already there). */
  prompt?: string;
  tags: string;
  title: string;
  mv: string;
}

/** `POST /tune/persona/create/` (assumed path `tunePersonaPath`): a voice made from one clip. */
export interface TunePersonaRequest {
  root_clip_id: string;
  name: string;
  description: string;
  clips: [string];
  is_public: false;
}

/**
 * Its answer: `{id, name, description, root_clip_id, …}`; some relays wrap it in `{data: …}` or
 * name the id `persona_id`. Without an id there is nothing to sing with.
 */
const zPersonaRecord = lazySchema(() =>
  z.union([
    z.looseObject({ id: zId, name: zText, root_clip_id: zText }),
    z.pipe(
      z.looseObject({ persona_id: zId, name: zText, root_clip_id: zText }),
      z.transform((value) => ({ ...value, id: value.persona_id })),
    ),
  ]),
);
export const zTunePersonaAnswer = lazySchema(() =>
  z.union([
    zPersonaRecord,
    z.pipe(
      z.looseObject({ data: zPersonaRecord }),
      z.transform((value) => value.data),
    ),
  ]),
);
export type TunePersonaAnswer = z.infer<typeof zTunePersonaAnswer>;
