import { GripVertical, ListOrdered, Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { moveWaitingTo } from '@/jobs/queue/queue-ledger';
import { WaitingJobButtons } from '@/jobs/queue/waiting-job-buttons';
import { cn } from '@/lib/cn';
import { holdsSlot, waitingInOrder } from '@/jobs/queue/rules';
import {
  queueJobName,
  updateQueueSettings,
  useQueueJobs,
  useQueueSettings,
} from '@/jobs/queue/queue-store';
import { useNow } from '@/lib/use-now';
import { formatTime } from '@/lib/time';
import { statusPresentation } from '@/jobs/status';
import { useDragOrder } from './use-drag-order';
import { WaitingCost, WaitingJobCost } from './waiting-cost';
import './messages';

/**
 * The header's **Queue** button, with the count of jobs running and waiting, and its panel
 * (decision 031): the jobs at the gateway, the waiting jobs in the order they go (Move up, Move
 * down, a drag by the row's handle, Cancel), Pause and Resume. Every change is a ledger transaction or a stored setting, so
 * every tab and the next visit see it.
 */
export function QueueButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const jobs = useQueueJobs();
  const settings = useQueueSettings();
  const now = useNow();
  const waiting = waitingInOrder(jobs ?? []);
  const atGateway = (jobs ?? []).filter((j) => j.status !== 'waiting' && holdsSlot(j, now));
  const count = waiting.length + atGateway.length;
  const drag = useDragOrder((id, to) => void moveWaitingTo(id, to));
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        // The room the painted shell keeps for it (app.tsx): arriving, it moves nothing. On a phone
        // the word is for screen readers only (the name stays "Queue n"), so the header's row
        // keeps room for the balance and the gateway's name.
        className="h-8 min-w-31 shrink-0 px-2 max-sm:min-w-17 max-sm:gap-1.5"
        aria-haspopup="dialog"
        data-queue-count={count}
        data-queue-paused={settings.paused ? 'true' : 'false'}
      >
        {/* A paused queue shows the pause sign in the list's place (data-queue-paused says it). */}
        {settings.paused ? (
          <Pause aria-hidden="true" focusable="false" className="size-4" />
        ) : (
          <ListOrdered aria-hidden="true" focusable="false" className="size-4" />
        )}
        <span className="max-sm:sr-only">{t('queue.panel.button')}</span>
        <span className="rounded-full bg-zinc-100 px-1.5 text-xs tabular-nums dark:bg-zinc-800">
          {count}
        </span>
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('queue.panel.title')}
        description={t('queue.panel.description')}
      >
        {/* Drawn only while open: a closed <dialog> stays in the page, and its rows would be found. */}
        {open ? (
          <div className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
                {settings.paused ? t('queue.panel.paused') : t('queue.panel.running')}
              </p>
              <Button
                variant="secondary"
                onClick={() => updateQueueSettings((s) => ({ ...s, paused: !s.paused }))}
              >
                {settings.paused ? (
                  <Play aria-hidden="true" focusable="false" className="size-4" />
                ) : (
                  <Pause aria-hidden="true" focusable="false" className="size-4" />
                )}
                {settings.paused ? t('queue.panel.resume') : t('queue.panel.pause')}
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
    </>
  );
}
