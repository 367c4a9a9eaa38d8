import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { fetchBalance } from '@/gateway/balance';
import { useGatewayConnection, type GatewayConnection } from '@/gateway/connection';
import { defaultBalancePaths, useGatewayProfiles, type BalancePaths } from '@/gateway/settings';
import { useActiveJobs } from './use-ledger';

/** At most one balance query a minute on its own; a job ending asks again at once. */
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
    queryFn: ({ signal }) => fetchBalance(connection.client, paths, signal),
    staleTime: BALANCE_REFRESH_MS,
    refetchInterval: BALANCE_REFRESH_MS,
    retry: false,
    networkMode: connection.isDemo ? ('always' as const) : ('online' as const),
  });
}

/** The active profile's balance (or why there is none); undefined while first asked. */
export function useBalance() {
  const connection = useGatewayConnection();
  const { profiles, activeId } = useGatewayProfiles();
  const paths = profiles.find((p) => p.id === activeId)?.balancePaths ?? defaultBalancePaths;
  return useQuery(balanceQuery(connection, paths)).data;
}

/**
 * Asks for the balance again when a job ends (it leaves the active jobs), in any tab: the ledger is
 * shared, so a job the leading tab finished refreshes every tab's balance.
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
    if (before !== null && [...before].some((id) => !now.has(id))) void queryClient.invalidateQueries({ queryKey: balanceKeys.all });
  }, [active, queryClient]);
}
