import { intlLocale } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { formFields } from '@/components/ui/form/form-fields';
import type { Job } from '@/jobs/job';
import { DeriveForm } from '@/jobs/ui/derive';
import type { MusicSource } from './derive';
import { MakePersona } from './make-persona';
import { Sends } from './sends';
import type { ClipView } from '@/features/music/normalise';
import {
  clipRecordOf,
  clipSings,
  coverCreator,
  coverSchema,
  isUploadClip,
  paintCreator,
  paintOffered,
  paintSchema,
  type CoverFormInput,
  type PaintFormValues,
  type PaintTask,
  type RestyleOffers,
} from './restyle';
import { LYRICS_MAX, TAGS_MAX, TITLE_MAX } from '@/features/music/schema';

const Cover = formFields<CoverFormInput>();
const Paint = formFields<PaintFormValues>();

/**
 * Issue 26 beside one finished clip: "Cover" (a new style for the song, its lyrics kept unless
 * changed), "Add vocals" on an instrumental take, "Add an instrumental" under a take with vocals
 * (a take that does not say which, an uploaded file, offers both), and "Make a persona" from a
 * take of the studio's own making.
 */
export function RestyleActions({
  job,
  clip,
  title,
  source,
  offered,
}: {
  job: Job;
  clip: ClipView;
  title: string;
  source: MusicSource;
  offered: RestyleOffers;
}) {
  const t = useT();
  const count = (n: number) => n.toLocaleString(intlLocale());
  const record = clipRecordOf(job, clip.id);
  const sings = clipSings(job, record);
  const upload = isUploadClip(job, record);
  const paints: PaintTask[] = (['overpainting', 'underpainting'] as const).filter(
    (task) => offered[task] === true && paintOffered(task, sings),
  );
  const tagsHint = t('music.cover.tags.hint', { max: count(TAGS_MAX) });
  const titleHint = t('music.title.hint', { max: count(TITLE_MAX) });
  return (
    <>
      {offered.cover ? (
        <DeriveForm
          action={t('music.cover.action')}
          icon="sparkles"
          title={t('music.cover.title', { title })}
          schema={coverSchema()}
          defaults={(): CoverFormInput => ({
            tags: '',
            title: clip.title ?? '',
            lyrics: clip.lyrics ?? '',
          })}
          creator={coverCreator(source)}
          submitLabel={t('music.cover.submit')}
          startedText={t('music.cover.started')}
          idPrefix={`cover-${job.id}-${clip.id}`}
        >
          <Sends>{t('music.cover.sends')}</Sends>
          <Cover.TextField
            name="tags"
            label={t('music.cover.tags')}
            hint={tagsHint}
            required
            placeholder={t('music.cover.tags.placeholder')}
          />
          <Cover.TextField name="title" label={t('music.cover.newTitle')} hint={titleHint} />
          <Cover.TextareaField
            name="lyrics"
            label={t('music.cover.lyrics')}
            hint={t('music.cover.lyrics.hint', { max: count(LYRICS_MAX) })}
            rows={4}
          />
        </DeriveForm>
      ) : null}
      {paints.map((task) => {
        const vocals = task === 'overpainting';
        return (
          <DeriveForm
            key={task}
            action={t(vocals ? 'music.paint.vocals.action' : 'music.paint.instrumental.action')}
            icon="sparkles"
            title={t(vocals ? 'music.paint.vocals.title' : 'music.paint.instrumental.title', {
              title,
            })}
            schema={paintSchema(task)}
            defaults={(): PaintFormValues => ({
              lyrics: '',
              tags: clip.tags ?? '',
              title: clip.title ?? '',
            })}
            creator={paintCreator(task, source)}
            submitLabel={t(
              vocals ? 'music.paint.vocals.submit' : 'music.paint.instrumental.submit',
            )}
            startedText={t(
              vocals ? 'music.paint.vocals.started' : 'music.paint.instrumental.started',
            )}
            idPrefix={`${task}-${job.id}-${clip.id}`}
          >
            <Sends>
              {t(vocals ? 'music.paint.vocals.sends' : 'music.paint.instrumental.sends')}
            </Sends>
            {vocals ? (
              <Paint.TextareaField
                name="lyrics"
                label={t('music.paint.lyrics')}
                hint={t('music.paint.lyrics.hint', { max: count(LYRICS_MAX) })}
                required
                rows={4}
              />
            ) : null}
            <Paint.TextField
              name="tags"
              label={t('music.paint.tags')}
              hint={t(
                vocals ? 'music.paint.vocals.tagsHint' : 'music.paint.instrumental.tagsHint',
                {
                  max: count(TAGS_MAX),
                },
              )}
              required={!vocals}
            />
            <Paint.TextField name="title" label={t('music.paint.newTitle')} hint={titleHint} />
          </DeriveForm>
        );
      })}
      {offered.persona && !upload ? <MakePersona job={job} clipId={clip.id} title={title} /> : null}
    </>
  );
}
