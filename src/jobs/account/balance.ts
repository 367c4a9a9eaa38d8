import {
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { fetchBalance, type BalanceResult } from '@/gateway/balance';
import { useGatewayConnection, type GatewayConnection } from '@/gateway/connection';
import {
  defaultBalancePaths,
  useForgottenKey,
  useGatewayProfiles,
  type BalancePaths,
} from '@/gateway/settings';
import { t } from '@/i18n/i18n';
import { useActiveJobs } from '@/jobs/ledger/use-ledger';
import { useStartUpSettled } from '@/lib/idle';

/**
 * A balance is asked again at most once a minute per gateway profile: on its own a minute after
 * the last answer, and when a job ends (`BalancePacer`). Only a first look — the page's first
 * question, or the one after Settings dropped the old answer — is never held back.
 */
export const BALANCE_REFRESH_MS = 60_000;

/** Keys name the gateway, the profile and the paths — never the API key. */
export const balanceKeys = {
  all: ['balance'] as const,
  of: (baseUrl: string, profileId: string | null, paths: BalancePaths) =>
    ['balance', baseUrl, profileId ?? '', paths.subscriptionPath, paths.usagePath] as const,
};

export function balanceQuery(connection: GatewayConnection, paths: BalancePaths) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the connection holds the API key, which never goes in a key.
  return queryOptions({
    queryKey: balanceKeys.of(connection.client.baseUrl, connection.profileId, paths),
    // Never throws: a gateway without the query is a normal case, said in Settings.
    queryFn: ({ signal, client, queryKey }) => {
      balancePacer(client).asked(queryKey);
      return fetchBalance(connection.client, paths, signal);
    },
    staleTime: BALANCE_REFRESH_MS,
    refetchInterval: BALANCE_REFRESH_MS,
    retry: false,
    networkMode: connection.isDemo ? ('always' as const) : ('online' as const),
  });
}

/**
 * The active profile's balance (or why there is none); undefined while first asked. The page's
 * first question waits for start-up to settle: with the in-page demo it loads the demo gateway's
 * code and reads two answers, which made start-up's tasks longest (decision 024).
 */
export function useBalance(): BalanceResult | undefined {
  const connection = useGatewayConnection();
  const { profiles, activeId } = useGatewayProfiles();
  const paths = profiles.find((p) => p.id === activeId)?.balancePaths ?? defaultBalancePaths;
  const settled = useStartUpSettled();
  // A key kept for a session that is over is not asked with: the gateway would only refuse it,
  // and "refused the key" beside "enter the key again" says the same thing twice, wrongly.
  const keyForgotten = useForgottenKey() !== null;
  const { data } = useQuery({
    ...balanceQuery(connection, paths),
    enabled: settled && !keyForgotten,
  });
  return keyForgotten ? { ok: false, problem: 'no-key', reason: t('balance.keyForgotten') } : data;
}

/** What one balance query (one profile's gateway and paths) was last asked, and what is waiting. */
interface Pace {
  /** When the last request of any kind left. */
  askedAt: number | null;
  /** When the last refresh (a request made while an answer was already shown) left. */
  refreshedAt: number | null;
  /** A job ended at this time and no request has left since: a refresh is owed. */
  owedSince: number | null;
  /** The end of the minute, or of a request under way, that the owed refresh waits for. */
  waiting: (() => void) | null;
}

/**
 * Keeps a minute between one profile's balance refreshes. Each request is noted as it leaves
 * (`asked`). A job's end owes a refresh: paid at once when the last refresh is a minute old
 * (or there was none), otherwise once, when the minute is up — so ten jobs ending in a minute
 * cost one request, and the balance still shows the last one's spend. The periodic refresh
 * (`refetchInterval`, restarted by every answer) and a stale page's refetch both come a minute
 * after an answer, so they keep the minute too; a request of theirs that leaves first pays
 * what a job's end owed.
 */
export class BalancePacer {
  private readonly paces = new Map<string, Pace>();
  constructor(private readonly client: QueryClient) {}

  private pace(hash: string): Pace {
    let pace = this.paces.get(hash);
    if (pace === undefined) {
      pace = { askedAt: null, refreshedAt: null, owedSince: null, waiting: null };
      this.paces.set(hash, pace);
    }
    return pace;
  }

  /** A balance request is leaving; a first look (no answer held) is not a refresh. */
  asked(queryKey: QueryKey, now = Date.now()): void {
    const query = this.client.getQueryCache().find({ queryKey, exact: true });
    if (query === undefined) return;
    const pace = this.pace(query.queryHash);
    pace.askedAt = now;
    if (query.state.data !== undefined) pace.refreshedAt = now;
  }

  /** A job ended: every profile's balance in the cache owes a refresh. */
  jobEnded(now = Date.now()): void {
    for (const query of this.client.getQueryCache().findAll({ queryKey: balanceKeys.all })) {
      this.pace(query.queryHash).owedSince = now;
      this.settle(query.queryHash, query.queryKey);
    }
  }

  private settle(hash: string, queryKey: QueryKey): void {
    const pace = this.pace(hash);
    if (pace.waiting !== null || pace.owedSince === null) return;
    if (pace.askedAt !== null && pace.askedAt >= pace.owedSince) {
      pace.owedSince = null;
      return;
    }
    const again = () => {
      pace.waiting = null;
      this.settle(hash, queryKey);
    };
    // A request that left before the job ended may not count its spend; one that leaves while
    // it is under way would cancel it and cost two. So the owed one waits for its answer.
    if (this.client.isFetching({ queryKey, exact: true }) > 0) {
      const cache = this.client.getQueryCache();
      const unsubscribe = cache.subscribe((event) => {
        if (event.query.queryHash === hash && event.query.state.fetchStatus === 'idle') {
          unsubscribe();
          again();
        }
      });
      pace.waiting = unsubscribe;
      return;
    }
    const wait = pace.refreshedAt === null ? 0 : pace.refreshedAt + BALANCE_REFRESH_MS - Date.now();
    if (wait > 0) {
      const timer = setTimeout(again, wait);
      pace.waiting = () => clearTimeout(timer);
      return;
    }
    pace.owedSince = null;
    // A profile not on screen is only marked stale: it asks when it is shown again, a minute on.
    void this.client.invalidateQueries({ queryKey, exact: true });
  }

  /** The tab's header is going: nothing is left waiting. */
  dispose(): void {
    for (const pace of this.paces.values()) {
      pace.waiting?.();
      pace.waiting = null;
      pace.owedSince = null;
    }
  }
}

const pacers = new WeakMap<QueryClient, BalancePacer>();

/** The pacer of a query client (one a tab). */
export function balancePacer(client: QueryClient): BalancePacer {
  let pacer = pacers.get(client);
  if (pacer === undefined) {
    pacer = new BalancePacer(client);
    pacers.set(client, pacer);
  }
  return pacer;
}

/**
 * Asks for the balance again when a job ends (it leaves the active jobs), in any tab: the ledger is
 * shared, so a job the leading tab finished refreshes every tab's balance — paced, at most one
 * refresh a minute per profile.
 */
export function useRefreshBalanceOnJobEnd(): void {
  const queryClient = useQueryClient();
  const active = useActiveJobs();
  const previous = useRef<ReadonlySet<string> | null>(null);
  useEffect(() => {
    if (active === undefined) return;
    const now = new Set(active.map((job) => job.id));
    const before = previous.current;
    previous.current = now;
    if (before !== null && [...before].some((id) => !now.has(id)))
      balancePacer(queryClient).jobEnded();
  }, [active, queryClient]);
  useEffect(() => () => balancePacer(queryClient).dispose(), [queryClient]);
}
