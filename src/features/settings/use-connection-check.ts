import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { connect } from '@/gateway/connection';
import { observeConnection } from '@/gateway/connection-check';
import { judgeConnection, type ConnectionReport } from '@/gateway/connection-verdict';
import { recordHealth } from '@/gateway/connection-health';
import { gatewayName } from '@/gateway/gateway-name';
import type { GatewaySettings } from '@/gateway/settings';

/** What is being tested: the values in the form (saved or not), so a URL can be tried before saving. */
export interface CheckTarget {
  settings: GatewaySettings;
  balancePath: string;
}

async function runCheck({
  settings,
  balancePath,
}: CheckTarget): Promise<{ report: ConnectionReport; name: string }> {
  const connection = connect(settings);
  const observations = await observeConnection({
    baseUrl: connection.client.baseUrl,
    apiKey: settings.apiKey,
    transport: connection.transport,
    reach: () => connection.reach(),
    balancePath,
    pageOrigin: window.location.origin,
  });
  const report = judgeConnection(observations);
  recordHealth(settings.gatewayUrl, report);
  return { report, name: gatewayName(settings.gatewayUrl) };
}

export type ConnectionCheckRun = UseMutationResult<
  { report: ConnectionReport; name: string },
  Error,
  CheckTarget
>;

/** One check of the form's gateway, run by "Test connection" and again by each Save. */
export function useConnectionCheck(): ConnectionCheckRun {
  return useMutation({ mutationFn: runCheck, retry: 0, networkMode: 'always' });
}
