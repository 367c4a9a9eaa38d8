import { profileOfJob, useGatewayProfiles } from '@/gateway/settings';
import { chargeOfRecord } from '@/jobs/account/charges';
import { costOf, formatCost } from '@/jobs/account/cost';
import type { Job } from '@/jobs/job';
import { CostLine } from '@/jobs/ui/cost-line';

/**
 * One waiting job's cost in the queue's list, from its own profile's price list (decision 048):
 * nothing where that profile has none or does not price it.
 */
export function WaitingJobCost({ job }: { job: Job }) {
  const { profiles } = useGatewayProfiles();
  const list = profiles.find((p) => p.id === profileOfJob(job.profileId))?.prices ?? [];
  const estimate = costOf(list, [chargeOfRecord(job.kind, job.fields)]);
  if (estimate === null || estimate.priced === 0) return null;
  return (
    <span data-queue-cost={estimate.usd} className="shrink-0 text-xs text-muted tabular-nums">
      {formatCost(estimate.usd)}
    </span>
  );
}

/**
 * What the jobs waiting for the active profile's gateway will cost together, and its balance
 * after them; the waiting jobs of other profiles show their own costs on their rows.
 */
export function WaitingCost({ waiting }: { waiting: readonly Job[] }) {
  const { activeId } = useGatewayProfiles();
  const here = waiting.filter((job) => profileOfJob(job.profileId) === activeId);
  if (here.length === 0) return null;
  return (
    <CostLine
      charges={here.map((job) => chargeOfRecord(job.kind, job.fields))}
      total="cost.waiting"
    />
  );
}
