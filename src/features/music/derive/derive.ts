import {
  zTuneConcatAnswer,
  zTuneCreateAnswer,
  type TuneConcatRequest,
  type TuneContinueRequest,
  type TuneStemRequest,
} from '@/features/music/gateway-schema/tune';
import type { JobCreator } from '@/jobs/generator';
import type { Job, JobSource } from '@/jobs/job';
import { withValues, type TryAgainPlan } from '@/jobs/create/try-again';
import { asRecord } from '@/jobs/forms/recall';
import { intlLocale, t } from '@/i18n/i18n';
import { formatClock } from '@/lib/time';
import { z } from '@/lib/zod';
import { MUSIC_KIND } from '@/features/music/api';
import { createClips, derivedSongSummary, modelOf } from './create-clips';
import { infillCreator, infillSchema } from './infill';
import { madeFrom, type MusicSource } from './music-source';

export type { MusicSource };
import { lyricsText, roundSeconds, secondsInSong, tagsText, titleText } from './song-fields';
import { musicPath } from '../paths';

/**
 * Making more from a finished song (issue 13), each a music job followed on the feed like any:
 * - continue a clip from a time: the music create request with `task: "extend"`,
 *   `continue_clip_id`, `continue_at` and the new lyrics, style and title;
 * - split a clip into stems: `task: "gen_stem"` (`stem_task: "two"`: vocals and instrumental);
 * - join a continued clip into one song: `POST /tune/generate/concat {clip_id, is_infill: false}`
 *   (the assumed path `tuneConcatPath`).
 */

export const sourceOf = (
  source: MusicSource,
  relation: JobSource['relation'],
  at: number | null = null,
): JobSource => ({
  jobId: source.jobId,
  relation,
  remoteId: source.clipId,
  at,
});

/**
 * The continue form's schema for a clip `durationSeconds` long (unknown: no upper bound but the
 * gateway's). `continueAt` must fall inside the clip; the lyrics are what comes next.
 */
export function continueSchema(durationSeconds: number | null) {
  const limit = durationSeconds === null ? null : roundSeconds(durationSeconds);
  const count = (n: number) => n.toLocaleString(intlLocale());
  // Functions: the message is read when shown, in the language of that moment.
  const atMessage = () =>
    limit === null
      ? t('music.continue.at.invalid')
      : t('music.continue.at.range', { max: count(limit) });
  return z.object({
    continueAt: secondsInSong(limit, atMessage),
    lyrics: lyricsText().check(
      z.minLength(1, { error: () => t('music.continue.lyrics.required') }),
    ),
    tags: tagsText(),
    title: titleText(),
  });
}
export type ContinueFormValues = z.output<ReturnType<typeof continueSchema>>;
export type ContinueFormInput = z.input<ReturnType<typeof continueSchema>>;

export function toContinueRequest(
  source: MusicSource,
  values: ContinueFormValues,
): TuneContinueRequest {
  return {
    // Gateways continue an uploaded clip with its own task (field notes), a generated one with extend.
    task: source.uploaded === true ? 'upload_extend' : 'extend',
    continue_clip_id: source.clipId,
    continue_at: values.continueAt,
    prompt: values.lyrics,
    tags: values.tags,
    title: values.title,
    mv: modelOf(source),
  };
}

export function continueCreator(source: MusicSource): JobCreator<ContinueFormValues> {
  return {
    kind: MUSIC_KIND,
    // A blank title keeps the source's, as the gateway does: the new takes are named by it.
    summarize: (values) => ({
      ...derivedSongSummary(source, values, { title: source.title }),
      madeName: madeFrom(source, 'music.made.continue', { at: formatClock(values.continueAt) }),
    }),
    describeRequest: (values) => toContinueRequest(source, values),
    source: (values) => sourceOf(source, 'continue', values.continueAt),
    create: (ctx, values) =>
      createClips(
        ctx,
        musicPath(ctx.settings.paths, 'tuneCreatePath'),
        toContinueRequest(source, values),
        zTuneCreateAnswer,
      ),
  };
}

