import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { IconButton } from '@/components/ui/icon-button';
import { message } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import type { Job } from '@/jobs/job';
import { cancelWaiting, moveWaiting } from './queue-ledger';
import { queueJobName } from './queue-generators';

/**
 * Move up, Move down and Cancel for a waiting job, named after it ("Move up: <prompt>"): the queue
 * panel's rows and the waiting job's card draw the same buttons, each one of the queue's ledger
 * transactions (a swap of two ranks; a cancel that only takes a job still waiting, so never sent).
 */
export function WaitingJobButtons({
  job,
  first,
  last,
}: {
  job: Pick<Job, 'id' | 'prompt' | 'kind'>;
  /** Next in line: nothing to move above. */
  first: boolean;
  /** Last in line: nothing to move below. */
  last: boolean;
}) {
  const t = useT();
  const name = queueJobName(job);
  return (
    <>
      <IconButton
        icon={ArrowUp}
        size="sm"
        label={t('job.queue.moveUp', { name })}
        disabled={first}
        onClick={() => void moveWaiting(job.id, -1)}
      />
      <IconButton
        icon={ArrowDown}
        size="sm"
        label={t('job.queue.moveDown', { name })}
        disabled={last}
        onClick={() => void moveWaiting(job.id, 1)}
      />
      <IconButton
        icon={X}
        size="sm"
        label={t('job.queue.cancel', { name })}
        onClick={() => void cancelWaiting(job.id, message('job.queue.cancelled'))}
      />
    </>
  );
}
