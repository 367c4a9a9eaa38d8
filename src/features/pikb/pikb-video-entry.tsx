import { useT } from '@/i18n/use-t';
import { Badge } from '@/components/ui/badge';
import type { Job, Media } from '@/jobs/job';
import { statusPresentation } from '@/jobs/status';
import { SaveLink } from '@/jobs/ui/save-link';
import { buttonClass } from '@/components/ui/button-class';
import { Download, ExternalLink } from 'lucide-react';
import { useKeptSource } from '@/jobs/ui/use-kept-source';
import { useBlobSource } from '@/lib/use-blob-source';
import { safeLinkUrl, safeMediaUrl } from '@/lib/safe-url';
import { formatDuration } from '@/lib/time';

/**
 * One video of a pikb task: its status, and once finished its player. Every URL passes the safe-URL
 * gate first; one that does not stays text. The player reaches the media host on its own: no key.
 */
export function PikbVideoEntry({
  media,
  slot,
  number,
  total,
  word,
  sharingUrl,
  label,
  job,
}: {
  media: Media;
  /** Its place in the job's media: where a kept copy of it is found. */
  slot: number;
  number: number;
  total: number;
  word: string | null;
  sharingUrl: string | null;
  label: string;
  /** Whose video this is: the saved file is named after the job. */
  job: Pick<Job, 'kind' | 'prompt' | 'id' | 'remoteIds' | 'gateway' | 'profileId' | 'fields'>;
}) {
  const t = useT();
  const status = media.status ?? 'unknown';
  const presentation = statusPresentation[status];
  const src = status === 'succeeded' ? safeMediaUrl(media.url) : null;
  const poster = safeMediaUrl(media.poster) ?? undefined;
  // A kept copy plays first: the link may have expired since.
  const player = useKeptSource(job.id, slot, src);
  const playerRef = useBlobSource<HTMLVideoElement>(player.blob);
  // The vendor's page of a video is worth a click once there is a video to see.
  const share = status === 'succeeded' ? safeLinkUrl(sharingUrl) : null;
  const name = t('pikb.video', { n: number });

  return (
    <div className="flex flex-col gap-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">
          {name}
          {total > 1 ? (
            <span className="font-normal text-zinc-500 dark:text-zinc-400">
              {t('pikb.ofTotal', { total })}
            </span>
          ) : null}
        </span>
        <Badge tone={presentation.tone}>{presentation.label}</Badge>
        {word ? (
          <span className="text-xs text-zinc-500 dark:text-zinc-400">
            {t('status.gatewaySays', { word })}
          </span>
        ) : null}
        {media.durationSeconds !== null ? (
          <span className="ml-auto text-xs text-zinc-500 dark:text-zinc-400">
            {formatDuration(media.durationSeconds)}
          </span>
        ) : null}
      </div>

      {src !== null ? (
        <video
          ref={playerRef}
          src={player.src}
          poster={poster}
          controls
          preload="metadata"
          playsInline
          aria-label={t('pikb.player', { label, n: number })}
          className="aspect-video w-full rounded-md bg-black"
        />
      ) : null}
      {status === 'succeeded' && src === null ? (
        <p className="text-sm text-amber-800 dark:text-amber-300">
          {t('pikb.badAddress')} <code className="break-all">{media.url}</code>
        </p>
      ) : null}
      {status === 'failed' ? (
        <p className="text-sm text-red-800 dark:text-red-300">
          {media.error ?? t('pikb.videoFailed')}
        </p>
      ) : null}
      {status === 'queued' || status === 'running' ? (
        <p className="text-xs text-zinc-500 dark:text-zinc-400">
          {status === 'queued' ? t('pikb.waitingTurn') : t('pikb.beingGenerated')}
        </p>
      ) : null}

      {src !== null || share !== null ? (
        <div data-actions="" className="flex flex-wrap items-start gap-2">
          {src !== null ? (
            <SaveLink className={buttonClass('secondary')} job={job} media={media} href={src}>
              <Download aria-hidden="true" focusable="false" className="size-4" />
              {t('pikb.download', { n: number })}
            </SaveLink>
          ) : null}
          {share !== null ? (
            <a
              className={buttonClass('secondary')}
              href={share}
              target="_blank"
              rel="noreferrer noopener"
            >
              <ExternalLink aria-hidden="true" focusable="false" className="size-4" />
              {t('pikb.sharing', { n: number })}
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
