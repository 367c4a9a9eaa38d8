import { useState, type ComponentType } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import type { JobImporter, JobPoller } from '@/jobs/generator';
import type { Job } from '@/jobs/job';
import { removeJob } from '@/jobs/ledger';
import { statusPresentation } from '@/jobs/status';
import { useJobActions } from '@/jobs/use-job-actions';
import { safeMediaUrl } from '@/lib/safe-url';
import { formatTime } from '@/lib/time';
import { downloadName } from './download-name';
import { JobNotes } from './job-notes';
import { MediaView } from './media-view';

/** How the library shows one generator's jobs: its name, its own result view, and its operations. */
export interface KindView {
  label: string;
  Result?: ComponentType<{ job: Job; label: string }> | undefined;
  poller?: JobPoller | undefined;
  importer?: JobImporter | undefined;
}

const fieldLabels: Record<string, string> = {
  model: 'Model',
  effect: 'Effect',
  seconds: 'Seconds',
  resolution: 'Resolution',
  ratio: 'Ratio',
  size: 'Size',
  watermark: 'Watermark',
  firstFrame: 'First frame',
  mode: 'Mode',
  title: 'Title',
  tags: 'Style tags',
  instrumental: 'Instrumental',
  imported: 'Imported',
};

function FieldList({ fields }: { fields: Job['fields'] }) {
  const shown = Object.entries(fields).filter(([, v]) => v !== null && v !== '' && v !== false);
  if (shown.length === 0) return null;
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-zinc-600 dark:text-zinc-400">
      {shown.map(([key, value]) => (
        <div key={key} className="flex gap-1">
          <dt>{Object.hasOwn(fieldLabels, key) ? fieldLabels[key] : key}</dt>
          <dd className="font-medium break-all text-zinc-800 dark:text-zinc-200">{value === true ? 'yes' : String(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function RemoveButton({ jobId }: { jobId: string }) {
  const [confirming, setConfirming] = useState(false);
  return confirming ? (
    <span className="flex items-center gap-1">
      Remove from the library?
      <Button variant="danger" onClick={() => void removeJob(jobId)}>
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
  );
}

/** A job in the library: what was asked, where it stands, and its result. */
export function JobCard({ job, view }: { job: Job; view: KindView }) {
  const { label: kindLabel, Result } = view;
  const actions = useJobActions(view.poller);
  const presentation = statusPresentation[job.status];
  const waiting = job.status === 'queued' || job.status === 'running' || job.status === 'unknown';
  const foreign = !actions.belongsHere(job);
  const label = `${kindLabel} result for: ${job.prompt || job.remoteIds.join(', ')}`;
  const requery = actions.canRequery && !foreign ? () => actions.requery(job) : undefined;

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
        <span className="text-xs font-semibold tracking-wide text-zinc-600 dark:text-zinc-400">{kindLabel}</span>
        <Badge tone={presentation.tone}>{presentation.label}</Badge>
        {job.statusWord && job.status === 'unknown' ? (
          <span className="text-xs text-amber-800 dark:text-amber-300">gateway says “{job.statusWord}”</span>
        ) : null}
        <time className="ml-auto text-xs text-zinc-500 dark:text-zinc-400" dateTime={new Date(job.createdAt).toISOString()}>
          {formatTime(job.createdAt)}
        </time>
      </header>

      {job.prompt ? <p className="line-clamp-3 text-sm break-words whitespace-pre-wrap">{job.prompt}</p> : null}
      <FieldList fields={job.fields} />

      {waiting ? (
        <div className="flex flex-col gap-1">
          <ProgressBar value={job.status === 'running' ? job.progress : null} label={`${kindLabel} job progress`} />
          <p className="text-xs text-zinc-500 dark:text-zinc-400">
            {job.status === 'running' && job.progress !== null ? `${job.progress}%` : presentation.label}
            {job.detail ? ` · ${job.detail}` : ''}
          </p>
        </div>
      ) : null}

      <JobNotes job={job} importer={view.importer} foreignGateway={foreign} onCheckNow={() => void actions.checkNow(job)} />

      {job.status === 'failed' ? (
        <Alert tone="danger" title="Failed">
          {job.error ?? 'The gateway reported a failure without a message.'}
        </Alert>
      ) : null}

      {Result ? <Result job={job} label={label} /> : null}

      {Result
        ? null
        : job.media.map((media, index) => (
            <div key={`${media.url}-${index}`} className="flex flex-col gap-1">
              <MediaView media={media} label={label} onRequery={requery} />
              {!media.viaGateway && safeMediaUrl(media.url) ? (
                <a
                  className="self-start text-xs text-indigo-700 underline dark:text-indigo-300"
                  href={safeMediaUrl(media.url) ?? undefined}
                  download={downloadName(media, `${job.kind}-${job.id}`)}
                  target="_blank"
                  rel="noreferrer noopener"
                >
                  Download
                </a>
              ) : null}
            </div>
          ))}

      <footer className="flex flex-wrap items-center gap-2 text-xs text-zinc-600 dark:text-zinc-400">
        {job.remoteIds.length > 0 ? (
          <span>
            ID <code className="rounded bg-zinc-100 px-1 break-all select-all dark:bg-zinc-800">{job.remoteIds.join(', ')}</code>
          </span>
        ) : null}
        <details className="ml-auto">
          <summary className="cursor-pointer">Raw record</summary>
          {/* Focusable: a long record scrolls inside its box, and the keyboard must reach that too. */}
          <pre tabIndex={0} className="mt-2 max-h-64 overflow-auto rounded bg-zinc-100 p-2 text-[11px] dark:bg-zinc-950">
            {JSON.stringify(job.raw ?? null, null, 2)}
          </pre>
        </details>
        <RemoveButton jobId={job.id} />
      </footer>
    </article>
  );
}
