import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useGatewayConnection } from '@/gateway/connection';
import type { GeneratorModule } from './generator';
import { batchPollQuery, isPollable, jobKeys, jobPollQuery } from './polling';
import { usePollLeadership } from './poll-leadership';
import { useActiveJobs } from './use-ledger';

/**
 * Follows every unfinished job, whichever page is open. Mounted once at the root, so polling does
 * not depend on a card being on screen; after a reload it resumes from the ledger.
 */
export function ActivePolling({ generators }: { generators: readonly GeneratorModule[] }) {
  const connection = useGatewayConnection();
  const leader = usePollLeadership();
  // Only the waiting jobs, read through the status index: the library's size costs nothing here.
  const active = useActiveJobs();
  // Only the leading tab polls; the others render the leader's writes from the shared ledger.
  const pollable = leader ? (active ?? []).filter((job) => isPollable(job, connection)) : [];
  const queries = generators.flatMap((generator) => {
    const jobs = pollable.filter((job) => job.kind === generator.kind);
    if (jobs.length === 0) return [];
    return generator.poller.batched
      ? [batchPollQuery(connection, generator, jobs)]
      : jobs.map((job) => jobPollQuery(connection, generator, job));
  });
  useQueries({ queries });
  usePollOnReturn();
  return null;
}

/**
 * A hidden tab polls slowly; when the person comes back they want the news now, not at the end of
 * a stretched wait: every running poll asks at once.
 */
function usePollOnReturn() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void queryClient.refetchQueries({ queryKey: jobKeys.all, type: 'active' }, { cancelRefetch: false });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [queryClient]);
}
