import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ActionIcon } from '@/jobs/ui/action-icon';
import { describeError } from '@/gateway/errors';
import type { Media } from '@/jobs/job';
import { safeMediaUrl } from '@/lib/safe-url';
import { useKeptCopy } from '@/jobs/copies/use-kept-copies';
import { GatewayVideo } from './gateway-video';
import { GeneratedCover } from '@/jobs/ui/generated-cover';
import { posterKey } from '@/jobs/posters/poster-rules';
import { useKeptPoster } from '@/jobs/posters/use-poster';
import { useBlobSource } from '@/lib/use-blob-source';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { useVideoShape } from './video-shape';

/** A result played from the copy kept in this browser: no link, no network, no key. */
function KeptPlayer({
  blob,
  kind,
  label,
  poster,
}: {
  blob: Blob;
  kind: Media['kind'];
  label: string;
  poster: string | undefined;
}) {
  const videoRef = useBlobSource<HTMLVideoElement>(kind === 'video' ? blob : undefined);
  const audioRef = useBlobSource<HTMLAudioElement>(kind === 'audio' ? blob : undefined);
  const imageRef = useBlobSource<HTMLImageElement>(kind === 'image' ? blob : undefined);
  const shape = useVideoShape();
  if (kind === 'image') return <img ref={imageRef} alt={label} className="w-full rounded-md" />;
  if (kind === 'audio')
    return (
      <audio ref={audioRef} controls preload="metadata" aria-label={label} className="w-full" />
    );
  return (
    <video
      ref={videoRef}
      poster={poster}
      data-result-picture={poster === undefined ? undefined : 'poster'}
      controls
      preload="metadata"
      playsInline
      aria-label={label}
      {...shape.video}
      className={cn(shape.className, 'rounded-md bg-black')}
    />
  );
}

/**
 * One result: a video or an audio player, or the address as plain text when it is not a URL
 * we may load. Media hosts are reached by the element itself: no key, no credentials. A result
 * that fails to load (presigned links expire) offers to ask the gateway again.
 */
export function MediaView({
  media,
  label,
  onRequery,
  copy,
  owner,
}: {
  media: Media;
  label: string;
  onRequery?: (() => Promise<void>) | undefined;
  /** Which job and which of its media this is: a copy kept in this browser plays before the link. */
  copy?: { jobId: string; slot: number } | undefined;
  /** The job's gateway and profile, for a result fetched from the gateway with its key. */
  owner?: { gateway: string; profileId: string | null } | undefined;
}) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  const [asking, setAsking] = useState(false);
  const [requeryError, setRequeryError] = useState<string | null>(null);
  const shape = useVideoShape();
  const src = safeMediaUrl(media.url);
  // The poster grabbed once in this browser when the gateway gave none (issue 40).
  const grabbed = useKeptPoster(media.kind === 'video' ? copy?.jobId : undefined, copy?.slot ?? 0);
  const poster = safeMediaUrl(media.poster) ?? grabbed ?? undefined;
  // An address that is not a web link was never fetched, so no copy of it can exist.
  const kept = useKeptCopy(
    media.viaGateway || src !== null ? copy?.jobId : undefined,
    copy?.slot ?? 0,
  );
  // A moment while the copies are read: starting the link first would fetch what is kept.
  if (kept === undefined) return null;
  if (kept !== null)
    return <KeptPlayer blob={kept} kind={media.kind} label={label} poster={poster} />;
  if (media.viaGateway) return <GatewayVideo path={media.url} label={label} owner={owner} />;
  if (src === null) {
    return (
      <p className="text-sm text-amber-800 dark:text-amber-300">
        {t('media.notWebLink')} <code className="break-all">{media.url}</code>
      </p>
    );
  }
  const onError = () => setFailed(true);
  const player =
    media.kind === 'audio' ? (
      <div className="flex items-center gap-3">
        {poster ? (
          <img
            src={poster}
            alt=""
            data-result-picture="cover"
            className="size-16 rounded-md object-cover"
          />
        ) : copy !== undefined ? (
          // A song without the gateway's picture: its generated cover, as on its tile.
          <GeneratedCover
            seed={posterKey(copy.jobId, copy.slot)}
            className="size-16 shrink-0 rounded-md"
          />
        ) : null}
        <audio
          key={src}
          src={src}
          controls
          preload="metadata"
          aria-label={label}
          className="w-full"
          onError={onError}
        />
      </div>
    ) : media.kind === 'image' ? (
      <img key={src} src={src} alt={label} className="w-full rounded-md" onError={onError} />
    ) : (
      <video
        key={src}
        src={src}
        poster={poster}
        data-result-picture={poster === undefined ? undefined : 'poster'}
        controls
        preload="metadata"
        playsInline
        aria-label={label}
        {...shape.video}
        className={cn(shape.className, 'rounded-md bg-black')}
        onError={onError}
      />
    );
  return (
    <div className="flex flex-col gap-1">
      {player}
      {failed ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-2 text-sm text-amber-800 dark:text-amber-300"
        >
          <span>{t('media.loadFailed')}</span>
          {onRequery ? (
            <Button
              variant="secondary"
              disabled={asking}
              onClick={() => {
                setAsking(true);
                setRequeryError(null);
                onRequery()
                  .then(() => setFailed(false))
                  .catch((error: unknown) =>
                    setRequeryError(
                      t('gallery.media.requeryFailed', { reason: describeError(error) }),
                    ),
                  )
                  .finally(() => setAsking(false));
              }}
            >
              <ActionIcon name="refresh-cw" />
              {t('job.action.requery')}
            </Button>
          ) : null}
          {requeryError ? <span>{requeryError}</span> : null}
        </div>
      ) : null}
    </div>
  );
}
