import { Fragment } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { JobImporter } from '@/jobs/generator';
import type { Job } from '@/jobs/job';
import { offers, type JobNote, type JobView } from '@/jobs/job-view';
import { formatDuration } from '@/lib/time';
import { AttachIdForm } from './attach-id-form';
import { SetAsideNote } from './follow-controls';

function RawAnswer({ body }: { body: string }) {
  return (
    <details className="mt-1">
      <summary className="cursor-pointer text-xs">The gateway’s answer</summary>
      {/* Focusable: a long answer scrolls inside its box, and the keyboard must reach that too. */}
      <pre tabIndex={0} className="mt-1 max-h-40 overflow-auto text-[11px] whitespace-pre-wrap">
        {body}
      </pre>
    </details>
  );
}

/** What a person should know about a job beyond its status: the view's notes, as the card shows them. */
export function JobNotes({
  job,
  view,
  importer,
  onCheckNow,
}: {
  job: Job;
  view: Pick<JobView, 'notes' | 'actions'>;
  importer: JobImporter | undefined;
  onCheckNow: () => void;
}) {
  const note = (n: JobNote) => {
    switch (n.kind) {
      case 'foreign-gateway':
        return (
          <Alert tone="info">
            This job belongs to another gateway ({n.gateway}). Connect to it in Settings to follow
            it.
          </Alert>
        );
      case 'orphaned-create':
        return (
          <Alert tone="warning" title="Submitted — id unknown">
            <p>
              {n.message ??
                'The page closed while the request was on its way. The task may or may not exist at the gateway; it will not be sent again on its own.'}
            </p>
            {importer && offers(view, 'attach-id') ? (
              <div className="mt-2">
                <AttachIdForm job={job} importer={importer} />
              </div>
            ) : null}
          </Alert>
        );
      case 'sending':
        return <p className="text-sm text-zinc-500 dark:text-zinc-400">Sending to the gateway…</p>;
      case 'poll-error':
        return (
          <Alert tone="warning" title={n.paused ? 'Following paused' : 'Retrying'}>
            <p>{n.message}</p>
            {n.body ? <RawAnswer body={n.body} /> : null}
            {n.paused ? (
              <p className="mt-1 flex flex-wrap items-center gap-2">
                <span>
                  Update the API key in{' '}
                  <a className="underline" href="#/settings">
                    Settings
                  </a>
                  , then
                </span>
                <Button variant="secondary" onClick={onCheckNow}>
                  Check now
                </Button>
              </p>
            ) : null}
          </Alert>
        );
      case 'set-aside':
        return <SetAsideNote job={job} />;
      case 'stale':
        return (
          <Alert tone="warning" title="Stale">
            <p className="flex flex-wrap items-center gap-2">
              <span>No change for {formatDuration(n.idleMs / 1000)}.</span>
              <Button variant="secondary" onClick={onCheckNow}>
                Check now
              </Button>
            </p>
          </Alert>
        );
    }
  };
  return (
    <>
      {view.notes.map((n) => (
        <Fragment key={n.kind}>{note(n)}</Fragment>
      ))}
    </>
  );
}
