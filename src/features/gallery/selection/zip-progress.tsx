import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatBytes } from '@/lib/bytes';
import type { ZipState } from './use-selection-zip';
import { useT } from '@/i18n/use-t';

/**
 * Where the zip stands: files fetched of all, bytes written, and Cancel while it runs; then the
 * file saved and, by name, every result that could not be put in it (also listed in jobs.json).
 */
export function ZipProgress({
  state,
  onCancel,
  onDismiss,
}: {
  state: ZipState;
  onCancel: () => void;
  onDismiss: () => void;
}) {
  const t = useT();
  switch (state.phase) {
    case 'idle':
      return null;
    case 'running': {
      const { files, totalFiles, bytes } = state.progress;
      const value = totalFiles === 0 ? null : Math.round((files / totalFiles) * 100);
      return (
        <div className="flex w-full flex-wrap items-center gap-x-3 gap-y-1">
          <div className="min-w-40 flex-1">
            <ProgressBar value={value} label={t('gallery.zip.progress')} />
          </div>
          <p className="text-xs text-zinc-700 tabular-nums dark:text-zinc-300">
            {t('gallery.zip.files', { files, totalFiles, size: formatBytes(bytes) })}
          </p>
          <Button variant="secondary" onClick={onCancel}>
            {t('gallery.zip.cancel')}
          </Button>
        </div>
      );
    }
    case 'cancelled':
      return (
        <p role="status" className="text-xs text-zinc-700 dark:text-zinc-300">
          {t('gallery.zip.cancelled')}
        </p>
      );
    case 'failed':
      return (
        <Alert tone="danger" live>
          {t('gallery.zip.failed', { reason: state.message })}
        </Alert>
      );
    case 'saved':
      return (
        <div className="flex w-full flex-col gap-1">
          <p role="status" className="text-xs text-zinc-700 dark:text-zinc-300">
            {t('gallery.zip.saved', { name: state.name, count: state.files })}
          </p>
          {state.missing.length > 0 ? (
            <Alert
              tone="warning"
              live
              title={t('gallery.zip.missingTitle', { count: state.missing.length })}
            >
              <ul className="list-disc pl-4">
                {state.missing.map((m) => (
                  <li key={`${m.jobId}:${m.slot}`}>
                    {t('gallery.zip.missingItem', { label: m.label, reason: m.reason })}
                  </li>
                ))}
              </ul>
              <p>{t('gallery.zip.missingNote', { count: state.missing.length })}</p>
              <Button variant="ghost" className="mt-1" onClick={onDismiss}>
                {t('gallery.zip.dismiss')}
              </Button>
            </Alert>
          ) : null}
        </div>
      );
  }
}
