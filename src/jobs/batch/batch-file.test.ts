import { describe, expect, it } from 'vitest';
import { MAX_BATCH_ROWS, type BatchColumn } from './batch-form';
import { batchTemplate, delimiterFor, readBatchFile } from './batch-file';

const columns: BatchColumn[] = [
  { name: 'prompt', kind: 'text' },
  { name: 'seconds', kind: 'number' },
  { name: 'aspectRatio', kind: 'text' },
];

describe('readBatchFile', () => {
  it('reads a CSV by its header, quoted commas and new lines kept, empty lines skipped', () => {
    const file = readBatchFile(
      '\uFEFFprompt,seconds\r\n"Boats, at dawn",5\r\n\r\n"Two\nlines",8\r\n',
      'b.csv',
      columns,
    );
    expect(file).toEqual({
      ok: true,
      rows: [
        { prompt: 'Boats, at dawn', seconds: '5' },
        { prompt: 'Two\nlines', seconds: '8' },
      ],
      unknownColumns: [],
    });
  });

  it('reads a .tsv as tab-separated even when its cells hold commas', () => {
    const file = readBatchFile('prompt\tseconds\nA, b, c\t5\n', 'b.tsv', columns);
    expect(file.ok && file.rows).toEqual([{ prompt: 'A, b, c', seconds: '5' }]);
  });

  it('sniffs the delimiter of a file with another name (a semicolon CSV)', () => {
    expect(delimiterFor('sheet.txt')).toBe('');
    const file = readBatchFile('prompt;seconds\nHarbour;5\nPier;6\n', 'sheet.csv', columns);
    expect(file.ok && file.rows).toEqual([
      { prompt: 'Harbour', seconds: '5' },
      { prompt: 'Pier', seconds: '6' },
    ]);
  });

  it('matches headers without regard to case and reports the columns that are not fields', () => {
    const file = readBatchFile('Prompt,ASPECTRATIO,notes\nHarbour,9:16,keep\n', 'b.csv', columns);
    expect(file).toEqual({
      ok: true,
      rows: [{ prompt: 'Harbour', aspectRatio: '9:16' }],
      unknownColumns: ['notes'],
    });
  });

  it(`takes ${MAX_BATCH_ROWS} rows; of a longer file, its first ${MAX_BATCH_ROWS} and the count of the rest (issue 54)`, () => {
    const lines = (n: number) =>
      ['prompt', ...Array.from({ length: n }, (_, i) => `Row ${i}`)].join('\n');
    const most = readBatchFile(lines(MAX_BATCH_ROWS), 'b.csv', columns);
    expect(most.ok && most.rows).toHaveLength(MAX_BATCH_ROWS);
    expect(most.ok && most.leftOut).toBeUndefined();
    const longer = readBatchFile(lines(600), 'b.csv', columns);
    expect(longer.ok && longer.rows).toHaveLength(MAX_BATCH_ROWS);
    expect(longer.ok && longer.rows.at(0)).toEqual({ prompt: 'Row 0' });
    expect(longer.ok && longer.rows.at(-1)).toEqual({ prompt: `Row ${MAX_BATCH_ROWS - 1}` });
    expect(longer.ok && longer.leftOut).toEqual({ count: 600, left: 100 });
    const oneMore = readBatchFile(lines(MAX_BATCH_ROWS + 1), 'b.csv', columns);
    expect(oneMore.ok && oneMore.leftOut).toEqual({ count: MAX_BATCH_ROWS + 1, left: 1 });
  });

  it('refuses a file with no rows, or none of the form’s columns', () => {
    expect(readBatchFile('', 'b.csv', columns)).toEqual({ ok: false, problem: 'empty' });
    expect(readBatchFile('prompt\n', 'b.csv', columns)).toEqual({ ok: false, problem: 'empty' });
    expect(readBatchFile('name,size\nA,1\n', 'b.csv', columns)).toEqual({
      ok: false,
      problem: 'noColumns',
      header: ['name', 'size'],
    });
  });
});

describe('batchTemplate', () => {
  it('is the header row of the form’s field names and a row of its defaults', () => {
    expect(batchTemplate(columns, { prompt: '', seconds: '5', aspectRatio: '16:9' })).toBe(
      'prompt,seconds,aspectRatio\r\n,5,16:9\r\n',
    );
  });
});
