import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { describeError } from '@/gateway/errors';
import { useGatewayConnection } from '@/gateway/connection';
import { Button } from '@/components/ui/button';
import { contentQuery } from './content-query';

/**
 * A result served only at a gateway path that needs the key (`/v1/videos/{id}/content`): fetched
 * with the key, then played from a `blob:` URL, so the key never sits in a `src`.
 */
export function GatewayVideo({ path, label }: { path: string; label: string }) {
  const { client } = useGatewayConnection();
  const query = useQuery(contentQuery(client, path));
  const videoRef = useBlobSource(query.data);
  if (query.isPending)
    return (
      <p className="text-sm text-zinc-500 dark:text-zinc-400">
        Loading the video from the gateway…
      </p>
    );
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-2 text-sm text-red-700 dark:text-red-400">
        <p>The video could not be fetched: {describeError(query.error)}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
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
      className="aspect-video w-full rounded-md bg-black"
    />
  );
}

/**
 * Plays a blob through an object URL that lives exactly as long as the blob is shown: made in an
 * effect (render stays pure, and a discarded render cannot leak one) and revoked by the same
 * effect when the blob changes or the player goes.
 */
function useBlobSource(blob: Blob | undefined) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (video === null || blob === undefined) return;
    const url = URL.createObjectURL(blob);
    video.src = url;
    return () => {
      video.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [blob]);
  return ref;
}
