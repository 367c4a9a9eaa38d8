import Papa from 'papaparse';
import { MAX_BATCH_ROWS, type BatchColumn, type RowCells } from './batch-form';

/**
 * A file read for a batch: its rows by column, the header names that are not the form's, and —
 * when it had more rows than a batch takes — how many it had (`count`) and how many were left out.
 */
export type BatchFile =
  | {
      ok: true;
      rows: RowCells[];
      unknownColumns: string[];
      leftOut?: { count: number; left: number };
    }
  | { ok: false; problem: 'empty' }
  | { ok: false; problem: 'noColumns'; header: string[] };

/**
 * The delimiter: a `.tsv` (or `.tab`) file is tab-separated, whatever it holds; anything else is
 * sniffed by papaparse among the usual ones (a spreadsheet set to a European locale writes `;`
 * into a `.csv`), falling back to the comma.
 */
export function delimiterFor(fileName: string): string {
  return /\.(tsv|tab)$/i.test(fileName) ? '\t' : '';
}

/**
 * A CSV or TSV file as rows of the form's columns. The first row names the columns (matched to
 * the form's field names without regard to case); a column that is not a field is left out and
 * reported, a field with no column takes the form's default. Empty lines are not rows. Past
 * `MAX_BATCH_ROWS` only the first rows are taken and the rest are counted as left out (issue 54:
 * a file refused whole had to be split by hand); nothing is queued until the person asks.
 */
export function readBatchFile(
  text: string,
  fileName: string,
  columns: readonly BatchColumn[],
): BatchFile {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimiter: delimiterFor(fileName),
    skipEmptyLines: 'greedy',
  });
  const [head, ...body] = parsed.data;
  if (head === undefined) return { ok: false, problem: 'empty' };
  const header = head.map((name) => name.trim());
  const byName = new Map(columns.map((c) => [c.name.toLowerCase(), c.name]));
  const fields = header.map((name) => byName.get(name.toLowerCase()) ?? null);
  if (fields.every((f) => f === null)) return { ok: false, problem: 'noColumns', header };
  if (body.length === 0) return { ok: false, problem: 'empty' };
  const rows = body.slice(0, MAX_BATCH_ROWS).map((cells) => {
    const row: Record<string, string> = {};
    fields.forEach((field, index) => {
      if (field !== null) row[field] = cells[index] ?? '';
    });
    return row;
  });
  const unknownColumns = header.filter((name, index) => fields[index] === null && name !== '');
  const left = body.length - rows.length;
  return {
    ok: true,
    rows,
    unknownColumns,
    ...(left > 0 ? { leftOut: { count: body.length, left } } : {}),
  };
}

/** The template: the header row (the form's field names) and one example row (`BatchForm.example`). */
export function batchTemplate(columns: readonly BatchColumn[], example: RowCells): string {
  const names = columns.map((c) => c.name);
  return `${Papa.unparse({ fields: names, data: [names.map((n) => example[n] ?? '')] })}\r\n`;
}
