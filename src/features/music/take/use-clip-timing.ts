import { useQuery } from '@tanstack/react-query';
import { useJobConnection } from '@/gateway/connection';
import type { TuneTiming } from '@/features/music/gateway-schema/tune-timing';
import type { Job } from '@/jobs/job';
import type { ClipView } from '@/features/music/normalise';
import { timingQuery } from './timing';

/**
 * A finished clip's timed lyrics and waveform, through its own job's gateway; undefined until they
 * arrive, and for good when the gateway has none (the plain lyrics stand).
 */
export function useClipTiming(job: Job, clip: ClipView | null): TuneTiming | undefined {
  const connection = useJobConnection(job);
  const finished = clip !== null && clip.status === 'succeeded' ? clip.id : null;
  return useQuery(timingQuery(connection, finished)).data ?? undefined;
}
