import { onlineManager } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useGatewaySettings } from '@/gateway/settings';
import { onLedgerWriteFailure } from '@/jobs/ledger';
import { dismissRescued, useRescuedIds } from '@/jobs/rescue';

function useOnline(): boolean {
  return useSyncExternalStore(
    (l) => onlineManager.subscribe(l),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/** Conditions that affect every job at once: offline, storage failing, ids only kept in rescue. */
export function StatusBanners() {
  const online = useOnline();
  const settings = useGatewaySettings();
  const rescued = useRescuedIds();
  const [storageProblem, setStorageProblem] = useState<string | null>(null);
  useEffect(() => onLedgerWriteFailure((e) => setStorageProblem(e.message)), []);

  return (
    <div className="flex flex-col gap-2 empty:hidden">
      {!online && settings.gatewayUrl !== '' ? (
        <Alert tone="warning" title="Offline" live>
          Following is paused and resumes when the connection returns. Nothing is lost.
        </Alert>
      ) : null}
      {storageProblem ? (
        <Alert tone="danger" title="This browser is refusing to save" live>
          <p>{storageProblem}</p>
          <p>Free some space or leave private browsing; new jobs are not started while nothing can be saved.</p>
        </Alert>
      ) : null}
      {rescued.map((r) => (
        <Alert key={r.at} tone="danger" title="A created task could only be kept here">
          <p>
            {r.kind} task at {r.gateway}: <code className="select-all">{r.ids.join(', ')}</code>. Copy it, then follow it by id once
            storage works again.
          </p>
          <Button variant="secondary" onClick={() => dismissRescued(r.at)}>
            I have copied it
          </Button>
        </Alert>
      ))}
    </div>
  );
}
