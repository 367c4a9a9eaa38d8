import { useT } from '@/i18n/use-t';
import type { ResultProps } from '@/jobs/generator';
import { offers } from '@/jobs/job-view';
import { nonEmptyText } from '@/lib/text';
import { ClipItem } from '@/features/music/take/clip-item';
import { clipKey, describeClip, knownClips } from './normalise';
import { isConversion } from './convert/convert';
import { ConversionResult } from './convert/conversion-result';

/**
 * A music job's result: every clip it follows — its takes, numbered in the order the ids came —
 * each with its own state.
 */
export function MusicResult({ job, actions = [] }: ResultProps) {
  const t = useT();
  if (job.remoteIds.length === 0) return null;
  // A take's WAV or MIDI (issue 56) is a file, not clips.
  if (isConversion(job)) return <ConversionResult job={job} />;
  const offered = {
    continue: offers({ actions }, 'continue'),
    stems: offers({ actions }, 'stems'),
    concat: offers({ actions }, 'concat'),
    cover: offers({ actions }, 'cover'),
    overpainting: offers({ actions }, 'overpainting'),
    underpainting: offers({ actions }, 'underpainting'),
    persona: offers({ actions }, 'persona'),
    infill: offers({ actions }, 'infill'),
    wav: offers({ actions }, 'wav'),
    midi: offers({ actions }, 'midi'),
  };
  const clips = knownClips(job);
  const askedTitle = nonEmptyText(job.fields.title);
  return (
    <ul aria-label={t('music.clips')} className="flex flex-col gap-3">
      {job.remoteIds.map((id, index) => {
        const clip = clips.get(clipKey(id));
        return (
          <ClipItem
            key={id}
            job={job}
            id={id}
            index={index}
            clip={clip ? describeClip(clip) : null}
            askedTitle={askedTitle}
            offered={offered}
          />
        );
      })}
    </ul>
  );
}
