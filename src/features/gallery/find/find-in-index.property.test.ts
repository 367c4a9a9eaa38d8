// @vitest-environment node
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from '@/testing/eventually';
import { zJob, type Job } from '@/jobs/job';
import { addMissingJobs } from '@/jobs/ledger/create-writes';
import { ledgerSource, listEntries } from '@/jobs/ledger/reads';
import { reopenLedgerDb } from '@/jobs/ledger/ledger-db';
import { closeHomeIndex, openHomeIndex } from '@/jobs/ledger/ledger-home';
import type { LedgerIndex } from '@/jobs/ledger/ledger-index';
import {
  dateRanges,
  findJobs,
  jobStatuses,
  notOnABoard,
  sortOrders,
  type FindCriteria,
} from './find';
import { findInIndex } from './find-in-index';

const NOW = new Date(2026, 10, 21, 15, 30).getTime();
const DAY = 24 * 60 * 60 * 1000;
const word = fc.string({
  unit: fc.constantFrom('a', 'b', 'É', 'é', 'z', '-', '1', ' '),
  maxLength: 12,
});

const arbJob: fc.Arbitrary<Job> = fc
  .record({
    id: fc.stringMatching(/^[a-c0-9]{1,4}$/),
    kind: fc.constantFrom('video', 'music', 'clip'),
    status: fc.constantFrom(...jobStatuses),
    favourite: fc.boolean(),
    prompt: word,
    remoteIds: fc.array(fc.stringMatching(/^[a-z0-9-]{1,6}$/), { maxLength: 2 }),
    title: fc.option(word, { nil: null }),
    // A few boards, so a job is often on several and a board often holds several jobs.
    boards: fc.array(fc.constantFrom('b1', 'b2', 'b3'), { maxLength: 3 }),
    // Few distinct days, so equal creation times (ordered by id) are common.
    createdAt: fc.integer({ min: 0, max: 40 }).map((d) => NOW - d * DAY),
  })
  .map(({ title, ...rest }) =>
    zJob.parse({
      ...rest,
      gateway: 'http://g',
      updatedAt: NOW,
      changedAt: NOW,
      media: title === null ? [] : [{ kind: 'audio', url: 'https://cdn.example/a.mp3', title }],
    }),
  );

const arbCriteria: fc.Arbitrary<FindCriteria> = fc.record({
  q: fc.oneof(word, fc.constantFrom('', 'a', 'É b', '1 -')),
  kind: fc.option(fc.constantFrom('video', 'music', 'clip'), { nil: null }),
  status: fc.option(fc.constantFrom(...jobStatuses), { nil: null }),
  favourites: fc.boolean(),
  date: fc.constantFrom(...dateRanges),
  sort: fc.constantFrom(...sortOrders),
  // The board's view starts from that board's own list (find-in-index.ts): every kind of choice.
  board: fc.option(fc.constantFrom('b1', 'b2', 'b3', 'b4', notOnABoard), { nil: null }),
});

let index: LedgerIndex | null = null;
afterEach(() => {
  if (index) closeHomeIndex(index);
  index = null;
});

describe('search over the ledger index', () => {
  it('PROPERTY: finds exactly what findJobs finds over the table, in the same order', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(arbJob, { selector: (j) => j.id, maxLength: 30 }),
        fc.array(arbCriteria, { minLength: 1, maxLength: 5 }),
        async (jobs, searches) => {
          run += 1;
          reopenLedgerDb(`find-index-${run}-${Math.random().toString(36).slice(2)}`);
          index = openHomeIndex(ledgerSource);
          await addMissingJobs(jobs);
          const table = (await listEntries()).flatMap((e) => (e.ok ? [e.job] : []));
          const current = index;
          await eventually(() => expect(current.current()?.jobs).toHaveLength(table.length));
          const indexed = current.current()?.jobs ?? [];
          for (const criteria of searches) {
            expect(findInIndex(indexed, criteria, NOW)).toEqual(findJobs(table, criteria, NOW));
          }
          closeHomeIndex(current);
          index = null;
        },
      ),
      { numRuns: 60 },
    );
  });
});
