import { message, t } from '@/i18n/i18n';
import { firstWebLink, taskRecordOf, type TaskEnvelope } from '@/gateway/schemas/task-envelope';
import type { JobUpdate } from '@/jobs/job';
import { settleSucceeded } from '@/jobs/status';
import { safeMediaUrl } from '@/lib/safe-url';
import { lazySchema, z } from '@/lib/zod';
import type { ConversionFormat } from './convert';

/**
 * Notes a gateway may answer for MIDI instead of a file (field notes: `{instruments: [{name, notes:
 * [{pitch, start, end, velocity}]}]}`, times in seconds). Loose: anything else is kept in the raw
 * record; a note that is not numbers is dropped, never the whole answer.
 */
const zNote = lazySchema(() =>
  z.object({
    pitch: z.number().check(z.int(), z.gte(0), z.lte(127)),
    start: z.number().check(z.gte(0)),
    end: z.number().check(z.gte(0)),
    velocity: z.catch(z.number().check(z.gte(0), z.lte(127)), 90),
  }),
);
export const zMidiNotesAnswer = lazySchema(() =>
  z.looseObject({
    instruments: z
      .array(
        z.looseObject({
          name: z.nullish(z.string()),
          notes: z.pipe(
            z.array(z.unknown()),
            z.transform((notes) =>
              notes.flatMap((note) => {
                const read = zNote.safeParse(note);
                return read.success && read.data.end >= read.data.start ? [read.data] : [];
              }),
            ),
          ),
        }),
      )
      .check(z.minLength(1)),
  }),
);
export type MidiNotesAnswer = z.infer<typeof zMidiNotesAnswer>;

/**
 * The task's file: `data.url` (a web link, or the in-page demo's own `blob:` address), else the
 * first http(s) link in its `data` (field notes).
 */
export function conversionLink(envelope: TaskEnvelope): string | null {
  const inner = taskRecordOf(envelope).record.data;
  const named =
    typeof inner === 'object' && inner !== null && 'url' in inner ? safeMediaUrl(inner.url) : null;
  return named ?? safeMediaUrl(firstWebLink(inner, ['url']));
}

/** Notes answered in place of a MIDI file, from the task's `data`, or null. */
export function conversionNotes(envelope: TaskEnvelope): MidiNotesAnswer | null {
  const read = zMidiNotesAnswer.safeParse(taskRecordOf(envelope).record.data);
  return read.success && read.data.instruments.some((i) => i.notes.length > 0) ? read.data : null;
}

/**
 * A conversion task's state in the studio's words. A WAV's file is the job's song (a player, the
 * Library's Download, a storyboard's soundtrack); a MIDI's link is kept as its `midi` field (it
 * plays in no player: the card draws its notes), notes answered in its place are read from the
 * raw record. "Done" without a file is not done (decision 008).
 */
export function normaliseConversion(format: ConversionFormat, envelope: TaskEnvelope): JobUpdate {
  const read = taskRecordOf(envelope);
  const link = conversionLink(envelope);
  const notes = format === 'midi' && link === null ? conversionNotes(envelope) : null;
  const said = read.status ?? (link !== null ? 'succeeded' : 'unknown');
  const status = settleSucceeded(said, link !== null || notes !== null);
  const update: JobUpdate = { status, statusWord: read.word, raw: envelope };
  if (status === 'running' || status === 'queued') update.progress = read.progress;
  if (status === 'succeeded') {
    update.progress = 100;
    if (format === 'wav' && link !== null)
      update.media = [{ kind: 'audio', url: link, poster: null }];
    if (format === 'midi') update.fields = { midi: link ?? 'notes' };
  }
  if (status === 'failed') {
    if (read.failReason !== null) update.error = read.failReason;
    else {
      update.error = t('music.convert.failedWithoutReason');
      update.errorMessage = message('music.convert.failedWithoutReason');
    }
  }
  return update;
}
