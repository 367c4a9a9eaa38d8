import { t } from '@/i18n/i18n';
import { useRef } from 'react';
import { useGatewayConnection } from '@/gateway/connection';
import type { JobSummary } from '@/jobs/job';
import type { FollowOutcome } from '@/jobs/ledger/create-writes';

/** What a refused duplicate says: the task is known, and which job already follows it. */
export function alreadyFollowedMessage(outcome: Extract<FollowOutcome, { added: false }>): string {
  return t('follow.already', { id: outcome.followedBy.id });
}

export type FollowResult = FollowOutcome | { busy: true };

/**
 * Follow-by-id for every generator: the ids join the ledger as an imported job at the current
 * gateway, at most once per task (see `followById`). A second submit while one is being saved is
 * dropped synchronously, so a double click inside one frame cannot slip through. A storage
 * failure throws to the caller, which shows it.
 */
export function useFollowById(kind: string) {
  const { client, profileId } = useGatewayConnection();
  const busy = useRef(false);

  return async function follow(remoteIds: string[], summary: JobSummary): Promise<FollowResult> {
    if (busy.current) return { busy: true };
    busy.current = true;
    try {
      // The ledger's writes come with the first follow (issue 57): the page's first screen needs none.
      const { followById } = await import('@/jobs/ledger/create-writes');
      return await followById({ kind, gateway: client.baseUrl, profileId, remoteIds, summary });
    } finally {
      busy.current = false;
    }
  };
}
