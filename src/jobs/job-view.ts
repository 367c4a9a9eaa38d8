import { t, word } from '@/i18n/i18n';
import { safeMediaUrl } from '@/lib/safe-url';
import { nonEmptyText } from '@/lib/text';
import type { DerivedOperation } from './derived-operation';
import { lineageKeys } from './derived-operation';
import type { CoreActionId, JobAction } from './generator-types';
import {
  actionTable,
  comparable,
  derivationsOf,
  fetchable,
  operationAction,
  statusIcons,
  type JobIconName,
} from './job-actions';
import { madeNameText } from './lineage';
import { isLost, type Job, type Media } from './job';
import { isWaiting, statusPresentation, type JobStatus } from './status';
import { summaryLines, type SummaryFields, type SummaryLine } from './summary-fields';

/**
 * What any picture of a job shows — the library's card, a gallery tile, a detail dialog — and which
 * actions it offers, from the job alone (as ComfyUI's queueDisplay and useJobActions). Pure: the
 * components add layout, never rules.
 */

// The action table and its helpers live in `job-actions.ts`; here under their old address, which
// the cards, tiles and dialogs import.
export {
  comparable,
  derivationsOf,
  fetchable,
  offered,
  offers,
  type CoreActionId,
  type JobAction,
  type JobActionIconName,
  type JobActionId,
  type JobIconName,
} from './job-actions';

/** After this long without a status or progress change, a waiting job is called stale. */
export const STALE_AFTER_MS = 10 * 60_000;

/** What a person should know beyond the status, in the order a card shows it. */
export type JobNote =
  /** The ids belong to another gateway: the studio does not pretend to follow them. */
  | { kind: 'foreign-gateway'; gateway: string }
  /** Another device of the synced library follows it now: this one shows what that one reports. */
  | { kind: 'followed-elsewhere' }
  /** A create whose answer was lost (a reload, no answer): it may exist, it is never re-sent. */
  | { kind: 'orphaned-create'; message: string | null }
  /** A create in flight in this page. */
  | { kind: 'sending' }
  /** A create from before this page loaded whose answer the studio's service worker still awaits. */
  | { kind: 'answer-on-its-way' }
  /** The last poll failed: retried, or paused until the key changes. */
  | { kind: 'poll-error'; paused: boolean; message: string; body: string | null }
  /**
   * The gateway no longer knows the task (`isLost`: 404s in a row, past the window a new task's
   * replica lag gets): it is not followed; "Check again" asks once more.
   */
  | {
      kind: 'lost';
      /** The last 404's words, as the gateway's answer was put. */
      message: string;
      body: string | null;
      count: number;
      /** When the last 404 came (epoch ms). */
      at: number;
    }
  | { kind: 'stale'; idleMs: number }
  /** "Stop following": not polled until resumed; the gateway may still finish it (there is no cancel). */
  | { kind: 'set-aside' };

/** One medium of the result, with the address a link may use (none for a keyed `/content`). */
export interface JobResult {
  media: Media;
  href: string | null;
  /**
   * Download is offered for it: a finished job's video or song that can be fetched. A picture (a
   * GPT's avatar) shows, but is not the result — unless pictures are what its generator makes.
   */
  download: boolean;
  /** It can be compared with another result: a finished job's video or song the page may play. */
  comparable: boolean;
}

