import { useIsMutating } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { createKeys } from '@/jobs/polling/polling-keys';
import { useUpdateOffer } from './update-offer';

/**
 * "A new version is ready — Reload" (issue 29 item 7, decision 029). Offered, never forced, and
 * not while a job is being created: a reload then would drop the create's answer (its ids), and
 * the job would be left "may exist" (the create path's one mutation key, `createKeys.all`, says
 * when one is in flight). Reload waits until every create has its answer.
 */
export function UpdateBanner() {
  const t = useT();
  const offer = useUpdateOffer();
  const creating = useIsMutating({ mutationKey: createKeys.all }) > 0;
  if (offer === null) return null;
  return (
    <Alert tone="info" title={t('pwa.update.title')}>
      <p>{creating ? t('pwa.update.creating') : t('pwa.update.body')}</p>
      <Button variant="secondary" disabled={creating} onClick={offer.apply}>
        {t('pwa.update.reload')}
      </Button>
    </Alert>
  );
}
