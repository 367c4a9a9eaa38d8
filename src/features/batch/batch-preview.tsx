import { useId, useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass, describedBy } from '@/components/ui/control';
import { Field } from '@/components/ui/field';
import { useT } from '@/i18n/use-t';
import type { BatchForm, RowCells } from '@/jobs/batch/batch-form';
import type { JobCreator } from '@/jobs/generator';
import { nameProblem, nameProblemText, NAME_MAX } from '@/jobs/names';
import { chargeOfRecord } from '@/jobs/account/charges';
import { CostLine } from '@/jobs/ui/cost-line';
import { BatchRow } from '@/jobs/batch/batch-row';
import { countRows, previewRow, withCell, type PreviewRow } from '@/jobs/batch/batch-rows';

/**
 * A file's rows before anything is queued: each checked by the form's own schema, a bad one
 * fixed in place (checked again at each keystroke) or skipped, the batch named, and "Queue N
 * jobs" for the good rows not skipped — disabled while there are none.
 */
export function BatchPreview({
  kind,
  form,
  initialName,
  rows: read,
  onQueue,
}: {
  /** The generator's kind: what its rows are charged by (decision 048). */
  kind: string;
  form: BatchForm;
  initialName: string;
  rows: readonly RowCells[];
  onQueue: (name: string, creators: JobCreator<void>[]) => void;
}) {
  const t = useT();
  const nameId = useId();
  const [name, setName] = useState(initialName);
  const [nameError, setNameError] = useState<string | undefined>();
  const [rows, setRows] = useState<PreviewRow[]>(() =>
    read.map((cells) => previewRow(form, cells)),
  );
  const { good, bad, skipped } = countRows(rows);
  // What the rows "Queue N jobs" would send cost, each by its own values (its summary's fields).
  const charges = useMemo(
    () =>
      rows.flatMap((row) =>
        !row.skipped && row.check.ok
          ? [chargeOfRecord(kind, row.check.creator.summarize().fields)]
          : [],
      ),
    [rows, kind],
  );

  const change = (index: number, next: (row: PreviewRow) => PreviewRow) =>
    setRows((all) => all.map((row, i) => (i === index ? next(row) : row)));

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = nameProblem(name);
    if (problem !== null) {
      setNameError(nameProblemText(problem));
      return;
    }
    onQueue(
      name.trim(),
      rows.flatMap((row) => (!row.skipped && row.check.ok ? [row.check.creator] : [])),
    );
  }

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
      <Field id={nameId} label={t('batch.name')} hint={t('batch.nameHint')} error={nameError}>
        <input
          {...describedBy(nameId, nameError)}
          value={name}
          maxLength={NAME_MAX + 20}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(undefined);
          }}
          className={controlClass}
        />
      </Field>
      <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
        {t('batch.summary', { rows: rows.length, good, bad, skipped })}
      </p>
      {/* A list of its own height on a wide screen; on a phone the dialog scrolls: one scroller. */}
      <ol
        aria-label={t('batch.rows')}
        className="flex flex-col gap-2 sm:max-h-[50vh] sm:overflow-y-auto"
      >
        {rows.map((row, index) => (
          <BatchRow
            key={index}
            form={form}
            row={row}
            number={index + 1}
            onCell={(field, text) => change(index, (r) => withCell(form, r, field, text))}
            onSkip={(on) => change(index, (r) => ({ ...r, skipped: on }))}
          />
        ))}
      </ol>
      {/* Kept in view at the dialog's foot while a long file's rows scroll past. */}
      <div className="sticky bottom-0 flex flex-wrap items-center justify-end gap-x-4 gap-y-2 bg-white py-2 dark:bg-zinc-900">
        <CostLine charges={charges} className="mr-auto" />
        <Button type="submit" disabled={good === 0}>
          {t('batch.queue', { count: good })}
        </Button>
      </div>
    </form>
  );
}