export interface JobView {
  status: JobStatus;
  label: string;
  tone: (typeof statusPresentation)[JobStatus]['tone'];
  icon: JobIconName;
  /** The vendor's word beside "Unknown": the one status a person cannot read from the badge. */
  gatewaySays: string | null;
  /** Waiting for the gateway (queued, running, unknown): one rule, `isWaiting`. */
  waiting: boolean;
  /** While waiting: the bar's value (known only while running) and its text. */
  progress: { value: number | null; text: string } | null;
  prompt: string | null;
  /** The result's own title (a song's, a template's), when the gateway gave one. */
  title: string | null;
  /**
   * The line that names the job: its prompt, else its title (asked for, else the result's), else
   * its ids. When the prompt is body text (a song's lyrics), the title comes first.
   */
  headline: string;
  /** The headline names the job (a prompt, a title), rather than standing in with its ids. */
  named: boolean;
  /** The headline says how the job was made from another ("Continuation: “…”"), its title alone would not. */
  derived: boolean;
  /** The prompt as body text behind a disclosure of this name (music's "Lyrics"), or null. */
  body: { label: string; text: string } | null;
  /** The accessible name of its players: "<Generator> result for: <prompt or ids>". */
  resultLabel: string;
  /** A picture for a tile: the first result's poster (or the image itself), if it may be loaded. */
  thumbnail: string | null;
  fields: SummaryLine[];
  notes: JobNote[];
  /** The gateway's words when the job failed. */
  failure: string | null;
  /**
   * A create that made nothing ("Not started"): the gateway's refusal, or "not sent" when the
   * gateway could not be reached; `retryAt` is when the gateway said it may be tried again.
   */
  notStarted: { message: string; notSent: boolean; retryAt: number | null } | null;
  results: JobResult[];
  /**
   * The medium one Download saves where a job has a single button for it (a tile; the dialog
   * beside a generator's own result view): the first result that offers it, while `download` is
   * offered.
   */
  download: Media | null;
  /** Ids mean something only at the gateway that issued them. */
  foreign: boolean;
  /** Waiting, but not followed: the person stopped following it ("Resume" follows it again). */
  setAside: boolean;
  /** Waiting, but not followed: the gateway does not know the task (`isLost`; "Check again"). */
  lost: boolean;
  actions: JobAction[];
}

export interface JobViewContext {
  kindLabel: string;
  summaryFields?: SummaryFields | undefined;
  /** The gateway the studio is connected to now. */
  gateway: string;
  now: number;
  /** When this page loaded: a create still "submitting" from before then lost its answer. */
  pageStartedAt: number;
  /**
   * Such a create's answer is on its way all the same: the studio's service worker sent it and
   * still waits for it (decision 039), so it is not lost.
   */
  answerOnItsWay?: boolean | undefined;
  /** The generator can ask the gateway about a job (re-query). */
  canPoll: boolean;
  /** The generator can follow an id a person pastes (attach an id to a lost create). */
  canAttach: boolean;
  /** The generator can send a refused create again from its recalled settings. */
  canTryAgain?: boolean | undefined;
  /** The generator names this job's prompt as body text (music's "Lyrics"), or null. */
  promptLabel?: string | null | undefined;
  /**
   * The prompt in the language shown, where the studio composed it from the record (a film's
   * "“…”, made from 3 shots"); null or absent: the stored prompt, as it was written.
   */
  shownPrompt?: string | null | undefined;
  /** What the generator can make from a finished job (remix, extend…): its declared operations. */
  operations?: readonly DerivedOperation[] | undefined;
  /** Its pictures are its results (text to image), not beside them (a GPT's avatar): Download offers them. */
  picturesAreResults?: boolean | undefined;
  /** Another device polls this job now (its lease in the synced library, decision 028). */
  followedElsewhere?: boolean | undefined;
  /** A waiting job's place in the studio's queue (1 = next; decision 031), when known. */
  queuePlace?: number | null | undefined;
}

/** A job's error in the current language where the studio composed it, else as it was written. */
export function errorText(job: Pick<Job, 'error' | 'errorMessage'>): string | null {
  return (job.errorMessage === null ? null : word(job.errorMessage)) ?? job.error;
}

function isOrphaned(
  job: Job,
  ctx: Pick<JobViewContext, 'pageStartedAt' | 'answerOnItsWay'>,
): boolean {
  // A job that waited in the queue was sent when it left it, not when it was made.
  const sentAt = job.queue?.sentAt ?? job.createdAt;
  return (
    job.status === 'submitting' &&
    (job.error !== null || (sentAt < ctx.pageStartedAt && ctx.answerOnItsWay !== true))
  );
}

/** "Waiting · 3rd in line": a job in the studio's queue, with its place when known. */
const waitingPresentation = (place: number | null | undefined) => ({
  label:
    place === null || place === undefined
      ? statusPresentation.waiting.label
      : t('job.status.waitingPlace', { place }),
  tone: statusPresentation.waiting.tone,
});

