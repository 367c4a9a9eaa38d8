import { onlineManager } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { gatewayName, profileName } from '@/gateway/gateway-name';
import { useForgottenKey, useGatewaySettings } from '@/gateway/settings';
import { hrefFor } from '@/lib/hash-route';
import { withSlots } from '@/i18n/slots';
import { useT } from '@/i18n/use-t';
import { onLedgerWriteFailure, type LedgerWriteError } from '@/jobs/ledger/write-failure';
import { dismissRescued, useRescuedIds } from '@/jobs/ledger/rescue';
import { useStorageHealth, type StorageHealth } from '@/jobs/ledger/storage-health';
import { UpdateBanner } from './pwa/update-banner';

function useOnline(): boolean {
  return useSyncExternalStore(
    (l) => onlineManager.subscribe(l),
    () => onlineManager.isOnline(),
    () => true,
  );
}

function ReloadButton() {
  const t = useT();
  return (
    <Button variant="secondary" onClick={() => window.location.reload()}>
      {t('app.reload')}
    </Button>
  );
}

/** What the browser did to the studio's storage (`jobs/storage-health.ts`), and what to do. */
function StorageHealthBanner({ health }: { health: StorageHealth }) {
  const t = useT();
  switch (health.state) {
    case 'ok':
      return null;
    case 'memory':
      return (
        <Alert tone="warning" title={t('app.memory.title')} live>
          {t('app.memory.body', { reason: health.reason })}
        </Alert>
      );
    case 'blocked':
      return (
        <Alert tone="warning" title={t('app.blocked.title')} live>
          {t('app.blocked.body')}
        </Alert>
      );
    case 'superseded':
      return (
        <Alert tone="danger" title={t('app.superseded.title')} live>
          <p>{t('app.superseded.body')}</p>
          <ReloadButton />
        </Alert>
      );
    case 'cleared':
      return (
        <Alert tone="danger" title={t('app.cleared.title')} live>
          <p>
            {health.lost === null
              ? t('app.cleared.unknown')
              : t('app.cleared.lost', { lost: health.lost })}
          </p>
          <p>{t('app.cleared.next')}</p>
          <ReloadButton />
        </Alert>
      );
  }
}

const storageAdvice = {
  full: 'app.storage.full',
  closed: 'app.storage.closed',
  other: 'app.storage.body',
} as const;

/**
 * A key kept for one browser session, missing from this one (issue 38.10): said as the page opens,
 * not first by a refused Generate, with the way to Settings.
 */
function ForgottenKeyBanner() {
  const t = useT();
  const profile = useForgottenKey();
  if (profile === null) return null;
  return (
    <div data-testid="key-forgotten">
      <Alert tone="warning" title={t('app.keyForgotten.title')}>
        {withSlots(
          (m) =>
            t('app.keyForgotten.body', {
              profile: profileName(profile),
              gateway: gatewayName(profile.gatewayUrl),
              ...m,
            }),
          {
            settings: (
              <a className="font-medium underline" href={hrefFor('/settings')}>
                {t('app.keyForgotten.link')}
              </a>
            ),
          },
        )}
      </Alert>
    </div>
  );
}

/** Conditions that affect every job at once: offline, storage failing, ids only kept in rescue. */
export function StatusBanners() {
  const t = useT();
  const online = useOnline();
  const settings = useGatewaySettings();
  const rescued = useRescuedIds();
  const health = useStorageHealth();
  // The last write's failure; a write that succeeds again takes it away.
  const [storageProblem, setStorageProblem] = useState<LedgerWriteError | null>(null);
  useEffect(() => onLedgerWriteFailure(setStorageProblem), []);

  return (
    <div className="flex flex-col gap-2 empty:hidden">
      {!online && settings.gatewayUrl !== '' ? (
        <Alert tone="warning" title={t('app.offline.title')} live>
          {t('app.offline.body')}
        </Alert>
      ) : null}
      <ForgottenKeyBanner />
      <StorageHealthBanner health={health} />
      {storageProblem ? (
        <Alert tone="danger" title={t('app.storage.title')} live>
          <p>{storageProblem.message}</p>
          <p>{t(storageAdvice[storageProblem.fault])}</p>
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
      <UpdateBanner />
    </div>
  );
}
