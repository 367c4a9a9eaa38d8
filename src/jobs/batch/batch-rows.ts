import type { BatchForm, RowCells, RowCheck } from '@/jobs/batch/batch-form';

/** One row of the preview: its cells (as read, then as fixed), whether it is skipped, its check. */
export interface PreviewRow {
  cells: RowCells;
  skipped: boolean;
  check: RowCheck;
  /**
   * The fields drawn as inputs: those with a problem when the file was read, and any that had one
   * since. A field stays drawn once fixed, so the field being typed in never goes from under the caret.
   */
  fixing: readonly string[];
}

function fieldsAtFault(check: RowCheck, form: BatchForm): string[] {
  if (check.ok) return [];
  const columns = new Set(form.columns.map((c) => c.name));
  return check.issues.map((i) => i.field).filter((f) => columns.has(f));
}

export function previewRow(form: BatchForm, cells: RowCells): PreviewRow {
  const check = form.check(cells);
  return { cells, skipped: false, check, fixing: [...new Set(fieldsAtFault(check, form))] };
}

/** A cell fixed in place: the row is checked again at once. */
export function withCell(
  form: BatchForm,
  row: PreviewRow,
  field: string,
  text: string,
): PreviewRow {
  const cells = { ...row.cells, [field]: text };
  const check = form.check(cells);
  return {
    ...row,
    cells,
    check,
    fixing: [...new Set([...row.fixing, ...fieldsAtFault(check, form)])],
  };
}

export function countRows(rows: readonly PreviewRow[]) {
  let good = 0;
  let bad = 0;
  let skipped = 0;
  for (const row of rows) {
    if (row.skipped) skipped += 1;
    else if (row.check.ok) good += 1;
    else bad += 1;
  }
  return { good, bad, skipped };
}

/** What a row's line in the preview says beside its number. */
export interface RowSummary {
  /** Its prompt, else the first text it sets (a song's lyrics, a GPT's id): what it makes. */
  headline: string;
  /** The other cells it sets to something else than the form's default, in the form's order. */
  set: readonly { field: string; text: string }[];
}

/**
 * A row in a line (issue 54: the prompt alone hid a row's seconds, ratio or model): the headline and
 * each field the row changes from the form's defaults, so two rows of one prompt are told apart.
 */
export function rowSummary(form: BatchForm, cells: RowCells): RowSummary {
  const given = (field: string) => {
    const text = (cells[field] ?? '').trim();
    return text !== '' && text !== (form.defaults[field] ?? '').trim() ? text : null;
  };
  const texts = form.columns.filter((c) => c.kind === 'text').map((c) => c.name);
  const lead = texts.includes('prompt')
    ? 'prompt'
    : (texts.find((field) => given(field) !== null) ?? form.columns[0]?.name ?? '');
  return {
    headline: (cells[lead] ?? '').trim(),
    set: form.columns.flatMap(({ name }) => {
      const text = name === lead ? null : given(name);
      return text === null ? [] : [{ field: name, text }];
    }),
  };
}