function notesFor(job: Job, ctx: JobViewContext, foreign: boolean, waiting: boolean): JobNote[] {
  const notes: JobNote[] = [];
  const setAside = waiting && job.setAside;
  if (setAside) notes.push({ kind: 'set-aside' });
  // Followed all the same, by the device that holds its lease: "connect to follow it" would send
  // the person to do what is being done. When that lease lapses, the note of its gateway returns.
  const elsewhere = waiting && ctx.followedElsewhere === true;
  if (elsewhere) notes.push({ kind: 'followed-elsewhere' });
  else if (foreign && (waiting || job.status === 'submitting'))
    notes.push({ kind: 'foreign-gateway', gateway: job.gateway });
  if (job.status === 'submitting') {
    notes.push(
      isOrphaned(job, ctx)
        ? { kind: 'orphaned-create', message: errorText(job) }
        : ctx.answerOnItsWay === true
          ? { kind: 'answer-on-its-way' }
          : { kind: 'sending' },
    );
  }
  const lost = waiting && !setAside && isLost(job) && job.notFound !== null;
  if (lost && job.notFound !== null) {
    // One note, not "Retrying" beside it: nothing is retried any more.
    const { count, at } = job.notFound;
    notes.push({
      kind: 'lost',
      message: job.pollError?.message ?? t('job.lost.noMessage'),
      body: job.pollError?.body ?? null,
      count,
      at,
    });
  } else if (job.pollError) {
    const { auth, message, body } = job.pollError;
    notes.push({ kind: 'poll-error', paused: auth, message, body });
  }
  const idleMs = Math.max(0, ctx.now - job.changedAt);
  if (waiting && !setAside && !lost && !job.pollError && !foreign && idleMs > STALE_AFTER_MS)
    notes.push({ kind: 'stale', idleMs });
  return notes;
}

function thumbnailOf(media: readonly Media[]): string | null {
  for (const m of media) {
    const src =
      safeMediaUrl(m.poster) ?? (m.kind === 'image' && !m.viaGateway ? safeMediaUrl(m.url) : null);
    if (src !== null) return src;
  }
  return null;
}

/** A set-aside job's badge: the person stopped following it (the gateway's status stays on the record). */
const setAsidePresentation = () => ({ label: t('job.status.setAside'), tone: 'neutral' as const });

const orphanedPresentation = () => ({ label: t('job.status.idUnknown'), tone: 'warning' as const });

/** Polls refused the key (401/403): nothing moves until the key is changed, so no progress is shown. */
const keyPausedPresentation = () => ({
  label: t('job.status.keyPaused'),
  tone: 'warning' as const,
});

/** The gateway does not know the task (`isLost`): not "Queued" for ever, but what happened. */
const lostPresentation = () => ({ label: t('job.status.lost'), tone: 'warning' as const });

const pausedByKey = (job: Job) =>
  isWaiting(job.status) && !job.setAside && job.pollError !== null && job.pollError.auth;

