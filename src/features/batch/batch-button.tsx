import { FileSpreadsheet } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import type { BatchForm } from '@/jobs/batch/batch-form';
import { useQueueBatch } from './use-queue-batch';
import './messages';

// The dialog and papaparse: fetched when the button is first used, not with the form.
const BatchDialog = lazy(() => import('./batch-dialog'));

/**
 * "Batch from a file" under a generator's form (issue 41), offered for every generator that
 * declares a batch form. The queuing lives here, not in the dialog: it closes as the batch is
 * queued, and what became of the batch is said beside the button.
 */
export function BatchButton({ kind, form }: { kind: string; form: BatchForm }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const batch = useQueueBatch(kind);
  const { state, outcome, error } = batch;

  let said: string | null = null;
  if (state.phase === 'failed') said = t('batch.failed', { reason: state.reason });
  else if (state.phase === 'queuing') {
    if (batch.isPending || (outcome === undefined && error === null))
      said = t('batch.queuing', { count: state.count, name: state.name });
    else if (error !== null) said = t('batch.failed', { reason: error.message });
    else if (outcome !== undefined)
      said =
        outcome.errors.length === 0
          ? t('batch.queued', { count: outcome.jobIds.length, name: state.name })
          : t('batch.queuedSome', {
              count: outcome.jobIds.length,
              name: state.name,
              failed: outcome.errors.length,
              reason: outcome.errors[0]?.message ?? '',
            });
  }

  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button
          variant="secondary"
          aria-haspopup="dialog"
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
        >
          <FileSpreadsheet aria-hidden="true" focusable="false" className="size-4" />
          {t('batch.button')}
        </Button>
      </div>
      <p role="status" className="text-sm text-zinc-600 empty:hidden dark:text-zinc-400">
        {said}
      </p>
      {used ? (
        <Suspense fallback={null}>
          <BatchDialog
            open={open}
            onClose={() => setOpen(false)}
            kind={kind}
            form={form}
            onQueue={(name, creators) => {
              setOpen(false);
              void batch.queue(name, creators);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
