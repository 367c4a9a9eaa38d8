import { HardDriveDownload, HardDrive } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useJobConnection } from '@/gateway/connection';
import type { Job } from '@/jobs/job';
import { deleteCopies, keepableMedia, keepCopies } from '@/jobs/copies/kept-copies';
import { useCopiesSummary } from '@/jobs/copies/use-kept-copies';
import { useT } from '@/i18n/use-t';

/**
 * "Keep a copy in this browser" for a finished result, or "Remove the copy" once it is kept.
 * The bytes come the way Download fetches them (a gateway path with the key in the header, a
 * media host without credentials). A copy that cannot be kept says why; nothing else changes.
 */
export function KeepCopyButton({ job }: { job: Job }) {
  const t = useT();
  const { client } = useJobConnection(job);
  const summary = useCopiesSummary();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (keepableMedia(job).length === 0) return null;
  const kept = summary?.kept.has(job.id) ?? false;

  function keep() {
    setBusy(true);
    setProblem(null);
    keepCopies(job, { client })
      .then((outcome) => setProblem(outcome.ok ? null : outcome.message))
      .catch((error: unknown) => setProblem(t('keep.notKept', { reason: String(error) })))
      .finally(() => setBusy(false));
  }

  function remove() {
    setBusy(true);
    setProblem(null);
    void deleteCopies(job.id)
      .then((done) => setProblem(done ? null : t('gallery.keep.removeRefused')))
      .finally(() => setBusy(false));
  }

  return (
    <span className="flex flex-wrap items-center gap-2">
      {kept ? (
        <Button variant="secondary" disabled={busy} onClick={remove}>
          <HardDrive aria-hidden="true" focusable="false" className="size-4" />
          {t('gallery.keep.removeCopy')}
        </Button>
      ) : (
        <Button variant="secondary" disabled={busy} onClick={keep}>
          <HardDriveDownload aria-hidden="true" focusable="false" className="size-4" />
          {busy ? t('gallery.keep.keeping') : t('gallery.keep.keep')}
        </Button>
      )}
      {problem !== null ? (
        <span role="alert" className="text-xs text-amber-800 dark:text-amber-300">
          {problem}
        </span>
      ) : null}
    </span>
  );
}
