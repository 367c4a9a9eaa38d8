import { PenLine } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { navigate } from '@/lib/hash-route';
import { useT } from '@/i18n/use-t';
import { useKeptCopy } from '@/jobs/copies/use-kept-copies';
import type { Job, Media } from '@/jobs/job';
import type { ResultProps } from '@/jobs/generator';
import { jobName } from '@/jobs/lineage';
import { SaveLink } from '@/jobs/ui/save-link';
import { safeLinkUrl, safeMediaUrl } from '@/lib/safe-url';
import { useBlobSource } from '@/lib/use-blob-source';
import { imageFileTitle } from './file-title';
import { FirstFrameMenu } from './first-frame-menu';
import { keptOnly } from './normalise';
import { handToEdit } from './edit/hand-over';

const linkClass =
  'inline-flex items-center rounded-md border border-zinc-300 bg-white px-2.5 py-1.5 text-sm font-medium text-zinc-800 shadow-xs hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800';

/**
 * One image of a request: the picture (the copy kept in this browser first, as every result), its
 * measured size, Download under a name from the prompt and its number, and "Use as first frame".
 */
function ImageEntry({
  job,
  media,
  slot,
  count,
  label,
}: {
  job: Job;
  media: Media;
  slot: number;
  count: number;
  label: string;
}) {
  const t = useT();
  const bytesOnly = keptOnly(media.url);
  const link = bytesOnly ? null : safeMediaUrl(media.url);
  // Looked up for every image: a link may have expired since, and bytes-only images have no other.
  const kept = useKeptCopy(job.id, slot);
  const imageRef = useBlobSource<HTMLImageElement>(kept ?? undefined);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [broken, setBroken] = useState(false);
  const number = slot + 1;
  const name = count > 1 ? t('image.picture', { label, n: number, count }) : label;
  const shown = kept !== undefined && (kept !== null || link !== null);
  const href = safeLinkUrl(media.url);

  return (
    <figure
      className="flex flex-col gap-2 rounded-md border border-zinc-200 p-2 dark:border-zinc-800"
      data-testid="image-entry"
    >
      {shown ? (
        <img
          ref={imageRef}
          src={kept === null ? (link ?? undefined) : undefined}
          alt={name}
          className="max-h-96 w-full rounded bg-zinc-100 object-contain dark:bg-zinc-800"
          onLoad={(e) =>
            setSize({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })
          }
          onError={() => setBroken(true)}
        />
      ) : kept === undefined ? (
        <div className="aspect-square w-full rounded bg-zinc-100 dark:bg-zinc-800" />
      ) : bytesOnly ? (
        <p className="text-sm text-amber-800 dark:text-amber-300">{t('image.keptGone')}</p>
      ) : (
        <p className="text-sm text-amber-800 dark:text-amber-300">
          {t('media.notWebLink')} <code className="break-all">{media.url}</code>
        </p>
      )}
      {broken ? (
        <p role="alert" className="text-sm text-amber-800 dark:text-amber-300">
          {t('media.loadFailed')}
        </p>
      ) : null}
      <figcaption className="flex flex-wrap items-center gap-2 text-xs text-zinc-600 dark:text-zinc-300">
        <span className="font-medium">
          {count > 1 ? t('image.number', { n: number, count }) : t('image.one')}
        </span>
        {size !== null ? (
          <span>{t('image.pixels', { width: size.width, height: size.height })}</span>
        ) : null}
        {bytesOnly ? <span>{t('image.keptOnly')}</span> : null}
      </figcaption>
      <div className="flex flex-wrap items-start gap-2">
        {href !== null && (kept !== null || !bytesOnly) ? (
          <SaveLink
            job={job}
            media={{ ...media, title: imageFileTitle(job.prompt, slot, count) }}
            href={href}
            className={linkClass}
          >
            {count > 1 ? t('image.download', { n: number }) : t('image.downloadOne')}
          </SaveLink>
        ) : null}
        <FirstFrameMenu
          jobId={job.id}
          from={jobName(job)}
          url={link}
          number={number}
          slot={slot}
          bytesOnly={bytesOnly}
        />
        {(kept !== undefined && kept !== null) || link !== null ? (
          <Button
            variant="secondary"
            aria-label={count > 1 ? t('image.edit.thisN', { n: number }) : t('image.edit.this')}
            onClick={() => {
              handToEdit({
                jobId: job.id,
                slot,
                name:
                  count > 1
                    ? t('pictures.library.numbered', { name: jobName(job), n: number })
                    : jobName(job),
              });
              navigate('/image');
            }}
          >
            <PenLine aria-hidden="true" focusable="false" className="size-4" />
            {t('image.edit.short')}
          </Button>
        ) : null}
      </div>
    </figure>
  );
}

/**
 * A text-to-image job in a card or the dialog: its images side by side, each with its own actions
 * (one paid request made them all, so they are one job, as a song's two clips are).
 */
export function ImageResult({ job, label }: ResultProps) {
  if (job.status !== 'succeeded') return null;
  const count = job.media.length;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {job.media.map((media, slot) => (
        <ImageEntry
          key={`${slot}-${media.url}`}
          job={job}
          media={media}
          slot={slot}
          count={count}
          label={label}
        />
      ))}
    </div>
  );
}
