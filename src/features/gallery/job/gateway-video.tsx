import { useQuery } from '@tanstack/react-query';
import { describeError } from '@/gateway/errors';
import { useJobConnection } from '@/gateway/connection';
import { Button } from '@/components/ui/button';
import { ActionIcon } from '@/jobs/ui/action-icon';
import { contentQuery } from './content-query';
import { useBlobSource } from '@/lib/use-blob-source';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { useVideoShape } from './video-shape';

/** No job named: no profile routes it, so the active connection is used. */
const NO_OWNER = { gateway: '', profileId: null };

/**
 * A result served only at a gateway path that needs the key (`/v1/videos/{id}/content`): fetched
 * with the key, then played from a `blob:` URL, so the key never sits in a `src`.
 */
export function GatewayVideo({
  path,
  label,
  owner = NO_OWNER,
}: {
  path: string;
  label: string;
  /** The job the path belongs to: fetched through its own profile's gateway and key. */
  owner?: { gateway: string; profileId: string | null } | undefined;
}) {
  const t = useT();
  const { client } = useJobConnection(owner);
  const query = useQuery(contentQuery(client, path));
  const videoRef = useBlobSource<HTMLVideoElement>(query.data);
  const shape = useVideoShape();
  if (query.isPending)
    return (
      <p className="text-sm text-zinc-500 dark:text-zinc-400">{t('gallery.media.loadingVideo')}</p>
    );
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-2 text-sm text-red-700 dark:text-red-400">
        <p>{t('gallery.media.fetchFailed', { reason: describeError(query.error) })}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          <ActionIcon name="rotate-ccw" />
          {t('job.action.tryAgain')}
        </Button>
      </div>
    );
  }
  return (
    <video
      ref={videoRef}
      controls
      preload="metadata"
      aria-label={label}
      {...shape.video}
      className={cn(shape.className, 'rounded-md bg-black')}
    />
  );
}
