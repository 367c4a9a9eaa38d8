import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import type { Job } from '@/jobs/job';
import { jobName } from '@/jobs/lineage';
import { ResultPicture } from '@/jobs/ui/result-picture';
import { formatClock } from '@/lib/time';
import { newShot, type Storyboard } from './storyboard-db';
import { videoTakes } from './shots';

type Change = (edit: (board: Storyboard) => Storyboard) => void;

/** "Add to the film": the library's finished videos, newest first. */
export function ShotPicker({
  board,
  libraryJobs,
  kindLabel,
  onChange,
}: {
  board: Storyboard;
  libraryJobs: readonly Job[];
  /** A generator's name in the language shown ("Video", "视频"), by its kind. */
  kindLabel: (kind: string) => string;
  onChange: Change;
}) {
  const t = useT();
  const takes = videoTakes(libraryJobs);
  return (
    <section aria-labelledby="storyboard-picker" className="flex flex-col gap-3">
      <h2 id="storyboard-picker" className="text-lg font-semibold">
        {t('storyboard.picker.title')}
      </h2>
      {takes.length === 0 ? (
        <p className="text-sm text-muted">{t('storyboard.picker.empty')}</p>
      ) : (
        // One column of minmax(0, 1fr) on a phone: an implicit column grows to a long name's
        // unwrapped width and pushes Add off the screen (issue 38).
        <ul
          className="grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-3"
          aria-labelledby="storyboard-picker"
        >
          {takes.map(({ job, slot }) => {
            const media = job.media[slot];
            const name = jobName(job);
            const label =
              job.media.length > 1 ? t('storyboard.picker.take', { name, n: slot + 1 }) : name;
            const used = board.shots.filter((s) => s.jobId === job.id && s.slot === slot).length;
            return (
              <li
                key={`${job.id}#${slot}`}
                className="flex items-center gap-3 rounded-lg border border-line p-2"
              >
                {/* The poster (the gateway's, else grabbed once here, issue 40); a video only the
                    gateway serves (with the key) is not fetched for a picture. */}
                <ResultPicture
                  job={job}
                  slot={slot}
                  className="aspect-video w-20 shrink-0 rounded bg-well object-cover"
                  placeholder={
                    <span
                      aria-hidden="true"
                      className="aspect-video w-20 shrink-0 rounded bg-well"
                    />
                  }
                />
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="line-clamp-2 text-sm font-medium break-words" title={label}>
                    {label}
                  </span>
                  <span className="text-xs text-muted">
                    {kindLabel(job.kind)}
                    {media?.durationSeconds == null
                      ? ''
                      : ` · ${formatClock(media.durationSeconds)}`}
                    {used > 0 ? ` · ${t('storyboard.picker.used', { count: used })}` : ''}
                  </span>
                </div>
                <Button
                  variant="secondary"
                  aria-label={t('storyboard.picker.add', { name: label })}
                  onClick={() => {
                    // Made once, outside the edit: the edit is applied again on every render
                    // until it is written, and the shot must keep one id (a trim typed
                    // meanwhile names it).
                    const shot = newShot(job.id, slot, media?.durationSeconds ?? null);
                    onChange((b) => ({ ...b, shots: [...b.shots, shot] }));
                  }}
                >
                  <Plus aria-hidden="true" focusable="false" className="size-4" />
                  {t('storyboard.picker.addShort')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
