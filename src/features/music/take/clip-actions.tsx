import { slotOf, sourceName } from '@/jobs/names';
import type { RefObject } from 'react';
import { formFields } from '@/components/ui/form/form-fields';
import { intlLocale } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import type { Job } from '@/jobs/job';
import { DeriveButton, DeriveForm } from '@/jobs/ui/derive';
import { nonEmptyText } from '@/lib/text';
import { formatClock } from '@/lib/time';
import {
  concatCreator,
  continueCreator,
  continueSchema,
  stemsConfirmSchema,
  stemsCreator,
  type ContinueFormInput,
  type MusicSource,
  type StemsConfirmValues,
} from '@/features/music/derive/derive';
import { Sends } from '@/features/music/derive/sends';
import { roundSeconds } from '@/features/music/derive/song-fields';
import { LYRICS_MAX, TAGS_MAX, TITLE_MAX } from '@/features/music/schema';
import type { ClipView } from '@/features/music/normalise';
import { RestyleActions } from '@/features/music/derive/restyle-actions';
import { anyRestyle, type RestyleOffers } from '@/features/music/derive/restyle';
import { InfillForm } from '@/features/music/derive/infill-form';
import { ConvertButton } from '@/features/music/convert/convert-button';

const { TextField, TextareaField, NumberField } = formFields<ContinueFormInput>();

export interface ClipDerivations extends RestyleOffers {
  continue: boolean;
  stems: boolean;
  concat: boolean;
  infill?: boolean;
  /** A take as a file (issue 56). */
  wav?: boolean;
  midi?: boolean;
}

/**
 * What can be made from one finished clip (issue 13): "Continue from here" (from the player's
 * current time, editable), "Stems" (asked first: issue 54), and — on a continued song — "Join
 * into one song".
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
  const t = useT();
  if (
    !offered.continue &&
    !offered.stems &&
    !offered.concat &&
    offered.infill !== true &&
    offered.wav !== true &&
    offered.midi !== true &&
    !anyRestyle(offered)
  )
    return null;
  const source: MusicSource = {
    jobId: job.id,
    clipId: clip.id,
    // A take the gateway left untitled is named by what its job asked for (a continuation's
    // source title), so what is made from it is named too.
    title: clip.title ?? nonEmptyText(job.fields.title),
    model: typeof job.fields.model === 'string' ? job.fields.model : null,
    uploaded: clip.uploaded,
    // What is made from this take is named from it (issue 40): "Chi — cover: jazz noir".
    name: sourceName(job, slotOf(job, clip.id)),
  };
  const duration = clip.durationSeconds;
  const startValues = (): ContinueFormInput => ({
    continueAt: roundSeconds(Math.min(audio.current?.currentTime ?? 0, duration ?? Infinity)),
    lyrics: '',
    tags: clip.tags ?? '',
    title: clip.title ?? '',
  });
  // Its actions join the take's one row (clip-item.tsx), after the take's download.
  return (
    <>
      {offered.continue ? (
        <DeriveForm
          action={t('job.action.continue')}
          icon="git-branch"
          title={t('music.continue.title', { title })}
          schema={continueSchema(duration)}
          defaults={startValues}
          creator={continueCreator(source)}
          submitLabel={t('music.continue.submit')}
          startedText={t('music.continue.started')}
          idPrefix={`continue-${job.id}-${clip.id}`}
        >
          <NumberField
            name="continueAt"
            label={t('music.continue.at')}
            hint={
              duration === null
                ? t('music.continue.at.hint')
                : t('music.continue.at.hintRange', {
                    max: roundSeconds(duration).toLocaleString(intlLocale()),
                    clock: formatClock(duration),
                  })
            }
            required
            min={0}
            max={duration ?? undefined}
            step={0.1}
          />
          <TextareaField
            name="lyrics"
            label={t('music.continue.lyrics')}
            hint={t('music.continue.lyrics.hint', { max: LYRICS_MAX.toLocaleString(intlLocale()) })}
            required
            rows={4}
          />
          <TextField
            name="tags"
            label={t('music.continue.tags')}
            hint={t('music.title.hint', { max: TAGS_MAX.toLocaleString(intlLocale()) })}
          />
          <TextField
            name="title"
            label={t('music.continue.newTitle')}
            hint={t('music.title.hint', { max: TITLE_MAX.toLocaleString(intlLocale()) })}
          />
        </DeriveForm>
      ) : null}
      {offered.infill === true ? (
        <InfillForm job={job} clip={clip} source={source} title={title} audio={audio} />
      ) : null}
      {offered.stems ? (
        // A paid request: it asks first, as Cover does, and sends one only on "Split into stems".
        <DeriveForm
          action={t('job.action.stems')}
          icon="git-branch"
          title={t('music.stems.title', { title })}
          schema={stemsConfirmSchema()}
          defaults={{}}
          creator={stemsCreator<StemsConfirmValues>(source)}
          submitLabel={t('music.stems.submit')}
          startedText={t('music.continue.stemsStarted')}
          idPrefix={`stems-${job.id}-${clip.id}`}
        >
          <Sends>{t('music.stems.sends')}</Sends>
        </DeriveForm>
      ) : null}
      {offered.concat ? (
        <DeriveButton
          action={t('job.action.concat')}
          icon="git-branch"
          creator={concatCreator(source)}
          startedText={t('music.continue.joinStarted')}
        />
      ) : null}
      <RestyleActions job={job} clip={clip} title={title} source={source} offered={offered} />
      {offered.wav === true ? (
        <ConvertButton format="wav" source={source} gateway={job.gateway} />
      ) : null}
      {offered.midi === true ? (
        <ConvertButton format="midi" source={source} gateway={job.gateway} />
      ) : null}
    </>
  );
}
