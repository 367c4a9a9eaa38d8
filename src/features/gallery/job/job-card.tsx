import { GripVertical, SlidersHorizontal, Trash2, Undo2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import type { Job } from '@/jobs/job';
import { offered, offers, type JobAction } from '@/jobs/job-view';
import { removeJob } from '@/jobs/removal';
import type { SummaryLine } from '@/jobs/summary-fields';
import { sendToForm } from '@/jobs/forms/form-handoff';
import { useJobActions } from '@/jobs/use-job-actions';
import { WaitingInQueue } from '@/jobs/queue/waiting-in-queue';
import { lazyView } from '@/jobs/lazy-view';
import { navigate } from '@/lib/hash-route';
import { cn } from '@/lib/cn';
import { keepInView } from '@/lib/keep-in-view';
import { formatTime } from '@/lib/time';
import { BatchBadge } from './batch-badge';
import { ActionLabel } from './action-label';
import { DownloadButton } from './download-button';
import { StopFollowingButton } from './follow-controls';
import { UseFrameButtons } from './use-frame-buttons';
import { jobAttributes } from './job-attributes';
import { JobNotes } from './job-notes';
import { KeepCopyButton } from './keep-copy-button';
import { KeptBadge } from './kept-badge';
import { Lineage } from './lineage';
import { useKindView } from './kinds';
import { MediaView } from './media-view';
import { SelectBox, type Selectable } from '@/features/gallery/selection/select-box';
import { startJobDrag } from '@/features/gallery/boards/job-drag';
import { tileView } from '@/features/gallery/grid/tile-view';
import {
  settleRemovalRequest,
  useRemovalAsked,
} from '@/features/gallery/selection/removal-request';
import { TryAgain } from './try-again';
import { StarButton } from './star-button';
import { useJobView } from './use-job-view';
import { useT } from '@/i18n/use-t';

/**
 * The step that makes a character's next picture from a job's frame: drawn only on a job made for
 * it, so fetched apart from the card (issue 57: the Video page's first screen never ran it).
 */
const FrameStepPanel = lazyView(() =>
  import('@/jobs/ui/characters/frame-step-panel').then((m) => m.FrameStepPanel),
);

function FieldList({ lines }: { lines: SummaryLine[] }) {
  if (lines.length === 0) return null;
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-zinc-600 dark:text-zinc-400">
      {lines.map(({ key, label, text }) => (
        <div key={key} className="flex gap-1">
          {/* A label never breaks ("标/题" in a narrow card); a value breaks only where it must. */}
          <dt className="shrink-0 whitespace-nowrap">{label}</dt>
          <dd className="font-medium wrap-anywhere text-zinc-800 dark:text-zinc-200">{text}</dd>
        </div>
      ))}
    </dl>
  );
}

function RemoveButton({ jobId, action }: { jobId: string; action: JobAction }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  // Delete pressed on this job (keyboard shortcuts) asks the same question, focus on its answer.
  const asked = useRemovalAsked(jobId);
  if (asked && !confirming) setConfirming(true);
  const question = useRef<HTMLSpanElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  // Where focus goes once the question shows or goes by the person's click: the button they
  // pressed is gone, and focus must not fall to the page (issue 38 item 11).
  const focusNext = useRef<'answer' | 'opener' | null>(null);
  // Keeping the question in view (issue 24.1) outlives the request, which is settled at once.
  const keeping = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!asked) return;
    settleRemovalRequest(jobId);
    // After the commit, so after a dialog that opened with it has placed its own first focus.
    const shown = question.current;
    if (shown === null) return;
    shown.querySelector('button')?.focus();
    // What Enter would confirm stays in view, even when the player above it loads later.
    keeping.current?.();
    keeping.current = keepInView(shown);
  }, [asked, jobId]);
  useEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    if (next === 'answer') question.current?.querySelector('button')?.focus();
    if (next === 'opener') opener.current?.focus();
    if (!confirming) return;
    return () => {
      keeping.current?.();
      keeping.current = null;
    };
  }, [confirming]);
  return confirming ? (
    <span ref={question} data-remove="" className="flex flex-wrap items-center gap-1">
      {t('gallery.remove.question')}
      <Button variant="danger" onClick={() => void removeJob(jobId)}>
        <Trash2 aria-hidden="true" focusable="false" className="size-4" />
        {t('gallery.remove.confirm')}
      </Button>
      <Button
        variant="ghost"
        onClick={() => {
          focusNext.current = 'opener';
          setConfirming(false);
        }}
      >
        <Undo2 aria-hidden="true" focusable="false" className="size-4" />
        {t('gallery.remove.keep')}
      </Button>
    </span>
  ) : (
    <Button
      ref={opener}
      variant="secondary"
      data-remove=""
      className="whitespace-nowrap"
      onClick={() => {
        focusNext.current = 'answer';
        setConfirming(true);
      }}
    >
      <ActionLabel action={action} />
    </Button>
  );
}