export const toStemRequest = (source: MusicSource): TuneStemRequest => ({
  task: 'gen_stem',
  continue_clip_id: source.clipId,
  stem_task: 'two',
});

/**
 * Stems asks before it sends, as Cover does (issue 54): its form has no fields, only what the one
 * paid request is and the button that sends it.
 */
export const stemsConfirmSchema = () => z.object({});
export type StemsConfirmValues = z.infer<ReturnType<typeof stemsConfirmSchema>>;

/** The stems of a take: the same request whatever the values (none, or the confirm's empty ones). */
export function stemsCreator<TValues = void>(source: MusicSource): JobCreator<TValues> {
  return {
    kind: MUSIC_KIND,
    // The source's own title, stored as it is: the card's headline ("Stems: “…”") and each part's
    // title ("… (Vocals)") are worded when shown, in the language of that moment.
    summarize: () => ({
      prompt: '',
      fields: { mode: 'stems', title: source.title },
      madeName: madeFrom(source, 'music.made.stems'),
    }),
    describeRequest: () => toStemRequest(source),
    source: () => sourceOf(source, 'stems'),
    create: (ctx) =>
      createClips(
        ctx,
        musicPath(ctx.settings.paths, 'tuneCreatePath'),
        toStemRequest(source),
        zTuneCreateAnswer,
      ),
  };
}

export const toConcatRequest = (source: MusicSource): TuneConcatRequest => ({
  clip_id: source.clipId,
  is_infill: false,
});

export function concatCreator(source: MusicSource): JobCreator<void> {
  return {
    kind: MUSIC_KIND,
    summarize: () => ({
      prompt: '',
      fields: { mode: 'whole song', title: source.title },
      madeName: madeFrom(source, 'music.made.concat'),
    }),
    describeRequest: () => toConcatRequest(source),
    source: () => sourceOf(source, 'concat'),
    create: (ctx) =>
      createClips(
        ctx,
        musicPath(ctx.settings.paths, 'tuneConcatPath'),
        toConcatRequest(source),
        zTuneConcatAnswer,
      ),
  };
}

/**
 * "Try again" on a refused continuation, split or join: the same request to the same clip, from
 * the body kept in the record — never a plain song, which would make something else.
 */
export function tryAgainDerived(job: Job): TryAgainPlan | null {
  const source = job.source;
  if (source === null || source.remoteId === null) return null;
  const made = job.madeName?.whole.values?.name;
  const from: MusicSource = {
    jobId: source.jobId,
    clipId: source.remoteId,
    title: typeof job.fields.title === 'string' ? job.fields.title : null,
    model: typeof job.fields.model === 'string' ? job.fields.model : null,
    // The refused job's made name names its source: the new try is named the same.
    name: typeof made === 'number' ? null : (made ?? null),
  };
  if (source.relation === 'stems') return { ready: true, creator: stemsCreator(from) };
  if (source.relation === 'concat') return { ready: true, creator: concatCreator(from) };
  const body = asRecord(job.request);
  if (source.relation === 'infill') return tryAgainInfill(from, body);
  if (source.relation !== 'continue') return null;
  const parsed = continueSchema(null).safeParse({
    continueAt: body.continue_at,
    lyrics: body.prompt,
    tags: body.tags ?? '',
    title: body.title ?? '',
  });
  if (!parsed.success) return null;
  const uploaded = body.task === 'upload_extend';
  return { ready: true, creator: withValues(continueCreator({ ...from, uploaded }), parsed.data) };
}

/** A refused section replacement, again: the same span of the same clip with the same words. */
function tryAgainInfill(from: MusicSource, body: Record<string, unknown>): TryAgainPlan | null {
  const parsed = infillSchema(null).safeParse({
    start: body.infill_start_s,
    end: body.infill_end_s,
    lyrics: body.prompt,
    tags: body.tags ?? '',
    title: body.title ?? '',
  });
  if (!parsed.success) return null;
  return { ready: true, creator: withValues(infillCreator(from), parsed.data) };
}
