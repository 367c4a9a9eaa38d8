import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { routeJob, useProfileConnections } from '@/gateway/connection';
import type { GeneratorModule } from '@/jobs/generator';
import { pollQueriesFor } from './polling';
import { jobKeys } from './polling-keys';
import { usePollLeadership } from './poll-leadership';
import { useActiveJobs } from '@/jobs/ledger/use-ledger';
import { claimLeases, heldElsewhere, useLeases } from '@/jobs/sync/leases';
import { useNow } from '@/lib/use-now';

/**
 * Follows every unfinished job, whichever page is open and whichever gateway profile is active:
 * each job is polled through its own profile's connection (URL, key, paths), so switching
 * profiles never leaves a running job unpolled. Mounted once at the root, so polling does not
 * depend on a card being on screen; after a reload it resumes from the ledger.
 */
export function ActivePolling({ generators }: { generators: readonly GeneratorModule[] }) {
  const connections = useProfileConnections();
  const leader = usePollLeadership();
  // Only the waiting jobs, read through the status index: the library's size costs nothing here.
  const active = useActiveJobs();
  // A job another device polls (its lease in the synced library, decision 028) is left to it
  // until the lease lapses; the rest are this device's, claimed while they are polled here.
  const leases = useLeases();
  const now = useNow();
  const mine = (active ?? []).filter(
    (job) => !heldElsewhere(job.id, now, leases) && routeJob(job, connections) !== null,
  );
  const claim = leader ? mine.map((job) => job.id).join(' ') : '';
  useEffect(() => claimLeases(claim === '' ? [] : claim.split(' ')), [claim]);
  // Only the leading tab polls (one Web Lock for every profile); the others render its writes.
  const queries = leader ? pollQueriesFor(mine, connections, generators, routeJob) : [];
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
      if (document.visibilityState === 'visible')
        void queryClient.refetchQueries(
          { queryKey: jobKeys.all, type: 'active' },
          { cancelRefetch: false },
        );
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [queryClient]);
}
