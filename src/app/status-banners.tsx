import { onlineManager } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useGatewaySettings } from '@/gateway/settings';
import { withSlots } from '@/i18n/slots';
import { useT } from '@/i18n/use-t';
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
  const t = useT();
  const online = useOnline();
  const settings = useGatewaySettings();
  const rescued = useRescuedIds();
  const [storageProblem, setStorageProblem] = useState<string | null>(null);
  useEffect(() => onLedgerWriteFailure((e) => setStorageProblem(e.message)), []);

  return (
    <div className="flex flex-col gap-2 empty:hidden">
      {!online && settings.gatewayUrl !== '' ? (
        <Alert tone="warning" title={t('app.offline.title')} live>
          {t('app.offline.body')}
        </Alert>
      ) : null}
      {storageProblem ? (
        <Alert tone="danger" title={t('app.storage.title')} live>
          <p>{storageProblem}</p>
          <p>{t('app.storage.body')}</p>
        </Alert>
      ) : null}
      {rescued.map((r) => (
        <Alert key={r.at} tone="danger" title={t('app.rescued.title')}>
          <p>
            {withSlots((m) => t('app.rescued.body', { kind: r.kind, gateway: r.gateway, ...m }), {
              ids: <code className="select-all">{r.ids.join(', ')}</code>,
            })}
          </p>
          <Button variant="secondary" onClick={() => dismissRescued(r.at)}>
            {t('app.rescued.dismiss')}
          </Button>
        </Alert>
      ))}
    </div>
  );
}
