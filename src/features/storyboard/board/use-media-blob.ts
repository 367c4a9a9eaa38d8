import { useQueries, useQuery } from '@tanstack/react-query';
import {
  routeJob,
  useGatewayConnection,
  useJobConnection,
  useProfileConnections,
  type GatewayConnection,
} from '@/gateway/connection';
import { fetchResultBlob } from '@/gateway/media-fetch';
import { getCopy } from '@/jobs/copies/kept-copies';
import type { Job } from '@/jobs/job';

type Client = GatewayConnection['client'];

/**
 * A result's bytes for the storyboard: the copy kept in this browser when there is one, else
 * fetched as Download fetches them (a gateway path with the key in a header, a media host without
 * credentials). The preview and the export both play from these bytes, so what is previewed is
 * what is exported, and a `/content` video never needs its key in a `src`.
 */
function mediaBlobQuery(job: Job | undefined, slot: number, client: Client) {
  const media = job?.media[slot];
  // The key names the bytes (the job, its slot, its link); the client and the record are only
  // how to reach them, and the same bytes reached another way are the same bytes.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return {
    queryKey: ['storyboard-media', job?.id ?? '', slot, media?.url ?? ''],
    enabled: job !== undefined && media !== undefined,
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    retry: false,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Blob> => {
      if (job === undefined || media === undefined) throw new Error('no media');
      const kept = await getCopy(job.id, slot);
      if (kept !== undefined) return kept.blob;
      const answer = await fetchResultBlob(media, { client, signal });
      if (!answer.ok) throw new Error(answer.message);
      return answer.blob;
    },
  };
}

export function useMediaBlob(job: Job | undefined, slot: number) {
  const { client } = useJobConnection(job ?? { gateway: '', profileId: null });
  return useQuery(mediaBlobQuery(job, slot, client));
}

/** Every shot's bytes, in the film's order (each through its own job's gateway profile). */
export function useShotBlobs(
  shots: readonly { jobId: string; slot: number }[],
  jobOf: (id: string) => Job | undefined,
) {
  const active = useGatewayConnection();
  const connections = useProfileConnections();
  return useQueries({
    queries: shots.map((shot) => {
      const job = jobOf(shot.jobId);
      const { client } = (job && routeJob(job, connections)) ?? active;
      return mediaBlobQuery(job, shot.slot, client);
    }),
  });
}
