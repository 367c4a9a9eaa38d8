import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatBytes } from '@/lib/bytes';
import type { ZipState } from './use-selection-zip';

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
  switch (state.phase) {
    case 'idle':
      return null;
    case 'running': {
      const { files, totalFiles, bytes } = state.progress;
      const value = totalFiles === 0 ? null : Math.round((files / totalFiles) * 100);
      return (
        <div className="flex w-full flex-wrap items-center gap-x-3 gap-y-1">
          <div className="min-w-40 flex-1">
            <ProgressBar value={value} label="Zip progress" />
          </div>
          <p className="text-xs text-zinc-700 tabular-nums dark:text-zinc-300">
            {files} of {totalFiles} files · {formatBytes(bytes)}
          </p>
          <Button variant="secondary" onClick={onCancel}>
            Cancel zip
          </Button>
        </div>
      );
    }
    case 'cancelled':
      return (
        <p role="status" className="text-xs text-zinc-700 dark:text-zinc-300">
          Zip cancelled. Nothing was saved.
        </p>
      );
    case 'failed':
      return (
        <Alert tone="danger" live>
          The zip could not be made: {state.message} Nothing was saved.
        </Alert>
      );
    case 'saved':
      return (
        <div className="flex w-full flex-col gap-1">
          <p role="status" className="text-xs text-zinc-700 dark:text-zinc-300">
            Saved {state.name} ({state.files === 1 ? '1 file' : `${state.files} files`} and
            jobs.json).
          </p>
          {state.missing.length > 0 ? (
            <Alert
              tone="warning"
              live
              title={
                state.missing.length === 1
                  ? '1 file is not in the zip'
                  : `${state.missing.length} files are not in the zip`
              }
            >
              <ul className="list-disc pl-4">
                {state.missing.map((m) => (
                  <li key={`${m.jobId}:${m.slot}`}>
                    {m.label}: {m.reason}
                  </li>
                ))}
              </ul>
              <p>jobs.json in the zip lists them as missing.</p>
              <Button variant="ghost" className="mt-1" onClick={onDismiss}>
                Dismiss
              </Button>
            </Alert>
          ) : null}
        </div>
      );
  }
}
