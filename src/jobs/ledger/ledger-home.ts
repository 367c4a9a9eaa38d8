import { LedgerIndex } from './ledger-index';
import { channelFor } from './ledger-channel';
import { entryId } from './ledger-order';
import type { LedgerSnapshot, LedgerSource } from './ledger-snapshot';
import type { LedgerEntry } from './records';

/**
 * This tab's index (one per open ledger). It opens with the first reader and closes with the
 * last; meanwhile the ledger's write functions feed it through `ledgerWrote` and friends.
 */
let home: LedgerIndex | null = null;
/** For announcing while no index is open here: other tabs may still hold theirs. */
let sender: { name: string; channel: BroadcastChannel | null } | null = null;

export function openHomeIndex(source: LedgerSource): LedgerIndex {
  if (home !== null && home.name === source.name()) return home;
  home?.close();
  home = new LedgerIndex(source);
  return home;
}

export function closeHomeIndex(index: LedgerIndex): void {
  if (home !== index) return;
  home.close();
  home = null;
}

function homeFor(name: string): LedgerIndex | null {
  return home !== null && home.name === name ? home : null;
}

/** What this tab holds of ledger `name` in memory now (nothing when no reader opened it). */
export function homeSnapshot(name: string): LedgerSnapshot | undefined {
  return homeFor(name)?.current();
}

function announce(name: string, ids: readonly string[]): void {
  if (ids.length === 0) return;
  const index = homeFor(name);
  if (index !== null) {
    // Through the index's own channel: a channel never hears itself, so this tab does not read back its own write.
    index.announce(ids);
    return;
  }
  if (sender?.name !== name) {
    sender?.channel?.close();
    sender = { name, channel: channelFor(name) };
  }
  sender.channel?.postMessage({ ids: [...ids] });
}

/** Called by the ledger after a write has committed: the records as stored, validated once. */
export function ledgerWrote(name: string, entries: readonly LedgerEntry[]): void {
  homeFor(name)?.applyWritten(entries);
  announce(name, entries.map(entryId));
}

/** Called by the ledger after records were removed. */
export function ledgerRemoved(name: string, ids: readonly string[]): void {
  homeFor(name)?.applyRemoved(ids);
  announce(name, ids);
}

/** Called by the ledger after a bulk change whose new records it does not hold: they are read again. */
export function ledgerTouched(name: string, ids: readonly string[]): void {
  homeFor(name)?.refresh(ids);
  announce(name, ids);
}
