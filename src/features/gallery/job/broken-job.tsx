import { Alert } from '@/components/ui/alert';
import { useT } from '@/i18n/use-t';

/** A job whose record could not be shown: its data stays in the ledger, untouched. */
export function BrokenJob({ id, problem }: { id: string; problem: string }) {
  const t = useT();
  return (
    <div data-job-id={id} data-job-status="invalid">
      <Alert tone="warning" title={t('gallery.broken.title')}>
        {t('gallery.broken.body', { problem })}
      </Alert>
    </div>
  );
}
