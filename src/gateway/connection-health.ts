import { createStore, useStore } from '@/lib/store';
import type { CheckResult, ConnectionReport } from './connection-verdict';

/** A gateway's last "Test connection" verdict: its worst check. */
export type Health = Exclude<CheckResult, 'skip'>;

/**
 * What the last check of each gateway found, for this page's life. The header's dot reads it, so
 * an unreachable address or a refused key shows there and not only in Settings; a gateway not
 * checked yet is shown as not known, never as fine. Kept in memory: a verdict from yesterday would
 * be a guess.
 */
const healthByUrl = createStore<ReadonlyMap<string, Health>>(new Map());

export function worstResult(report: ConnectionReport): Health {
  const results = new Set(report.checks.map((c) => c.result));
  return results.has('fail') ? 'fail' : results.has('warn') ? 'warn' : 'pass';
}

export function recordHealth(gatewayUrl: string, report: ConnectionReport): void {
  const next = new Map(healthByUrl.get());
  next.set(gatewayUrl, worstResult(report));
  healthByUrl.set(next);
}

export function useGatewayHealth(gatewayUrl: string): Health | undefined {
  return useStore(healthByUrl, (all) => all.get(gatewayUrl));
}
