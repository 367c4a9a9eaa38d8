import { useId, type ReactNode } from 'react';
import { controlClass } from '@/components/ui/control';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import type { BatchForm } from '@/jobs/batch/batch-form';
import { rowSummary, type PreviewRow } from './batch-rows';

/**
 * One row of a preview — a file's batch (issue 41), a script's shots (issue 55): its number and
 * prompt, the other fields it sets, Skip, and — for a row with problems — each problem named by row
 * and field, with the cells at fault as inputs to fix it in place. What else the row carries (a
 * shot's caption) is its `children`, under the rest.
 */
export function BatchRow({
  form,
  row,
  number,
  onCell,
  onSkip,
  wrap = false,
  children,
}: {
  form: BatchForm;
  row: PreviewRow;
  number: number;
  onCell: (field: string, text: string) => void;
  onSkip: (skipped: boolean) => void;
  /** The prompt on as many lines as it takes (a shot's, read whole), not cut to one. */
  wrap?: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  const id = useId();
  const issues = row.check.ok ? [] : row.check.issues;
  const state = row.skipped ? 'skipped' : row.check.ok ? 'ok' : 'bad';
  const summary = rowSummary(form, row.cells);
  const headline = summary.headline;
  // A cell drawn as a field to fix is not said twice.
  const set = row.skipped
    ? summary.set
    : summary.set.filter(({ field }) => !row.fixing.includes(field));
  return (
    <li
      data-batch-row={number}
      data-batch-row-state={state}
      aria-label={t('job.batch.row', { row: number })}
      className={cn(
        'flex flex-col gap-2 rounded-md border px-3 py-2 text-sm',
        state === 'bad'
          ? 'border-red-300 dark:border-red-800'
          : 'border-zinc-200 dark:border-zinc-800',
        row.skipped && 'opacity-60',
      )}
    >
      {/* Wrapped (a shot's prompt, read whole): on a phone the prompt takes a line of its own
          under the row's number and Skip, beside them from `sm` up. */}
      <div
        className={cn(
          'flex gap-2',
          wrap ? 'flex-wrap items-start justify-between gap-y-1' : 'items-center',
        )}
      >
        <span className="w-14 shrink-0 tabular-nums text-zinc-500 dark:text-zinc-400">
          {t('job.batch.row', { row: number })}
        </span>
        <span
          className={cn(
            'min-w-0',
            wrap
              ? 'order-last basis-full break-words sm:order-none sm:basis-0 sm:flex-1'
              : 'flex-1 truncate',
            row.skipped && 'line-through',
          )}
        >
          {headline === '' ? t('job.batch.row.empty') : headline}
        </span>
        <label className="flex shrink-0 items-center gap-1.5">
          <input
            type="checkbox"
            checked={row.skipped}
            onChange={(event) => onSkip(event.target.checked)}
            className="size-4 accent-indigo-600"
          />
          {t('job.batch.row.skip', { row: number })}
        </label>
      </div>
      {set.length > 0 ? (
        // What else the row sets: two rows of one prompt are told apart (issue 54).
        <div role="group" aria-label={t('job.batch.row.set', { row: number })} className="pl-16">
          <dl className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-zinc-600 dark:text-zinc-400">
            {set.map(({ field, text }) => (
              <div key={field} className="flex min-w-0 gap-1">
                <dt className="shrink-0">{field}</dt>
                <dd className="max-w-48 truncate font-medium text-zinc-800 dark:text-zinc-200">
                  {text}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      {!row.skipped && issues.length > 0 ? (
        <ul id={`${id}-issues`} className="flex flex-col gap-0.5 text-red-700 dark:text-red-400">
          {issues.map((issue) => (
            <li key={`${issue.field}:${issue.message}`}>
              {issue.field === ''
                ? t('job.batch.row.issueNoField', { row: number, message: issue.message })
                : t('job.batch.row.issue', {
                    row: number,
                    field: issue.field,
                    message: issue.message,
                  })}
            </li>
          ))}
        </ul>
      ) : null}
      {!row.skipped && row.fixing.length > 0 ? (
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {row.fixing.map((field) => {
            const bad = issues.some((i) => i.field === field);
            return (
              <label key={field} className="flex flex-col gap-1">
                <span className="text-xs font-medium">
                  {t('job.batch.row.cell', { row: number, field })}
                </span>
                <input
                  type="text"
                  value={row.cells[field] ?? ''}
                  onChange={(event) => onCell(field, event.target.value)}
                  aria-invalid={bad ? true : undefined}
                  aria-describedby={bad ? `${id}-issues` : undefined}
                  className={controlClass}
                />
              </label>
            );
          })}
        </div>
      ) : null}
      {row.skipped ? null : children}
    </li>
  );
}
