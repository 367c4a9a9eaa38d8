import { useQueries } from '@tanstack/react-query';
import { useGatewayConnection } from '@/gateway/connection';
import type { GeneratorModule } from './generator';
import { batchPollQuery, isPollable, jobPollQuery } from './polling';
import { useLedgerEntries } from './use-ledger';

/**
 * Follows every unfinished job, whichever page is open. Mounted once at the root, so polling does
 * not depend on a card being on screen; after a reload it resumes from the ledger.
 */
export function ActivePolling({ generators }: { generators: readonly GeneratorModule[] }) {
  const connection = useGatewayConnection();
  const entries = useLedgerEntries() ?? [];
  const pollable = entries.flatMap((e) => (e.ok && isPollable(e.job, connection) ? [e.job] : []));
  const queries = generators.flatMap((generator) => {
    const jobs = pollable.filter((job) => job.kind === generator.kind);
    if (jobs.length === 0) return [];
    return generator.poller.batched
      ? [batchPollQuery(connection, generator, jobs)]
      : jobs.map((job) => jobPollQuery(connection, generator, job));
  });
  useQueries({ queries });
  return null;
}
