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
  return useClipTimingLoad(job, clip).timing;
}

/**
 * The same, and whether it is still on its way: a take keeps the waveform's room while it is, so
 * the buttons under it do not move down when it comes (a press on its way to them would land on
 * the wrong one).
 */
export function useClipTimingLoad(
  job: Job,
  clip: ClipView | null,
): { timing: TuneTiming | undefined; loading: boolean } {
  const connection = useJobConnection(job);
  const finished = clip !== null && clip.status === 'succeeded' ? clip.id : null;
  const query = useQuery(timingQuery(connection, finished));
  return { timing: query.data ?? undefined, loading: query.isLoading };
}
