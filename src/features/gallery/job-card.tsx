import { useState, type ComponentType } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import type { Job } from '@/jobs/job';
import { removeJob, resumeJob } from '@/jobs/ledger';
import { statusPresentation } from '@/jobs/status';
import { safeMediaUrl } from '@/lib/safe-url';
import { formatTime } from '@/lib/time';
import { downloadName } from './download-name';
import { MediaView } from './media-view';

const fieldLabels: Record<string, string> = {
  model: 'Model',
  seconds: 'Seconds',
  resolution: 'Resolution',
  ratio: 'Ratio',
  size: 'Size',
  watermark: 'Watermark',
  firstFrame: 'First frame',
};

/** Loaded before this page was: a create still "submitting" then lost its answer to a reload. */
function isOrphaned(job: Job): boolean {
  return job.status === 'submitting' && (job.error !== null || job.createdAt < performance.timeOrigin);
}

function FieldList({ fields }: { fields: Job['fields'] }) {
  const shown = Object.entries(fields).filter(([, v]) => v !== null && v !== '' && v !== false);
  if (shown.length === 0) return null;
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-zinc-600 dark:text-zinc-400">
      {shown.map(([key, value]) => (
        <div key={key} className="flex gap-1">
          <dt>{fieldLabels[key] ?? key}</dt>
          <dd className="font-medium text-zinc-800 dark:text-zinc-200">{value === true ? 'yes' : String(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** How the library shows one generator's jobs: its name, and its own result view if it has one. */
export interface KindView {
  label: string;
  Result?: ComponentType<{ job: Job; label: string }> | undefined;
}

/** A job in the library: what was asked, where it stands, and its result. */
export function JobCard({ job, view }: { job: Job; view: KindView }) {
  const kindLabel = view.label;
  const { Result } = view;
  const [confirming, setConfirming] = useState(false);
  const presentation = statusPresentation[job.status];
  const waiting = job.status === 'queued' || job.status === 'running' || job.status === 'unknown';
  const orphaned = isOrphaned(job);
  const label = `${kindLabel} result for: ${job.prompt || job.remoteIds.join(', ')}`;

  return (
    <article
      data-job-id={job.id}
      data-job-status={job.status}
      data-job-kind={job.kind}
      data-job-remote-ids={job.remoteIds.join(',')}
      aria-label={`${kindLabel} job`}
      className="flex flex-col gap-3 rounded-lg border border-zinc-200 bg-white p-4 shadow-xs dark:border-zinc-800 dark:bg-zinc-900"
    >
      <header className="flex flex-wrap items-center gap-2">
        <span className="text-xs font-semibold tracking-wide text-zinc-500 uppercase">{kindLabel}</span>
        <Badge tone={presentation.tone}>{presentation.label}</Badge>
        {job.statusWord && job.status === 'unknown' ? (
          <span className="text-xs text-amber-800 dark:text-amber-300">gateway says “{job.statusWord}”</span>
        ) : null}
        <time className="ml-auto text-xs text-zinc-500" dateTime={new Date(job.createdAt).toISOString()}>
          {formatTime(job.createdAt)}
        </time>
      </header>

      {job.prompt ? <p className="line-clamp-3 text-sm whitespace-pre-wrap">{job.prompt}</p> : null}
      <FieldList fields={job.fields} />

      {waiting ? (
        <div className="flex flex-col gap-1">
          <ProgressBar value={job.status === 'running' ? job.progress : null} label={`${kindLabel} job progress`} />
          <p className="text-xs text-zinc-500">
            {job.status === 'running' && job.progress !== null ? `${job.progress}%` : presentation.label}
            {job.detail ? ` · ${job.detail}` : ''}
          </p>
        </div>
      ) : null}

      {job.status === 'submitting' ? (
        orphaned ? (
          <Alert tone="warning" title="Submitted — no id came back">
            {job.error ??
              'The page closed while the request was on its way. The task may or may not exist at the gateway; it will not be sent again on its own.'}
          </Alert>
        ) : (
          <p className="text-sm text-zinc-500">Sending to the gateway…</p>
        )
      ) : null}

      {job.pollError ? (
        <Alert tone="warning" title={job.pollError.auth ? 'Following paused' : 'Retrying'}>
          <p>{job.pollError.message}</p>
          {job.pollError.auth ? (
            <p className="mt-1 flex flex-wrap items-center gap-2">
              <span>
                Update the API key in <a className="underline" href="#/settings">Settings</a>, then
              </span>
              <Button variant="secondary" onClick={() => void resumeJob(job.id)}>
                Check now
              </Button>
            </p>
          ) : null}
        </Alert>
      ) : null}

      {job.status === 'failed' ? (
        <Alert tone="danger" title="Failed">
          {job.error ?? 'The gateway reported a failure without a message.'}
        </Alert>
      ) : null}

      {Result ? <Result job={job} label={label} /> : null}

      {Result ? null : job.media.map((media, index) => (
        <div key={`${media.url}-${index}`} className="flex flex-col gap-1">
          <MediaView media={media} label={label} />
          {!media.viaGateway && safeMediaUrl(media.url) ? (
            <a className="self-start text-xs text-indigo-700 underline dark:text-indigo-300" href={safeMediaUrl(media.url) ?? undefined} download={downloadName(media, `${job.kind}-${job.id}`)} target="_blank" rel="noreferrer noopener">
              Download
            </a>
          ) : null}
        </div>
      ))}

      <footer className="flex flex-wrap items-center gap-2 text-xs text-zinc-500">
        {job.remoteIds.length > 0 ? (
          <span>
            ID <code className="rounded bg-zinc-100 px-1 select-all dark:bg-zinc-800">{job.remoteIds.join(', ')}</code>
          </span>
        ) : null}
        <details className="ml-auto">
          <summary className="cursor-pointer">Raw record</summary>
          <pre className="mt-2 max-h-64 overflow-auto rounded bg-zinc-100 p-2 text-[11px] dark:bg-zinc-950">
            {JSON.stringify(job.raw ?? null, null, 2)}
          </pre>
        </details>
        {confirming ? (
          <span className="flex items-center gap-1">
            Remove from the library?
            <Button variant="danger" onClick={() => void removeJob(job.id)}>
              Remove
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Keep
            </Button>
          </span>
        ) : (
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            Remove…
          </Button>
        )}
      </footer>
    </article>
  );
}