export function jobView(job: Job, ctx: JobViewContext): JobView {
  const waiting = isWaiting(job.status);
  // Only a waiting job can be set aside; a finished one shows what it ended as.
  const setAside = waiting && job.setAside;
  // A create whose answer was lost is no longer "Submitting": its badge says what its note says.
  // A job whose polls the gateway refused says so on its tile too, not "Generating 1%" for ever.
  const keyPaused = pausedByKey(job);
  // No longer followed because the gateway does not know it (a set-aside job says that first).
  const lost = waiting && !setAside && isLost(job);
  const presentation = setAside
    ? setAsidePresentation()
    : lost
      ? lostPresentation()
      : keyPaused
        ? keyPausedPresentation()
        : isOrphaned(job, ctx)
          ? orphanedPresentation()
          : job.status === 'waiting'
            ? waitingPresentation(ctx.queuePlace)
            : statusPresentation[job.status];
  const foreign = job.gateway !== ctx.gateway;
  const prompt = nonEmptyText(ctx.shownPrompt ?? job.prompt);
  const title = job.media.map((m) => nonEmptyText(m.title)).find((t) => t !== null) ?? null;
  const askedTitle = nonEmptyText(job.fields.title);
  const body = ctx.promptLabel && prompt !== null ? { label: ctx.promptLabel, text: prompt } : null;
  const ids = job.remoteIds.join(', ');
  const notes = notesFor(job, ctx, foreign, waiting);
  // Untitled body text is named by its first line; the whole of it stays behind the disclosure.
  // The name the person gave it (Rename, issue 40) comes before everything the studio would say.
  const given = nonEmptyText(job.name);
  // A derived result's name from its source and what was done ("Chi — cover: jazz noir") comes
  // next: it tells it from its source, whose title it may share.
  const madeText = given === null ? madeNameText(job) : null;
  const name =
    given ??
    madeText ??
    (body ? null : prompt) ??
    askedTitle ??
    title ??
    nonEmptyText(body?.text.split('\n').find((line) => nonEmptyText(line) !== null));
  // A continuation and a joined song share their source's title: the headline says what they are.
  const relation = job.source?.relation;
  const namesChild =
    relation !== undefined && ctx.operations?.some((op) => op.id === relation && op.namesChild);
  const made =
    given !== null || madeText !== null || name === null || relation === undefined || !namesChild
      ? null
      : word({ key: lineageKeys(relation).child, values: { name } });
  const finished = job.status === 'succeeded';
  const results = job.media.map((media) => ({
    media,
    href: media.viaGateway ? null : safeMediaUrl(media.url),
    download:
      finished && (media.kind !== 'image' || ctx.picturesAreResults === true) && fetchable(media),
    comparable: finished && comparable(media),
  }));

  const offered: CoreActionId[] = [];
  if (notes.some((n) => n.kind === 'stale' || (n.kind === 'poll-error' && n.paused)))
    offered.push('check-now');
  if (ctx.canPoll && !foreign && job.media.length > 0) offered.push('requery');
  if (ctx.canAttach && !foreign && notes.some((n) => n.kind === 'orphaned-create'))
    offered.push('attach-id');
  if (ctx.canTryAgain && job.status === 'refused') offered.push('try-again');
  if (setAside) offered.push('resume');
  else if (lost) {
    if (ctx.canPoll && !foreign) offered.push('check-again');
  } else if (ctx.canPoll && waiting && !foreign && job.remoteIds.length > 0)
    offered.push('stop-following');
  if (results.some((r) => r.download)) offered.push('download');
  if (results.some((r) => r.comparable)) offered.push('compare');
  const derived = derivationsOf(job, ctx.operations ?? [], foreign).map(operationAction);

  return {
    status: job.status,
    label: presentation.label,
    tone: presentation.tone,
    icon: statusIcons[job.status],
    gatewaySays: job.status === 'unknown' && job.statusWord ? job.statusWord : null,
    waiting,
    progress:
      waiting && !setAside && !keyPaused && !lost
        ? {
            value: job.status === 'running' ? job.progress : null,
            text: `${job.status === 'running' && job.progress !== null ? `${job.progress}%` : presentation.label}${job.detail ? ` · ${job.detail}` : ''}`,
          }
        : null,
    prompt,
    title: given ?? madeText ?? title,
    headline: made === null ? (name ?? (ids || ctx.kindLabel)) : made,
    named: name !== null,
    derived: made !== null,
    body,
    resultLabel: t('job.resultLabel', { kind: ctx.kindLabel, what: prompt ?? ids }),
    thumbnail: thumbnailOf(job.media),
    fields: summaryLines(job.fields, ctx.summaryFields, job.raw),
    notes,
    failure: job.status === 'failed' ? (errorText(job) ?? t('job.failedWithoutMessage')) : null,
    notStarted:
      job.status === 'refused'
        ? {
            message: errorText(job) ?? t('job.refusedWithoutMessage'),
            notSent: job.statusWord === 'not sent',
            retryAt: job.retryAt,
          }
        : null,
    results,
    download: results.find((r) => r.download)?.media ?? null,
    foreign,
    setAside,
    lost,
    actions: [...offered.map((id) => actionTable[id]), ...derived, actionTable.remove],
  };
}
