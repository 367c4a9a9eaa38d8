import { GripVertical, Pause, Play } from 'lucide-react';
import { useT } from '@/i18n/use-t';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { moveWaitingTo } from '@/jobs/queue/queue-ledger';
import { WaitingJobButtons } from '@/jobs/queue/waiting-job-buttons';
import { cn } from '@/lib/cn';
import { updateQueueSettings } from '@/jobs/queue/queue-store';
import type { Job } from '@/jobs/job';
import { queueJobName } from '@/jobs/queue/queue-generators';
import { formatTime } from '@/lib/time';
import { statusPresentation } from '@/jobs/status';
import { useDragOrder } from './use-drag-order';
import { WaitingCost, WaitingJobCost } from './waiting-cost';
import './messages';

/**
 * The queue's panel: the jobs at the gateway, the waiting jobs in the order they go (Move up,
 * Move down, a drag by the row's handle, Cancel), Pause and Resume. Every change is a ledger
 * transaction or a stored setting, so every tab and the next visit see it.
 */
export function QueuePanel({
  open,
  onClose,
  waiting,
  atGateway,
  paused,
  now,
}: {
  open: boolean;
  onClose: () => void;
  /** The waiting jobs in the order they go. */
  waiting: readonly Job[];
  /** The jobs holding a slot at the gateway. */
  atGateway: readonly Job[];
  paused: boolean;
  now: number;
}) {
  const t = useT();
  const count = waiting.length + atGateway.length;
  const drag = useDragOrder((id, to) => void moveWaitingTo(id, to));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('queue.panel.title')}
      description={t('queue.panel.description')}
    >
      {/* Drawn only while open: a closed <dialog> stays in the page, and its rows would be found. */}
      {open ? (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
              {paused ? t('queue.panel.paused') : t('queue.panel.running')}
            </p>
            <Button
              variant="secondary"
              onClick={() => updateQueueSettings((s) => ({ ...s, paused: !s.paused }))}
            >
              {paused ? (
                <Play aria-hidden="true" focusable="false" className="size-4" />
              ) : (
                <Pause aria-hidden="true" focusable="false" className="size-4" />
              )}
              {paused ? t('queue.panel.resume') : t('queue.panel.pause')}
            </Button>
          </div>
          {count === 0 ? <p className="text-sm">{t('queue.panel.empty')}</p> : null}
          {atGateway.length > 0 ? (
            <section className="flex flex-col gap-1">
              <h3 className="text-sm font-semibold">
                {t('queue.panel.atGateway', { count: atGateway.length })}
              </h3>
              <ul
                aria-label={t('queue.panel.atGateway', { count: atGateway.length })}
                className="flex flex-col gap-1"
              >
                {atGateway.map((job) => (
                  <li
                    key={job.id}
                    data-queue-job={job.id}
                    data-queue-status={job.status}
                    className="flex items-center justify-between gap-2 text-sm"
                  >
                    <span className="min-w-0 truncate">{queueJobName(job)}</span>
                    <span className="shrink-0 text-xs text-zinc-500 dark:text-zinc-400">
                      {job.status === 'submitting'
                        ? t('queue.panel.sending')
                        : statusPresentation[job.status].label}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section className="flex flex-col gap-1">
            <h3 className="text-sm font-semibold">
              {t('queue.panel.waiting', { count: waiting.length })}
            </h3>
            <WaitingCost waiting={waiting} />
            {waiting.length === 0 ? (
              <p className="text-sm text-zinc-600 dark:text-zinc-400">
                {t('queue.panel.noneWaiting')}
              </p>
            ) : (
              <ol
                aria-label={t('queue.panel.waiting', { count: waiting.length })}
                data-queue-list
                className="flex flex-col gap-1"
              >
                {waiting.map((job, index) => {
                  const name = queueJobName(job);
                  const held = job.queue?.notBefore ?? null;
                  return (
                    <li
                      key={job.id}
                      data-queue-job={job.id}
                      data-queue-status="waiting"
                      className={cn(
                        'flex items-center gap-2 border-y-2 border-transparent text-sm',
                        drag.draggingId === job.id && 'opacity-50',
                        // Where the dragged row would land: a line above this row (or below the last).
                        drag.gap === index && drag.draggingId !== null && 'border-t-indigo-500',
                        drag.gap === waiting.length &&
                          index === waiting.length - 1 &&
                          'border-b-indigo-500',
                      )}
                    >
                      <span
                        {...drag.handleProps(job.id, index)}
                        data-queue-drag={job.id}
                        title={t('queue.panel.drag')}
                        // Touch drags the row, not the page.
                        className="flex shrink-0 cursor-grab touch-none items-center text-zinc-400 active:cursor-grabbing"
                      >
                        <GripVertical aria-hidden="true" focusable="false" className="size-4" />
                      </span>
                      <span className="w-6 shrink-0 text-right tabular-nums text-zinc-500">
                        {index + 1}.
                      </span>
                      <span className="flex min-w-0 flex-1 flex-col">
                        <span className="truncate">{name}</span>
                        {held !== null && held > now ? (
                          <span className="text-xs text-amber-700 dark:text-amber-400">
                            {t('queue.panel.heldUntil', { time: formatTime(held) })}
                          </span>
                        ) : null}
                      </span>
                      <WaitingJobCost job={job} />
                      <WaitingJobButtons
                        job={job}
                        first={index === 0}
                        last={index === waiting.length - 1}
                      />
                    </li>
                  );
                })}
              </ol>
            )}
          </section>
        </div>
      ) : null}
    </Dialog>
  );
}
