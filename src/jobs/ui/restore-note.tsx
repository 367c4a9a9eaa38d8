import { useWatch } from 'react-hook-form';
import { useFieldLabel } from '@/components/ui/form/form-aids';
import type { RestoreGap } from './form-start';

function list(labels: string[]): string {
  return labels.join(', ');
}

/**
 * Above the Generate button: where the form's values came from (a job's settings), and each thing
 * that could not be brought back, in plain words. A gap whose field the person has since changed
 * (a file chosen again) is no longer said.
 */
export function RestoreNote({
  from,
  gaps,
  startValues,
}: {
  from: 'handoff' | 'draft' | null;
  gaps: readonly RestoreGap[];
  startValues: Readonly<Record<string, unknown>>;
}) {
  const labelOf = useFieldLabel();
  const fields = gaps.map((g) => g.field);
  const watched: unknown = useWatch({ name: fields, disabled: fields.length === 0 });
  const now = Array.isArray(watched) ? watched : [];
  const open = gaps.filter(
    (gap, i) => JSON.stringify(now[i]) === JSON.stringify(startValues[gap.field]),
  );
  const files = open.filter((g) => g.reason === 'file-not-kept');
  const notInRecord = open.filter((g) => g.reason === 'not-in-record').map((g) => labelOf(g.field));
  const notAccepted = open.filter((g) => g.reason === 'not-accepted').map((g) => labelOf(g.field));
  if (from !== 'handoff' && open.length === 0) return null;
  return (
    <div
      role="note"
      aria-label="Restored settings"
      className="flex flex-col gap-1 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-100"
    >
      {from === 'handoff' ? (
        <p>These are the settings of an earlier job. Nothing is sent until you press Generate.</p>
      ) : null}
      {files.map((gap) => (
        <p key={gap.field}>
          {labelOf(gap.field)}: the file was not kept; choose {gap.name ?? 'it'} again.
        </p>
      ))}
      {notInRecord.length > 0 ? (
        <p>Not in the record: {list(notInRecord)}. The form’s defaults are shown.</p>
      ) : null}
      {notAccepted.length > 0 ? (
        <p>No longer accepted here: {list(notAccepted)}. The form’s defaults are shown.</p>
      ) : null}
    </div>
  );
}
