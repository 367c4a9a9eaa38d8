import { useT } from '@/i18n/use-t';
import { withSlots } from '@/i18n/slots';
import type { Job } from '@/jobs/job';
import { hrefFor } from '@/lib/hash-route';
import { formatTime } from '@/lib/time';
import { useNow } from '@/lib/use-now';
import { useQueueJobs, useQueueSettings } from './queue-store';
import { waitingInOrder, whyWaiting } from './rules';
import { WaitingJobButtons } from './waiting-job-buttons';

/**
 * On a waiting job's card (issue 54): why it is not sent yet — the queue is paused, a 429 holds
 * it, or its gateway takes only so many jobs at once (with the way to Settings, where that is set)
 * — and Move up, Move down and Cancel, as in the queue panel. Its place in line is the badge's.
 */
export function WaitingInQueue({ job }: { job: Job }) {
  const t = useT();
  const jobs = useQueueJobs();
  const settings = useQueueSettings();
  const now = useNow();
  const line = waitingInOrder(jobs ?? []);
  const at = line.findIndex((j) => j.id === job.id);
  // Not in the line (yet, or any more): the badge says what it is; nothing here to move.
  if (at < 0) return null;
  const why = whyWaiting(job, settings, now);
  const settingsLink = (
    <a className="font-medium underline" href={hrefFor('/settings')}>
      {t('job.queue.why.settings')}
    </a>
  );
  const text =
    why.reason === 'paused'
      ? t('job.queue.why.paused')
      : why.reason === 'held'
        ? t('job.queue.why.held', { time: formatTime(why.until) })
        : why.reason === 'behind'
          ? t('job.queue.why.behind')
          : withSlots(
              (m) =>
                t(why.lowered ? 'job.queue.why.capLowered' : 'job.queue.why.cap', {
                  cap: why.cap,
                  ...m,
                }),
              { settings: settingsLink },
            );
  return (
    <div data-queue-wait="" className="flex flex-wrap items-center gap-2">
      <p className="min-w-0 flex-1 text-sm text-zinc-600 dark:text-zinc-400">{text}</p>
      <span className="flex shrink-0 items-center gap-1">
        <WaitingJobButtons job={job} first={at === 0} last={at === line.length - 1} />
      </span>
    </div>
  );
}
