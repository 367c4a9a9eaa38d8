import { useT } from '@/i18n/use-t';
import { useWatch } from 'react-hook-form';
import { useFieldLabel } from '@/components/ui/form/form-aids';
import type { RestoreGap } from './form-start';

function list(labels: string[], separator: string): string {
  return labels.join(separator);
}

/**
 * Above the Generate button: where the form's values came from (a job's settings, or only an image
 * handed to one field), and each thing that could not be brought back, in plain words. A gap whose
 * field the person has since changed (a file chosen again) is no longer said.
 */
export function RestoreNote({
  from,
  imageFrom,
  gaps,
  startValues,
}: {
  from: 'handoff' | 'image' | 'draft' | null;
  imageFrom?: string | undefined;
  gaps: readonly RestoreGap[];
  startValues: Readonly<Record<string, unknown>>;
}) {
  const t = useT();
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
  const image = from === 'image' && imageFrom !== undefined;
  if (from !== 'handoff' && !image && open.length === 0) return null;
  return (
    <div
      role="note"
      // An image handed over is not "settings restored": the person's own values stayed.
      aria-label={image ? t('restore.image.label') : t('restore.label')}
      className="flex flex-col gap-1 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-100"
    >
      {from === 'handoff' ? <p>{t('restore.handoff')}</p> : null}
      {image ? <p>{t('restore.image', { from: imageFrom })}</p> : null}
      {files.map((gap) => (
        <p key={gap.field}>
          {gap.name === undefined
            ? t('restore.fileNotKeptIt', { field: labelOf(gap.field) })
            : t('restore.fileNotKept', { field: labelOf(gap.field), name: gap.name })}
        </p>
      ))}
      {notInRecord.length > 0 ? (
        <p>{t('restore.notInRecord', { fields: list(notInRecord, t('common.listSeparator')) })}</p>
      ) : null}
      {notAccepted.length > 0 ? (
        <p>{t('restore.notAccepted', { fields: list(notAccepted, t('common.listSeparator')) })}</p>
      ) : null}
    </div>
  );
}
