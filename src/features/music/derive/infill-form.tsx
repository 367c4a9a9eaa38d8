import type { RefObject } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { formFields } from '@/components/ui/form/form-fields';
import { intlLocale } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import type { Job } from '@/jobs/job';
import { DeriveForm } from '@/jobs/ui/derive';
import { formatClock } from '@/lib/time';
import type { MusicSource } from './derive';
import {
  INFILL_MAX_SECONDS,
  infillCreator,
  infillSchema,
  startingSection,
  type InfillFormInput,
} from './infill';
import type { ClipView } from '@/features/music/normalise';
import { LYRICS_MAX, TAGS_MAX, TITLE_MAX } from '@/features/music/schema';
import { SectionPicker } from './section-picker';
import { useClipTiming } from '@/features/music/take/use-clip-timing';

const { TextField, TextareaField, NumberField } = formFields<InfillFormInput>();

/**
 * "Replace a section" beside a finished take (issue 26, item 4): the span on the song's waveform
 * (or on its length alone, when the gateway sends no waveform), its new lyrics, style and title;
 * one request (`task: "infill"`) through the one create path.
 */
export function InfillForm({
  job,
  clip,
  source,
  title,
  audio,
}: {
  job: Job;
  clip: ClipView;
  source: MusicSource;
  title: string;
  audio: RefObject<HTMLAudioElement | null>;
}) {
  const t = useT();
  // The take's timing is asked once and kept: the picker draws the same waveform the player has.
  const peaks = useClipTiming(job, clip)?.waveform ?? [];
  const duration = clip.durationSeconds ?? null;
  const length = duration ?? audio.current?.duration ?? null;
  const known = length !== null && Number.isFinite(length) && length > 0 ? length : null;
  const startValues = (): InfillFormInput => ({
    ...startingSection(audio.current?.currentTime ?? 0, known),
    lyrics: '',
    tags: clip.tags ?? '',
    title: clip.title ?? '',
  });
  const n = (value: number) => value.toLocaleString(intlLocale());
  return (
    <DeriveForm
      action={t('music.infill.action')}
      icon="sparkles"
      title={t('music.infill.title', { title })}
      schema={infillSchema(known)}
      defaults={startValues}
      creator={infillCreator(source)}
      submitLabel={t('music.infill.submit')}
      startedText={t('music.infill.started')}
      idPrefix={`infill-${job.id}-${clip.id}`}
    >
      <SendsNote />
      {known !== null ? <SectionPicker durationSeconds={known} peaks={peaks} /> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <NumberField
          name="start"
          label={t('music.infill.start')}
          required
          min={0}
          max={known ?? undefined}
          step={0.1}
        />
        <NumberField
          name="end"
          label={t('music.infill.end')}
          // The picker says how to choose, and the limits, once (issue 38): without a picker
          // (a song of unknown length), the limit is said here.
          hint={
            known === null ? t('music.infill.spanHint', { max: n(INFILL_MAX_SECONDS) }) : undefined
          }
          required
          min={0}
          max={known ?? undefined}
          step={0.1}
        />
      </div>
      <TextareaField
        name="lyrics"
        label={t('music.infill.lyrics')}
        hint={t('music.infill.lyrics.hint', { max: n(LYRICS_MAX) })}
        required
        rows={3}
      />
      <TextField
        name="tags"
        label={t('music.continue.tags')}
        hint={t('music.title.hint', { max: n(TAGS_MAX) })}
      />
      <TextField
        name="title"
        label={t('music.continue.newTitle')}
        hint={t('music.title.hint', { max: n(TITLE_MAX) })}
      />
    </DeriveForm>
  );
}

/** What the form sends, in words, with the span as it stands now. */
function SendsNote() {
  const t = useT();
  const { control } = useFormContext<InfillFormInput>();
  const [start, end] = useWatch({ control, name: ['start', 'end'] });
  const clock = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) ? formatClock(value) : '?';
  return (
    <p className="text-sm text-zinc-700 dark:text-zinc-300">
      {t('music.infill.sends', { from: clock(start), to: clock(end) })}
    </p>
  );
}
