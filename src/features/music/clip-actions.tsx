import type { RefObject } from 'react';
import { NumberField } from '@/components/ui/form/number-field';
import { TextField } from '@/components/ui/form/text-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import type { Job } from '@/jobs/job';
import { DeriveButton, DeriveForm } from '@/jobs/ui/derive';
import { formatClock } from '@/lib/time';
import {
  concatCreator,
  continueCreator,
  continueSchema,
  roundSeconds,
  stemsCreator,
  type ContinueFormInput,
  type MusicSource,
} from './derive';
import { LYRICS_MAX, TAGS_MAX, TITLE_MAX } from './schema';
import type { ClipView } from './normalise';

export interface ClipDerivations {
  continue: boolean;
  stems: boolean;
  concat: boolean;
}

/**
 * What can be made from one finished clip (issue 13): "Continue from here" (from the player's
 * current time, editable), "Stems", and — on a continued song — "Join into one song".
 */
export function ClipActions({
  job,
  clip,
  title,
  audio,
  offered,
}: {
  job: Job;
  clip: ClipView;
  title: string;
  audio: RefObject<HTMLAudioElement | null>;
  offered: ClipDerivations;
}) {
  if (!offered.continue && !offered.stems && !offered.concat) return null;
  const source: MusicSource = {
    jobId: job.id,
    clipId: clip.id,
    title: clip.title,
    model: typeof job.fields.model === 'string' ? job.fields.model : null,
  };
  const duration = clip.durationSeconds;
  const startValues = (): ContinueFormInput => ({
    continueAt: roundSeconds(Math.min(audio.current?.currentTime ?? 0, duration ?? Infinity)),
    lyrics: '',
    tags: clip.tags ?? '',
    title: clip.title ?? '',
  });
  return (
    <div className="flex flex-wrap items-start gap-2">
      {offered.continue ? (
        <DeriveForm
          action="Continue from here"
          title={`Continue “${title}”`}
          schema={continueSchema(duration)}
          defaults={startValues}
          creator={continueCreator(source)}
          submitLabel="Start continuation"
          startedText="Continuation started."
          idPrefix={`continue-${job.id}-${clip.id}`}
        >
          <NumberField
            name="continueAt"
            label="Continue at (seconds)"
            hint={
              duration === null
                ? 'Taken from the player; the new part starts here.'
                : `Taken from the player; from 0 to ${roundSeconds(duration).toLocaleString('en')} s (${formatClock(duration)}).`
            }
            required
            min={0}
            max={duration ?? undefined}
            step={0.1}
          />
          <TextareaField name="lyrics" label="New lyrics" hint={`What comes next; up to ${LYRICS_MAX.toLocaleString('en')} characters.`} required rows={4} />
          <TextField name="tags" label="New style tags" hint={`Up to ${TAGS_MAX} characters.`} />
          <TextField name="title" label="New title" hint={`Up to ${TITLE_MAX} characters.`} />
        </DeriveForm>
      ) : null}
      {offered.stems ? <DeriveButton action="Stems" creator={stemsCreator(source)} startedText="Splitting into stems." /> : null}
      {offered.concat ? (
        <DeriveButton action="Join into one song" creator={concatCreator(source)} startedText="Joining into one song." />
      ) : null}
    </div>
  );
}
