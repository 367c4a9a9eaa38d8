import { lazy, Suspense, useState } from 'react';
import { ListOrdered, Pause } from 'lucide-react';
import { useT } from '@/i18n/use-t';
import { Button } from '@/components/ui/button';
import { holdsSlot, waitingInOrder } from '@/jobs/queue/rules';
import { useQueueJobs, useQueueSettings } from '@/jobs/queue/queue-store';
import { useNow } from '@/lib/use-now';
import './messages';

/** The panel's code (its rows, drag, the ledger's queue writes), fetched when it is first opened. */
const QueuePanel = lazy(() => import('./queue-panel').then((m) => ({ default: m.QueuePanel })));

/**
 * The header's **Queue** button, with the count of jobs running and waiting, and its panel
 * (`queue-panel.tsx`, decision 031), whose code comes with its first opening (issue 57).
 */
export function QueueButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the dialog's own closing.
  const [used, setUsed] = useState(false);
  const jobs = useQueueJobs();
  const settings = useQueueSettings();
  const now = useNow();
  const waiting = waitingInOrder(jobs ?? []);
  const atGateway = (jobs ?? []).filter((j) => j.status !== 'waiting' && holdsSlot(j, now));
  const count = waiting.length + atGateway.length;
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
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
      {used ? (
        <Suspense fallback={null}>
          <QueuePanel
            open={open}
            onClose={() => setOpen(false)}
            waiting={waiting}
            atGateway={atGateway}
            paused={settings.paused}
            now={now}
          />
        </Suspense>
      ) : null}
    </>
  );
}
