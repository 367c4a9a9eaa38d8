import { Archive, FileJson, HardDriveDownload, Star, Trash2, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useGatewayConnection } from '@/gateway/connection';
import { exportFileName, saveBlob } from '@/lib/save-file';
import type { Job } from '@/jobs/job';
import { keepableMedia, keepCopies } from '@/jobs/copies/kept-copies';
import { removeJob } from '@/jobs/removal';
import { setFavourites } from '@/jobs/ledger/person-edits';
import { libraryFileText } from '@/jobs/library-file';
import { useCopiesSummary } from '@/jobs/copies/use-kept-copies';
import { useSelectionZip } from './use-selection-zip';
import { ZipProgress } from './zip-progress';
import { useT } from '@/i18n/use-t';

/**
 * What can be done to the selected jobs at once. More actions slot in through `extraActions`,
 * which gets the selected jobs and draws its own buttons beside these (e.g. "Compare" when
 * exactly two are selected); the bar owns none of their state.
 */
export function SelectionBar({
  jobs,
  onClear,
  extraActions,
}: {
  /** The selected jobs, in the view's order. */
  jobs: readonly Job[];
  onClear: () => void;
  extraActions?: (selected: readonly Job[]) => ReactNode;
}) {
  const t = useT();
  const { client, settings } = useGatewayConnection();
  const copies = useCopiesSummary();
  const zip = useSelectionZip();
  const [busy, setBusy] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const count = jobs.length;
  const allFavourite = count > 0 && jobs.every((job) => job.favourite);
  const zipping = zip.state.phase === 'running';

  async function run(what: string, work: () => Promise<string | null>) {
    setBusy(what);
    setNote(null);
    try {
      setNote(await work());
    } catch (error) {
      setNote(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  }

  const favourite = () =>
    run('favourite', async () => {
      await setFavourites(
        jobs.map((job) => job.id),
        !allFavourite,
      );
      return null;
    });

  // One job after another, the way its own button keeps it: a full quota stops nothing else.
  const keep = () =>
    run('keep', async () => {
      const wanted = jobs.filter(
        (job) => keepableMedia(job).length > 0 && copies?.kept.has(job.id) !== true,
      );
      let kept = 0;
      const failures: string[] = [];
      for (const job of wanted) {
        const outcome = await keepCopies(job, { client });
        if (outcome.ok) kept += 1;
        else failures.push(outcome.message);
      }
      const skipped = count - wanted.length;
      const parts = [
        t('gallery.selection.kept', { count: kept }),
        skipped > 0 ? t('gallery.selection.keptSkipped', { count: skipped }) : '',
        failures.length > 0
          ? t('gallery.selection.keptFailed', { count: failures.length, reason: failures[0] ?? '' })
          : '',
      ];
      return parts.filter((p) => p !== '').join(' ');
    });

  const exportSelection = () =>
    run('export', () => {
      const text = libraryFileText(jobs, settings.apiKey);
      saveBlob(new Blob([text], { type: 'application/json' }), exportFileName('selection', 'json'));
      return Promise.resolve(t('gallery.selection.exported', { count }));
    });

  // Each job goes the way its own "Remove" takes it: the record, then its kept copies.
  const remove = () =>
    run('delete', async () => {
      setConfirming(false);
      for (const job of jobs) await removeJob(job.id);
      onClear();
      return t('gallery.selection.deleted', { count });
    });

  return (
    <section
      aria-label={t('gallery.selection.label')}
      className="sticky bottom-3 z-20 flex flex-col gap-2 rounded-xl border border-indigo-200 bg-white/95 p-3 shadow-lg backdrop-blur-sm dark:border-indigo-900 dark:bg-zinc-900/95"
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-1 text-sm font-semibold text-zinc-900 tabular-nums dark:text-zinc-50">
          {t('gallery.selection.count', { count })}
        </p>
        <Button variant="secondary" disabled={busy !== null} onClick={() => void favourite()}>
          <Star aria-hidden="true" className="size-4" />
          {allFavourite ? t('gallery.selection.unfavourite') : t('gallery.selection.favourite')}
        </Button>
        <Button variant="secondary" disabled={busy !== null} onClick={() => void keep()}>
          <HardDriveDownload aria-hidden="true" className="size-4" />
          {busy === 'keep' ? t('gallery.selection.keeping') : t('gallery.selection.keep')}
        </Button>
        <Button variant="secondary" disabled={busy !== null} onClick={() => void exportSelection()}>
          <FileJson aria-hidden="true" className="size-4" />
          {t('gallery.selection.export')}
        </Button>
        <Button
          variant="secondary"
          disabled={busy !== null || zipping}
          onClick={() => void zip.start(jobs)}
        >
          <Archive aria-hidden="true" className="size-4" />
          {t('gallery.selection.zip')}
        </Button>
        {extraActions?.(jobs)}
        <Button
          variant="danger"
          disabled={busy !== null || zipping}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('gallery.selection.delete')}
        </Button>
        <Button variant="ghost" disabled={zipping} onClick={onClear}>
          <X aria-hidden="true" className="size-4" />
          {t('gallery.selection.clear')}
        </Button>
      </div>
      <ZipProgress state={zip.state} onCancel={zip.cancel} onDismiss={zip.dismiss} />
      {note !== null ? (
        <p role="status" className="text-xs text-zinc-700 dark:text-zinc-300">
          {note}
        </p>
      ) : null}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('gallery.selection.deleteTitle', { count })}
        description={t('gallery.selection.deleteBody', { count })}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('gallery.cancel')}
          </Button>
          <Button variant="destructive" onClick={() => void remove()}>
            {t('gallery.selection.deleteConfirm', { count })}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
