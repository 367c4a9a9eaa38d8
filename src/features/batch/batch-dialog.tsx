import { Download } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FilePicker } from '@/components/ui/file-picker';
import { useT } from '@/i18n/use-t';
import { batchTemplate, readBatchFile, type BatchFile } from '@/jobs/batch/batch-file';
import { MAX_BATCH_ROWS, type BatchForm } from '@/jobs/batch/batch-form';
import { saveBlob } from '@/jobs/copies/download';
import type { JobCreator } from '@/jobs/generator';
import { BatchPreview } from './batch-preview';
import './messages';

/** What the dialog has of the chosen file: nothing yet, its rows, or why it was refused. */
type Chosen =
  { name: string; file: BatchFile; at: number } | { name: string; error: string } | null;

/** "harbour-campaign.csv" → "harbour-campaign": the batch's name until the person gives another. */
function nameFromFile(fileName: string): string {
  return fileName.replace(/\.[^.]+$/, '').trim() || fileName;
}

/**
 * "Batch from a file" (issue 41): the help line (the columns, what cannot be one), the template,
 * the file, then its preview. Its own chunk with papaparse, loaded when the button is first used.
 */
export default function BatchDialog({
  open,
  onClose,
  kind,
  form,
  onQueue,
}: {
  open: boolean;
  onClose: () => void;
  kind: string;
  form: BatchForm;
  onQueue: (name: string, creators: JobCreator<void>[]) => void;
}) {
  const t = useT();
  const fileId = useId();
  const [chosen, setChosen] = useState<Chosen>(null);
  const columns = form.columns.map((c) => c.name);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file === undefined) return;
    try {
      const text = await file.text();
      setChosen({
        name: file.name,
        file: readBatchFile(text, file.name, form.columns),
        at: Date.now(),
      });
    } catch (error) {
      setChosen({ name: file.name, error: error instanceof Error ? error.message : String(error) });
    }
  }

  function downloadTemplate() {
    const text = batchTemplate(form.columns, form.example());
    saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), `${kind}-batch-template.csv`);
  }

  const problem =
    chosen === null
      ? null
      : 'error' in chosen
        ? t('batch.problem.unreadable', { reason: chosen.error })
        : chosen.file.ok
          ? null
          : chosen.file.problem === 'noColumns'
            ? t('batch.problem.noColumns', {
                header: chosen.file.header.join(', '),
                columns: columns.join(', '),
              })
            : t('batch.problem.empty');

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={t('batch.title')}
      description={t('batch.description')}
    >
      {open ? (
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1 text-sm text-zinc-600 dark:text-zinc-400">
            <p>{t('batch.help', { columns: columns.join(', '), max: MAX_BATCH_ROWS })}</p>
            {form.notColumns.length > 0 ? (
              <p>{t('batch.notColumns', { fields: form.notColumns.join(', ') })}</p>
            ) : null}
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex min-w-0 flex-col gap-1 sm:flex-1">
              <label htmlFor={fileId} className="text-sm font-medium">
                {t('batch.file')}
              </label>
              <FilePicker
                id={fileId}
                accept=".csv,.tsv,.tab,.txt,text/csv,text/tab-separated-values,text/plain"
                onChange={(event) => void pick(event)}
              />
            </div>
            <Button variant="secondary" onClick={downloadTemplate}>
              <Download aria-hidden="true" focusable="false" className="size-4" />
              {t('batch.template')}
            </Button>
          </div>
          {problem !== null ? (
            <Alert tone="danger" live>
              {problem}
            </Alert>
          ) : null}
          {chosen !== null && 'file' in chosen && chosen.file.ok ? (
            <>
              {chosen.file.leftOut !== undefined ? (
                // Said once as the rows appear: the rows past the limit are not in the preview.
                <Alert tone="warning" live>
                  {t('batch.leftOut', {
                    count: chosen.file.leftOut.count,
                    max: MAX_BATCH_ROWS,
                    left: chosen.file.leftOut.left,
                  })}
                </Alert>
              ) : null}
              {chosen.file.unknownColumns.length > 0 ? (
                <p className="text-sm text-amber-700 dark:text-amber-400">
                  {t('batch.unknownColumns', { columns: chosen.file.unknownColumns.join(', ') })}
                </p>
              ) : null}
              <BatchPreview
                // A new file is a new preview: its rows, fixes and name start again.
                key={chosen.at}
                kind={kind}
                form={form}
                initialName={nameFromFile(chosen.name)}
                rows={chosen.file.rows}
                onQueue={onQueue}
              />
            </>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
