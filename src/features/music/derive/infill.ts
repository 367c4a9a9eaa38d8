import {
  INFILL_MAX_SECONDS,
  zTuneCreateAnswer,
  type TuneInfillRequest,
} from '@/features/music/gateway-schema/tune';
import type { JobCreator } from '@/jobs/generator';
import { intlLocale, t } from '@/i18n/i18n';
import { formatClock } from '@/lib/time';
import { z } from '@/lib/zod';
import { MUSIC_KIND } from '@/features/music/api';
import { createClips, derivedSongSummary, modelOf } from './create-clips';
import { madeFrom, type MusicSource } from './music-source';
import { lyricsText, roundSeconds, secondsInSong, tagsText, titleText } from './song-fields';
import { musicPath } from '../paths';

/**
 * Replace a section of a finished song (issue 26, item 4): the music create request with
 * `task: "infill"`, `continue_clip_id`, `infill_start_s`, `infill_end_s` and the section's new
 * lyrics (plus style and title, as a continuation sends) → new takes followed on the feed.
 * The section lies inside the song, ends after it starts, and is at most 30 seconds long.
 */
export { INFILL_MAX_SECONDS };

const count = (n: number) => n.toLocaleString(intlLocale());

/**
 * The form's schema for a clip `durationSeconds` long (unknown: only the gateway's bounds). Each
 * message names its field's limit and stands next to that field.
 */
export function infillSchema(durationSeconds: number | null) {
  const limit = durationSeconds === null ? null : roundSeconds(durationSeconds);
  const inSong = (field: 'start' | 'end') => () =>
    limit === null
      ? t('music.infill.invalid')
      : t(field === 'start' ? 'music.infill.start.range' : 'music.infill.end.range', {
          max: count(limit),
        });
  return z
    .object({
      start: secondsInSong(limit, inSong('start')),
      end: secondsInSong(limit, inSong('end')),
      lyrics: lyricsText().check(
        z.minLength(1, { error: () => t('music.infill.lyrics.required') }),
      ),
      tags: tagsText(),
      title: titleText(),
    })
    .check(
      z.superRefine((values, ctx) => {
        // A field already out of the song has its own message; the span is judged between two good ends.
        const ok = (n: number) => Number.isFinite(n) && n >= 0 && (limit === null || n <= limit);
        if (!ok(values.start) || !ok(values.end)) return;
        if (values.end <= values.start) {
          ctx.addIssue({
            code: 'custom',
            path: ['end'],
            message: t('music.infill.end.afterStart', { start: formatClock(values.start) }),
          });
        } else if (roundSeconds(values.end - values.start) > INFILL_MAX_SECONDS) {
          ctx.addIssue({
            code: 'custom',
            path: ['end'],
            message: t('music.infill.tooLong', {
              max: count(INFILL_MAX_SECONDS),
              length: count(roundSeconds(values.end - values.start)),
            }),
          });
        }
      }),
    );
}
export type InfillFormValues = z.output<ReturnType<typeof infillSchema>>;
export type InfillFormInput = z.input<ReturnType<typeof infillSchema>>;

/** Where the picker starts: from the player's time, five seconds (or to the song's end). */
export function startingSection(
  playerSeconds: number,
  durationSeconds: number | null,
): { start: number; end: number } {
  const length = durationSeconds ?? Infinity;
  const span = Math.min(5, length);
  const start = roundSeconds(Math.max(0, Math.min(playerSeconds, length - span)));
  return { start, end: roundSeconds(Math.min(start + span, length)) };
}

export function toInfillRequest(source: MusicSource, values: InfillFormValues): TuneInfillRequest {
  return {
    task: 'infill',
    continue_clip_id: source.clipId,
    infill_start_s: values.start,
    infill_end_s: values.end,
    prompt: values.lyrics,
    tags: values.tags,
    title: values.title,
    mv: modelOf(source),
  };
}

export function infillCreator(source: MusicSource): JobCreator<InfillFormValues> {
  return {
    kind: MUSIC_KIND,
    // A blank title keeps the source's: the new takes are the same song with a section sung anew.
    summarize: (values) => ({
      ...derivedSongSummary(source, values, { title: source.title }),
      madeName: madeFrom(source, 'music.made.infill', {
        at: formatClock(values.start),
        end: formatClock(values.end),
      }),
    }),
    describeRequest: (values) => toInfillRequest(source, values),
    source: (values) => ({
      jobId: source.jobId,
      relation: 'infill',
      remoteId: source.clipId,
      at: values.start,
      until: values.end,
    }),
    create: (ctx, values) =>
      createClips(
        ctx,
        musicPath(ctx.settings.paths, 'tuneCreatePath'),
        toInfillRequest(source, values),
        zTuneCreateAnswer,
      ),
  };
}
