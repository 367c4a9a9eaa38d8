import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { JobImporter } from '@/jobs/generator';
import type { Job } from '@/jobs/job';
import { formatDuration } from '@/lib/time';
import { useNow } from '@/lib/use-now';
import { AttachIdForm } from './attach-id-form';

/** After this long without a status or progress change, a waiting job is called stale. */
export const STALE_AFTER_MS = 10 * 60_000;

/** Loaded before this page was: a create still "submitting" then lost its answer to a reload. */
function isOrphaned(job: Job): boolean {
  return job.status === 'submitting' && (job.error !== null || job.createdAt < performance.timeOrigin);
}

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

/** What a person should know about a job beyond its status: lost answers, retries, pauses, staleness. */
export function JobNotes({
  job,
  importer,
  foreignGateway,
  onCheckNow,
}: {
  job: Job;
  importer: JobImporter | undefined;
  foreignGateway: boolean;
  onCheckNow: () => void;
}) {
  const waiting = job.status === 'queued' || job.status === 'running' || job.status === 'unknown';
  const idle = Math.max(0, useNow() - job.changedAt);
  return (
    <>
      {foreignGateway && (waiting || job.status === 'submitting') ? (
        <Alert tone="info">This job belongs to another gateway ({job.gateway}). Connect to it in Settings to follow it.</Alert>
      ) : null}

      {job.status === 'submitting' ? (
        isOrphaned(job) ? (
          <Alert tone="warning" title="Submitted — id unknown">
            <p>
              {job.error ??
                'The page closed while the request was on its way. The task may or may not exist at the gateway; it will not be sent again on its own.'}
            </p>
            {importer && !foreignGateway ? (
              <div className="mt-2">
                <AttachIdForm job={job} importer={importer} />
              </div>
            ) : null}
          </Alert>
        ) : (
          <p className="text-sm text-zinc-500 dark:text-zinc-400">Sending to the gateway…</p>
        )
      ) : null}

      {job.pollError ? (
        <Alert tone="warning" title={job.pollError.auth ? 'Following paused' : 'Retrying'}>
          <p>{job.pollError.message}</p>
          {job.pollError.body ? <RawAnswer body={job.pollError.body} /> : null}
          {job.pollError.auth ? (
            <p className="mt-1 flex flex-wrap items-center gap-2">
              <span>
                Update the API key in <a className="underline" href="#/settings">Settings</a>, then
              </span>
              <Button variant="secondary" onClick={onCheckNow}>
                Check now
              </Button>
            </p>
          ) : null}
        </Alert>
      ) : null}

      {waiting && !job.pollError && !foreignGateway && idle > STALE_AFTER_MS ? (
        <Alert tone="warning" title="Stale">
          <p className="flex flex-wrap items-center gap-2">
            <span>No change for {formatDuration(idle / 1000)}.</span>
            <Button variant="secondary" onClick={onCheckNow}>
              Check now
            </Button>
          </p>
        </Alert>
      ) : null}
    </>
  );
}