/**
 * A job in the library: what was asked, where it stands, and its result. All of it from the job
 * view: every action is drawn where the view offers it, with the view's label and icon.
 */
export function JobCard({
  job,
  selectable,
}: {
  job: Job;
  /** The selection box (the library's List); none on a generator's page or in the dialog. */
  selectable?: Selectable;
}) {
  const t = useT();
  const kind = useKindView(job.kind);
  const { label: kindLabel, Result } = kind;
  const actions = useJobActions(kind.poller);
  const view = useJobView(job);
  const label = view.resultLabel;
  const requery = offers(view, 'requery') ? () => actions.requery(job) : undefined;
  const download = offered(view, 'download');
  const stopFollowing = offered(view, 'stop-following');
  const tryAgain = offered(view, 'try-again');
  const remove = offered(view, 'remove');
  // One medium: its Download leads the action row; several keep theirs under each.
  const onlyResult = Result || view.results.length !== 1 ? undefined : view.results[0];

  return (
    <article
      {...jobAttributes(job)}
      aria-label={t('gallery.job.label', { kind: kindLabel })}
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-zinc-200 bg-white p-4 shadow-xs dark:border-zinc-800 dark:bg-zinc-900',
        selectable?.selected === true &&
          'border-indigo-500 ring-2 ring-indigo-500 dark:border-indigo-400 dark:ring-indigo-400',
      )}
    >
      <header className="flex flex-wrap items-center gap-2">
        {selectable !== undefined ? (
          // The handle and the box as one, close together: a phone's header keeps its star.
          <span className="-ml-1.5 flex shrink-0 items-center gap-0.5">
            {/* Dragged onto a board in the Library's drop list (issue 40), as a grid tile is. A
                handle, not the whole card: a card holds players and text a person selects and
                scrubs. Pointer only, so no tab stop; "Add to board" serves keyboards. */}
            <span
              draggable
              onDragStart={(event) => startJobDrag(event, job.id)}
              data-board-drag={job.id}
              title={t('boards.dragHandle')}
              className="flex shrink-0 cursor-grab items-center text-zinc-400 active:cursor-grabbing dark:text-zinc-500"
            >
              <GripVertical aria-hidden="true" focusable="false" className="size-4" />
            </span>
            <SelectBox jobId={job.id} title={tileView(job, view).heading} selectable={selectable} />
          </span>
        ) : null}
        <span className="text-xs font-semibold tracking-wide text-zinc-600 dark:text-zinc-400">
          {kindLabel}
        </span>
        <Badge tone={view.tone}>{view.label}</Badge>
        <BatchBadge job={job} />
        <KeptBadge jobId={job.id} />
        {view.gatewaySays !== null ? (
          <span className="text-xs text-amber-800 dark:text-amber-300">
            {t('status.gatewaySays', { word: view.gatewaySays })}
          </span>
        ) : null}
        <time
          className="ml-auto text-xs text-zinc-500 dark:text-zinc-400"
          dateTime={new Date(job.createdAt).toISOString()}
        >
          {formatTime(job.createdAt)}
        </time>
        <StarButton job={job} size="sm" />
      </header>

      {view.body !== null || view.prompt !== null || view.named ? (
        <p className="line-clamp-3 text-sm break-words whitespace-pre-wrap">{view.headline}</p>
      ) : null}
      {/* A result named by the person, or by what it was made from, keeps its prompt in sight,
          under the name (issue 40). */}
      {(job.name !== null || job.madeName !== null) &&
      view.body === null &&
      view.prompt !== null ? (
        <p className="line-clamp-3 text-xs break-words whitespace-pre-wrap text-zinc-600 dark:text-zinc-400">
          {view.prompt}
        </p>
      ) : null}
      {view.body !== null ? (
        <details>
          <summary className="cursor-pointer text-xs font-medium">{view.body.label}</summary>
          {/* Focusable: long text scrolls inside its box, and the keyboard must reach that too. */}
          <pre
            tabIndex={0}
            className="mt-1 max-h-64 overflow-auto font-sans text-sm whitespace-pre-wrap"
          >
            {view.body.text}
          </pre>
        </details>
      ) : null}
      <FieldList lines={view.fields} />
      {kind.Emblem ? <kind.Emblem job={job} /> : null}
      {job.status === 'waiting' ? <WaitingInQueue job={job} /> : null}
      {/* A shot naming characters: its first frame, made before the video is sent (issue 56). */}
      {job.frameStep !== null ? <FrameStepPanel job={job} /> : null}

      {view.progress !== null ? (
        <div className="flex flex-col gap-1">
          <ProgressBar
            value={view.progress.value}
            label={t('gallery.job.progress', { kind: kindLabel })}
          />
          <p className="text-xs text-zinc-500 dark:text-zinc-400">{view.progress.text}</p>
        </div>
      ) : null}
      {stopFollowing !== null ? <StopFollowingButton job={job} action={stopFollowing} /> : null}

      <JobNotes
        job={job}
        view={view}
        importer={kind.importer}
        onCheckNow={() => void actions.checkNow(job)}
        onCheckAgain={() => actions.checkAgain(job)}
      />

      {view.failure !== null ? (
        <Alert tone="danger" title={t('status.failed')}>
          {view.failure}
        </Alert>
      ) : null}

      {view.notStarted !== null ? (
        // The badge already says "Not started": the reason is not headed by it again (issue 38.7).
        // "Not sent" says more than the badge (the gateway could not be reached), so it stays.
        <Alert tone="info" title={view.notStarted.notSent ? t('gallery.job.notSent') : undefined}>
          {view.notStarted.message}
          {tryAgain !== null ? <TryAgain job={job} kind={kind} action={tryAgain} /> : null}
        </Alert>
      ) : null}

      {Result ? <Result job={job} label={label} actions={view.actions} /> : null}

      {Result
        ? null
        : view.results.map((result, index) => (
            <div
              key={`${result.media.url}-${index}`}
              className="flex flex-col gap-1"
              data-result-slot={index}
            >
              <MediaView
                media={result.media}
                label={label}
                onRequery={requery}
                copy={{ jobId: job.id, slot: index }}
                owner={job}
              />
              {result.media.kind === 'video' && job.status === 'succeeded' ? (
                <UseFrameButtons job={job} media={result.media} slot={index} />
              ) : null}
              {/* Several media: each keeps its own Download under it, styled as the row's. */}
              {download !== null && result.download && onlyResult === undefined ? (
                <DownloadButton
                  job={job}
                  media={result.media}
                  action={download}
                  className="self-start"
                />
              ) : null}
            </div>
          ))}

      {/*
       * One row of actions, one style, the primary first (issue 24.14): Download, then what can be
       * made from the result (whose forms open on a line of their own), then the job's own.
       */}
      <div data-actions="" className="flex flex-wrap items-start gap-2 empty:hidden">
        {/* A keyed /content video has no link, but the gateway still hands over its bytes. */}
        {download !== null && onlyResult?.download === true ? (
          <DownloadButton job={job} media={onlyResult.media} action={download} />
        ) : null}
        {kind.operations?.map((op) =>
          op.form === 'result' ? null : <op.form key={op.id} job={job} actions={view.actions} />,
        )}
        {kind.recall && kind.path !== undefined ? (
          <Button
            variant="secondary"
            onClick={() => {
              if (!kind.recall) return;
              // Nothing is sent: the form opens filled, and the person presses Generate.
              sendToForm(job.kind, job.id, kind.recall(job));
              navigate(`/${kind.path}`);
            }}
          >
            <SlidersHorizontal aria-hidden="true" focusable="false" className="size-4" />
            {t('gallery.job.useSettings')}
          </Button>
        ) : null}
        <KeepCopyButton job={job} />
        {remove !== null ? <RemoveButton jobId={job.id} action={remove} /> : null}
      </div>

      {/* Under the result and its actions: "Made from this" grows by a line each time something
          is made from this job, a moment after its "started" line, and grown above the actions
          it moved the next one down as the pointer went to it. */}
      <Lineage job={job} />

      <footer className="flex flex-wrap items-center gap-2 text-xs text-zinc-600 dark:text-zinc-400">
        {job.remoteIds.length > 0 ? (
          <span>
            {t('gallery.job.id')}{' '}
            <code className="rounded bg-zinc-100 px-1 break-all select-all dark:bg-zinc-800">
              {job.remoteIds.join(', ')}
            </code>
          </span>
        ) : null}
        <details className="ml-auto">
          <summary className="cursor-pointer">{t('gallery.job.rawRecord')}</summary>
          {/* Focusable: a long record scrolls inside its box, and the keyboard must reach that too. */}
          <pre
            tabIndex={0}
            className="mt-2 max-h-64 overflow-auto rounded bg-zinc-100 p-2 text-[11px] dark:bg-zinc-950"
          >
            {JSON.stringify(job.raw ?? null, null, 2)}
          </pre>
        </details>
      </footer>
    </article>
  );
}
