import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useJobConnection } from '@/gateway/connection';
import type { Job, Media } from '@/jobs/job';
import type { JobAction } from '@/jobs/job-view';
import { cn } from '@/lib/cn';
import type { DownloadOutcome } from '@/jobs/copies/download';
import { useT } from '@/i18n/use-t';
import { ActionLabel } from './action-label';

type State = { step: 'idle' } | { step: 'busy' } | DownloadOutcome;

/**
 * Download for one finished medium, the same everywhere (tile, dialog, card), drawn only where the
 * job view offers it, with the view's label and icon (`action`). The file is fetched
 * and saved under a name that says what it is; a `/content` video goes through the gateway with
 * the key in a header. When the media host does not let the page read the file, one line says so
 * and the link stays, for the browser's own "Save as".
 */
export function DownloadButton({
  job,
  media,
  action,
  variant = 'secondary',
  className,
}: {
  job: Pick<Job, 'kind' | 'prompt' | 'id' | 'remoteIds' | 'gateway' | 'profileId'>;
  media: Media;
  action: JobAction;
  variant?: 'secondary' | 'ghost';
  className?: string;
}) {
  const t = useT();
  const { client } = useJobConnection(job);
  const [state, setState] = useState<State>({ step: 'idle' });
  const busy = 'step' in state && state.step === 'busy';
  const start = () => {
    setState({ step: 'busy' });
    // Download's code comes with the first press (issue 57): the card draws without it.
    import('@/jobs/copies/download')
      .then(({ downloadMedia }) => downloadMedia({ job, media, client }))
      .then(setState)
      .catch((cause: unknown) =>
        setState({
          outcome: 'failed',
          message: cause instanceof Error ? cause.message : String(cause),
        }),
      );
  };
  return (
    <div className={cn('flex flex-col items-start gap-1', className)}>
      <Button variant={variant} disabled={busy} aria-busy={busy || undefined} onClick={start}>
        <ActionLabel action={action} busy={busy ? LoaderCircle : undefined} />
      </Button>
      {'outcome' in state && state.outcome === 'link-only' ? (
        <p role="status" className="text-xs text-amber-800 dark:text-amber-300">
          {state.message}{' '}
          <a
            className="text-indigo-700 underline dark:text-indigo-300"
            href={state.url}
            target="_blank"
            rel="noreferrer noopener"
          >
            {t('gallery.download.openFile')}
          </a>
        </p>
      ) : null}
      {'outcome' in state && state.outcome === 'failed' ? (
        <p role="alert" className="text-xs text-red-700 dark:text-red-400">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
