// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withFreshLedger } from '@/testing/ledger';
import { addImportedJob } from '@/jobs/ledger/create-writes';
import { removeJob } from '@/jobs/removal';
import { watchLedger } from '@/jobs/ledger/use-ledger';
import { recordRemovalsWhileOff, takeRemovalsWhileOff } from './removed-while-off';

withFreshLedger();
// The studio's pages keep the ledger's index open; so does the test, between its own readings.
let keepOpen: () => void = () => undefined;
beforeEach(() => {
  keepOpen = watchLedger(() => undefined);
});
afterEach(() => {
  keepOpen();
  localStorage.clear();
});

/** A job in the ledger, as an id attached by hand makes one; its ledger id. */
const imported = async (task: string) =>
  (
    await addImportedJob({
      kind: 'video',
      gateway: 'http://gateway.test',
      remoteIds: [task],
      summary: { prompt: `take ${task}`, fields: {} },
    })
  ).id;

/** Resolves once the ledger, as every reader sees it, holds exactly `count` records. */
function ledgerHolds(count: number): Promise<void> {
  return new Promise((resolve) => {
    const stop = watchLedger((entries) => {
      if (entries.length !== count) return;
      queueMicrotask(() => stop());
      resolve();
    });
  });
}

describe('removals made while the library is not syncing', () => {
  it('are kept for the next sync, handed over once', async () => {
    const a = await imported('a');
    await imported('b');
    await ledgerHolds(2);
    const stop = recordRemovalsWhileOff();
    await removeJob(a);
    await ledgerHolds(1);
    stop();
    expect(takeRemovalsWhileOff()).toEqual([a]);
    expect(takeRemovalsWhileOff()).toEqual([]);
  });

  it('a removal made before recording started, or after it stopped, is not one of them', async () => {
    const a = await imported('a');
    const b = await imported('b');
    await ledgerHolds(2);
    await removeJob(a);
    await ledgerHolds(1);
    const stop = recordRemovalsWhileOff();
    stop();
    await removeJob(b);
    await ledgerHolds(0);
    expect(takeRemovalsWhileOff()).toEqual([]);
  });
});
