import { profilesStore } from '@/gateway/settings';
import { applySyncedJobs } from '@/jobs/ledger/sync-apply';
import { forgetRemoved } from '@/jobs/removal';
import { watchLedgerIndex } from '@/jobs/ledger/use-ledger';
import { allPrompts, mergePrompts } from '@/jobs/forms/prompt-history';
import { mergeIntoLocal } from './merge';
import { takeRemovalsWhileOff } from './removed-while-off';
import type { LedgerChange, MirrorLedger } from './mirror';

/**
 * The mirror's view of this device: the ledger's one change feed (the shared in-memory index,
 * `watchLedgerIndex`: only the records that changed since the last version), its one sync write
 * (`applySyncedJobs`, then the kept copies and posters of the jobs it removed: `forgetRemoved`),
 * prompt history, and the keys that must never leave.
 */
export const ledgerPort: MirrorLedger = {
  watch(onChange: (change: LedgerChange) => void) {
    let version: number | null = null;
    return watchLedgerIndex((snapshot) => {
      const first = version === null;
      const since = version === null ? null : snapshot.changedSince(version);
      version = snapshot.version;
      if (since === null) {
        // The first reading carries what was removed here while the library was not syncing.
        // (One that is back in the ledger since, imported again, stays.)
        const removed = first
          ? takeRemovalsWhileOff().filter((id) => snapshot.get(id) === undefined)
          : [];
        onChange({ jobs: snapshot.jobs, removed, all: true });
        return;
      }
      const jobs = [];
      const removed = [];
      for (const id of since) {
        const entry = snapshot.get(id);
        if (entry === undefined) removed.push(id);
        else if (entry.ok) jobs.push(entry.job);
      }
      if (jobs.length + removed.length > 0) onChange({ jobs, removed, all: false });
    });
  },
  apply: async (jobs, removed) => {
    const { stored, gone } = await applySyncedJobs(jobs, removed, mergeIntoLocal);
    await forgetRemoved(gone);
    return stored;
  },
  secrets: () => profilesStore.get().profiles.flatMap((p) => (p.apiKey === '' ? [] : [p.apiKey])),
  prompts: { all: allPrompts, merge: mergePrompts },
};
