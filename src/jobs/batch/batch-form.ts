import { t } from '@/i18n/i18n';
import type { z } from '@/lib/zod';
import type {
  BatchColumn,
  BatchForm,
  CellKind,
  JobCreator,
  RowCells,
  RowCheck,
  RowIssue,
} from '@/jobs/generator-types';
import { withValues } from '@/jobs/create/try-again';

export type { BatchColumn, BatchForm, CellKind, RowCells, RowCheck, RowIssue };

/** At most this many rows in one batch: a longer file loads its first this many (issue 54). */
export const MAX_BATCH_ROWS = 500;

const yes = new Set(['true', 'yes', 'y', '1', 'on', '是', '真']);
const no = new Set(['false', 'no', 'n', '0', 'off', '否', '假']);

function kindOf(value: unknown): CellKind | null {
  if (typeof value === 'string') return 'text';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  // null or an object: a picked file or image, which text cannot stand for.
  return null;
}

/** One cell's text as the form holds that field; text the field cannot read is left for the schema to name. */
function cellValue(kind: CellKind, text: string): unknown {
  const trimmed = text.trim();
  if (kind === 'number') {
    const n = Number(trimmed);
    return Number.isFinite(n) ? n : text;
  }
  if (kind === 'boolean') {
    const word = trimmed.toLowerCase();
    if (yes.has(word)) return true;
    if (no.has(word)) return false;
    return text;
  }
  return text;
}

/**
 * A generator's batch form from the same schema, defaults and creator as its form: the columns
 * are the form's fields whose default is text, a number or true/false (their kind is the
 * default's), so a new form field becomes a column with nothing else to write.
 */
export function batchFrom<TInput extends object, TOutput>(form: {
  schema: z.ZodMiniType<TOutput, TInput>;
  defaults: TInput;
  creator: JobCreator<TOutput>;
  /**
   * Words for the template's example row where a default is empty (a prompt): read when the
   * template is made, in the language of that moment.
   */
  example?: () => Partial<Record<keyof TInput & string, string>>;
}): BatchForm {
  const entries = Object.entries(form.defaults as Record<string, unknown>);
  const columns: BatchColumn[] = [];
  const notColumns: string[] = [];
  const defaults: Record<string, string> = {};
  for (const [name, value] of entries) {
    const kind = kindOf(value);
    if (kind === null) notColumns.push(name);
    else {
      columns.push({ name, kind });
      defaults[name] = String(value);
    }
  }
  return {
    columns,
    notColumns,
    defaults,
    example: () => ({ ...defaults, ...form.example?.() }),
    check(cells) {
      const values: Record<string, unknown> = { ...(form.defaults as Record<string, unknown>) };
      const issues: RowIssue[] = [];
      for (const { name, kind } of columns) {
        const text = cells[name];
        if (text === undefined || text.trim() === '') continue;
        const value = cellValue(kind, text);
        // A boolean the schema would refuse in zod's own (English, technical) words: said here.
        if (kind === 'boolean' && typeof value !== 'boolean')
          issues.push({ field: name, message: t('job.batch.trueOrFalse') });
        else values[name] = value;
      }
      const parsed = form.schema.safeParse(values);
      if (parsed.success && issues.length === 0)
        return { ok: true, creator: withValues(form.creator, parsed.data) };
      if (!parsed.success)
        for (const issue of parsed.error.issues) {
          const field = issue.path.length > 0 ? String(issue.path[0]) : '';
          if (!issues.some((i) => i.field === field && i.message === issue.message))
            issues.push({ field, message: issue.message });
        }
      return { ok: false, issues };
    },
  };
}
