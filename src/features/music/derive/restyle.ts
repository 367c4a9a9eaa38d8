import {
  zTuneCreateAnswer,
  type TuneClip,
  type TuneCoverRequest,
  type TunePaintRequest,
} from '@/features/music/gateway-schema/tune';
import type { JobCreator } from '@/jobs/generator';
import type { Job } from '@/jobs/job';
import { t } from '@/i18n/i18n';
import { nonEmptyText } from '@/lib/text';
import { z } from '@/lib/zod';
import { MUSIC_KIND } from '@/features/music/api';
import { createClips, derivedSongSummary, modelOf } from './create-clips';
import { sourceOf } from './derive';
import { madeFrom, type MusicSource } from './music-source';
import { shortStyle } from '@/jobs/names';
import { clipKey, clipStatus, knownClips } from '@/features/music/normalise';
import { lyricsText, tagsText, titleText } from './song-fields';
import { musicPath } from '../paths';

/**
 * A song made anew from a finished one (issue 26), each a music job on the create path followed on
 * the feed like any:
 * - a cover: `task: "cover"`, `cover_clip_id`, new style tags, the title, and the lyrics (the
 *   source's unless changed) — of a generated song or an uploaded one;
 * - vocals over an instrumental: `task: "overpainting"`, `continue_clip_id`, the lyrics and style;
 * - an instrumental under vocals: `task: "underpainting"`, `continue_clip_id`, the style.
 */

/** A cover needs a new style: the same tags would make the same song again. */
export function coverSchema() {
  return z.object({
    tags: tagsText().check(z.minLength(1, { error: () => t('music.cover.tags.required') })),
    title: titleText(),
    lyrics: lyricsText(),
  });
}
export type CoverFormValues = z.output<ReturnType<typeof coverSchema>>;
export type CoverFormInput = z.input<ReturnType<typeof coverSchema>>;

export const toCoverRequest = (source: MusicSource, values: CoverFormValues): TuneCoverRequest => ({
  task: 'cover',
  cover_clip_id: source.clipId,
  prompt: values.lyrics,
  tags: values.tags,
  title: values.title,
  mv: modelOf(source),
});

export function coverCreator(source: MusicSource): JobCreator<CoverFormValues> {
  return {
    kind: MUSIC_KIND,
    summarize: (values) => ({
      ...derivedSongSummary(source, values, {
        title: source.title,
        instrumental: values.lyrics === '',
      }),
      madeName: madeFrom(source, 'music.made.cover', { style: shortStyle(values.tags) }),
    }),
    describeRequest: (values) => toCoverRequest(source, values),
    source: () => sourceOf(source, 'cover'),
    create: (ctx, values) =>
      createClips(
        ctx,
        musicPath(ctx.settings.paths, 'tuneCreatePath'),
        toCoverRequest(source, values),
        zTuneCreateAnswer,
      ),
  };
}

export type PaintTask = TunePaintRequest['task'];

/**
 * Vocals over an instrumental need words to sing; an instrumental under vocals needs a style to
 * play in (its words are the vocals already there, so none are sent).
 */
export function paintSchema(task: PaintTask): z.ZodMiniType<PaintFormValues, PaintFormValues> {
  return task === 'overpainting'
    ? z.object({
        lyrics: lyricsText().check(
          z.minLength(1, { error: () => t('music.paint.lyrics.required') }),
        ),
        tags: tagsText(),
        title: titleText(),
      })
    : z.object({
        // Not asked, not sent: the words are the vocals already there.
        lyrics: z.string(),
        tags: tagsText().check(z.minLength(1, { error: () => t('music.paint.tags.required') })),
        title: titleText(),
      });
}
export interface PaintFormValues {
  lyrics: string;
  tags: string;
  title: string;
}

export function toPaintRequest(
  task: PaintTask,
  source: MusicSource,
  values: PaintFormValues,
): TunePaintRequest {
  return {
    task,
    continue_clip_id: source.clipId,
    ...(task === 'overpainting' ? { prompt: values.lyrics } : {}),
    tags: values.tags,
    title: values.title,
    mv: modelOf(source),
  };
}

export function paintCreator(task: PaintTask, source: MusicSource): JobCreator<PaintFormValues> {
  return {
    kind: MUSIC_KIND,
    summarize: (values) => ({
      ...derivedSongSummary(source, values, { title: source.title }),
      madeName: madeFrom(source, `music.made.${task}`),
    }),
    describeRequest: (values) => toPaintRequest(task, source, values),
    source: () => sourceOf(source, task),
    create: (ctx, values) =>
      createClips(
        ctx,
        musicPath(ctx.settings.paths, 'tuneCreatePath'),
        toPaintRequest(task, source, values),
        zTuneCreateAnswer,
      ),
  };
}

/**
 * Whether a clip sings, from what the job knows: its record's `has_vocal`, a stem's part, an
 * instrumental asked for; null when nothing says (an uploaded file: the person knows, both are offered).
 */
export function clipSings(job: Pick<Job, 'fields'>, clip: TuneClip | undefined): boolean | null {
  const metadata = clip?.metadata;
  if (typeof metadata?.has_vocal === 'boolean') return metadata.has_vocal;
  const group = nonEmptyText(metadata?.stem_type_group_name)?.toLowerCase() ?? '';
  if (group.includes('instrumental')) return false;
  if (group.includes('vocal')) return true;
  if (job.fields.instrumental === true) return false;
  return null;
}

/** Vocals are added only where there are none, an instrumental only under vocals. */
export function paintOffered(task: PaintTask, sings: boolean | null): boolean {
  return task === 'overpainting' ? sings !== true : sings !== false;
}

/** The job's finished clip records, for the rules that read them: only a finished take is a source. */
const clipsOf = (job: Job) =>
  [...knownClips(job).values()].filter((clip) => clipStatus(clip) === 'succeeded');

/** A cover is offered on a job with a finished take, generated or uploaded. */
export const jobOffersCover = (job: Job) => clipsOf(job).length > 0;

/** A job offers a paint when one of its clips would. */
export const jobOffersPaint = (task: PaintTask) => (job: Job) =>
  clipsOf(job).some((clip) => paintOffered(task, clipSings(job, clip)));

/**
 * An uploaded clip: its record's `metadata.type` is `upload` (field notes), or the job says it
 * was one. A persona cannot be made from it.
 */
export function isUploadClip(job: Pick<Job, 'fields' | 'source'>, clip: TuneClip | undefined) {
  return (
    nonEmptyText(clip?.metadata?.type)?.toLowerCase() === 'upload' ||
    job.fields.mode === 'upload' ||
    job.source?.relation === 'upload'
  );
}

/** The record the job keeps of one of its clips. */
export const clipRecordOf = (job: Job, clipId: string): TuneClip | undefined =>
  knownClips(job).get(clipKey(clipId));

/** A persona is offered on a job with a clip of its own making (not an upload). */
export const jobOffersPersona = (job: Job) => clipsOf(job).some((clip) => !isUploadClip(job, clip));

/** What the job view offers of issue 26's operations; each clip then offers what fits it. */
export interface RestyleOffers {
  cover?: boolean;
  overpainting?: boolean;
  underpainting?: boolean;
  persona?: boolean;
}

/** Whether any of them could show beside a clip (the actions row is drawn only then). */
export const anyRestyle = (offered: RestyleOffers) =>
  offered.cover === true ||
  offered.overpainting === true ||
  offered.underpainting === true ||
  offered.persona === true;
