import { FileSpreadsheet } from 'lucide-react';
import { lazy } from 'react';
import { useT } from '@/i18n/use-t';
import type { BatchForm } from '@/jobs/batch/batch-form';
import { LazyDialogLauncher } from '@/jobs/ui/lazy-dialog-launcher';
import { queueManySaid } from '@/jobs/ui/queue-many';
import { useQueueBatch } from './use-queue-batch';
import './messages';

// The dialog and papaparse: fetched when the button is first used, not with the form.
const BatchDialog = lazy(() => import('./batch-dialog'));

const words = {
  queuing: 'batch.queuing',
  queued: 'batch.queued',
  queuedSome: 'batch.queuedSome',
  failed: 'batch.failed',
} as const;

/**
 * "Batch from a file" under a generator's form (issue 41), offered for every generator that
 * declares a batch form. The queuing lives here, not in the dialog: it closes as the batch is
 * queued, and what became of the batch is said beside the button.
 */
export function BatchButton({ kind, form }: { kind: string; form: BatchForm }) {
  const t = useT();
  const batch = useQueueBatch(kind);
  return (
    <LazyDialogLauncher
      icon={FileSpreadsheet}
      label={t('batch.button')}
      said={queueManySaid(t, words, batch.state, batch)}
      dialog={(open, close) => (
        <BatchDialog
          open={open}
          onClose={close}
          kind={kind}
          form={form}
          onQueue={(name, creators) => {
            close();
            void batch.queue(name, creators);
          }}
        />
      )}
    />
  );
}
