import { t } from '@/i18n/i18n';

/** The studio's one status vocabulary. Every vendor word maps into it. */
export const remoteStatuses = ['queued', 'running', 'succeeded', 'failed', 'unknown'] as const;
export type RemoteStatus = (typeof remoteStatuses)[number];

/**
 * `submitting`: the record exists and the create request is (or was) in flight; no id came back
 * yet. A job left here by a reload is never re-sent on its own.
 * `waiting`: written to the ledger but not sent: it waits in the studio's own queue (decision 031)
 * for a free slot of its gateway profile; the leader tab marks it `submitting` before its one POST.
 * `refused`: the create certainly made nothing — the gateway answered it with an error, or could
 * not be reached at all. It has no id, is never polled, and is not a failure of paid work: the
 * person may try it again.
 */
export type JobStatus = 'waiting' | 'submitting' | 'refused' | RemoteStatus;

/** Every status a stored job can have, in the order a filter lists them. */
export const jobStatuses: readonly JobStatus[] = [
  'waiting',
  'submitting',
  'refused',
  ...remoteStatuses,
];

const words: Record<string, RemoteStatus> = {
  queued: 'queued',
  pending: 'queued',
  submitted: 'queued',
  not_start: 'queued',
  not_started: 'queued',
  waiting: 'queued',
  in_progress: 'running',
  processing: 'running',
  running: 'running',
  dreaming: 'running',
  started: 'running',
  streaming: 'running',
  generating: 'running',
  completed: 'succeeded',
  complete: 'succeeded',
  finished: 'succeeded',
  succeeded: 'succeeded',
  success: 'succeeded',
  failed: 'failed',
  failure: 'failed',
  error: 'failed',
  canceled: 'failed',
  cancelled: 'failed',
  unknown: 'unknown',
};

/** Case-insensitive; an unseen word is `unknown`, which is never treated as done. */
export function normaliseStatusWord(word: unknown): RemoteStatus {
  if (typeof word !== 'string') return 'unknown';
  const key = word
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  // Own keys only: "constructor" or "__proto__" from a gateway must not reach Object.prototype.
  return Object.hasOwn(words, key) ? (words[key] ?? 'unknown') : 'unknown';
}

export function isTerminal(status: JobStatus): boolean {
  return status === 'succeeded' || status === 'failed';
}

/**
 * The one rule for "this job is waiting for the gateway": it has a remote status and has not ended.
 * `unknown` waits too: an unseen word is never done. (`submitting` is not waiting: no id came yet.)
 */
export function isWaiting(status: JobStatus): boolean {
  return status === 'queued' || status === 'running' || status === 'unknown';
}

/**
 * The one rule for a create's first answer: the job was made, so a status word we do not know yet
 * (or none at all) means it waits in the queue — `queued`, never `unknown`.
 */
export function firstAnswer<T extends { status: JobStatus }>(update: T): T {
  return update.status === 'unknown' ? { ...update, status: 'queued' } : update;
}

/**
 * The one rule for "succeeded but no media" (docs/decisions/008-succeeded-without-media.md): a
 * vendor's "done" counts only with something to show. Without it the job is still `running` — the
 * word was understood, the result is what is late — so it keeps being polled, keeps its progress
 * bar, and never shows "Done" with nothing to play.
 */
export function settleSucceeded(status: RemoteStatus, hasResult: boolean): RemoteStatus {
  return status === 'succeeded' && !hasResult ? 'running' : status;
}

/** Progress arrives as 0–100 or "30%"; anything else is "not known". */
export function normaliseProgress(value: unknown): number | null {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && value.trim() !== '') n = Number.parseFloat(value);
  else return null;
  if (!Number.isFinite(n)) return null;
  return Math.min(100, Math.max(0, Math.round(n)));
}

/** Presentation through a lookup table, so every card and badge agrees. */
export const statusPresentation: Record<
  JobStatus,
  {
    readonly label: string;
    tone: 'neutral' | 'info' | 'success' | 'danger' | 'warning' | 'attention';
  }
> = {
  // Getters: the word is read when shown, in the language of that moment.
  waiting: {
    get label() {
      return t('status.waiting');
    },
    tone: 'neutral',
  },
  submitting: {
    get label() {
      return t('status.submitting');
    },
    tone: 'neutral',
  },
  refused: {
    get label() {
      return t('status.refused');
    },
    tone: 'attention',
  },
  queued: {
    get label() {
      return t('status.queued');
    },
    tone: 'info',
  },
  running: {
    get label() {
      return t('status.running');
    },
    tone: 'info',
  },
  succeeded: {
    get label() {
      return t('status.succeeded');
    },
    tone: 'success',
  },
  failed: {
    get label() {
      return t('status.failed');
    },
    tone: 'danger',
  },
  unknown: {
    get label() {
      return t('status.unknown');
    },
    tone: 'warning',
  },
};
