import { useKeptCopy } from '@/jobs/copies/use-kept-copies';
import { useT } from '@/i18n/use-t';
import type { Job } from '@/jobs/job';
import type { LedgerEntry } from '@/jobs/ledger/records';
import { libraryResults } from './library-results';
import { useLedgerView } from '@/jobs/ledger/use-ledger';
import { jobName } from '@/jobs/lineage';
import { safeMediaUrl } from '@/lib/safe-url';
import { useBlobSource } from '@/lib/use-blob-source';
import { ResultPicture } from './result-picture';

export interface PickedResult {
  job: Job;
  slot: number;
  /** The result's name in the language shown, for the picture's own name. */
  name: string;
}

const hasPictures = (entry: LedgerEntry) =>
  entry.ok &&
  entry.job.status === 'succeeded' &&
  entry.job.media.some((m) => m.kind === 'image' || m.kind === 'video');

/** A picture result's thumbnail: its kept copy (a picture that came as bytes has only that), else its link. */
function PictureThumb({ job, slot }: { job: Job; slot: number }) {
  const kept = useKeptCopy(job.id, slot);
  const ref = useBlobSource<HTMLImageElement>(kept ?? undefined);
  const link = kept === null ? safeMediaUrl(job.media[slot]?.url ?? '') : null;
  return (
    <img
      ref={ref}
      src={link ?? undefined}
      alt=""
      className="aspect-square w-full rounded bg-well object-cover"
    />
  );
}

/**
 * The Library's newest finished pictures (and videos, for a frame of one) as buttons: a picture
 * to edit, a character's reference picture. Choosing one hands it to `onPick`; nothing is read
 * or sent until then.
 */
export function LibraryPictures({
  videos = false,
  onPick,
  disabled = false,
}: {
  videos?: boolean;
  onPick: (picked: PickedResult, kind: 'image' | 'video') => void;
  disabled?: boolean;
}) {
  const t = useT();
  const entries = useLedgerView('library-pictures', hasPictures);
  const results = libraryResults(entries ?? [], videos);
  if (entries === undefined) return null;
  if (results.length === 0)
    return <p className="text-sm text-muted">{t('pictures.library.empty')}</p>;
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {results.map(({ job, slot, kind }) => {
        const own = jobName(job);
        const name =
          job.media.length > 1 ? t('pictures.library.numbered', { name: own, n: slot + 1 }) : own;
        return (
          <li key={`${job.id}#${slot}`} className="min-w-0">
            <button
              type="button"
              disabled={disabled}
              aria-label={
                kind === 'image'
                  ? t('pictures.library.usePicture', { name })
                  : t('pictures.library.useFrame', { name })
              }
              title={name}
              onClick={() => onPick({ job, slot, name }, kind)}
              className="flex w-full flex-col gap-1 rounded-md border border-line p-1 text-left hover:border-indigo-400 focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:opacity-60"
            >
              {kind === 'image' ? (
                <PictureThumb job={job} slot={slot} />
              ) : (
                <ResultPicture
                  job={job}
                  slot={slot}
                  className="aspect-square w-full rounded bg-well object-cover"
                  placeholder={
                    <span aria-hidden="true" className="aspect-square w-full rounded bg-well" />
                  }
                />
              )}
              <span className="truncate text-xs">{kind === 'video' ? `▶ ${name}` : name}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
