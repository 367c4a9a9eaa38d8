import { t } from '@/i18n/i18n';
import { safeMediaUrl } from '@/lib/safe-url';
import type { DerivedOperation } from './derived-operation';
import type { CoreActionId, JobAction, JobActionIconName, JobActionId } from './generator-types';
import type { Job, Media } from './job';
import type { JobStatus } from './status';

/**
 * The actions a job's picture may offer and the icons of its states: the table the job view
 * (`job-view.ts`) chooses from, apart from the rules that choose (as ComfyUI's useJobActions
 * beside its queueDisplay). Pure.
 */

/**
 * lucide icon names (kebab-case, as lucide.dev lists them): the gallery maps them to lucide-react
 * components and draws each action's beside its label. The actions' own (`JobActionIconName`) are
 * in `generator-types.ts`, which a generator's operations name too.
 */
export type JobIconName =
  | 'send'
  | 'circle-dashed'
  | 'clock'
  | 'loader-circle'
  | 'circle-check'
  | 'circle-x'
  | 'circle-question-mark';

export type { CoreActionId, JobAction, JobActionIconName, JobActionId };

export const statusIcons: Record<JobStatus, JobIconName> = {
  waiting: 'clock',
  submitting: 'send',
  refused: 'circle-dashed',
  queued: 'clock',
  running: 'loader-circle',
  succeeded: 'circle-check',
  failed: 'circle-x',
  unknown: 'circle-question-mark',
};

// Getters: a button's name is read when it is drawn, in the language of that moment.
export const actionTable: Record<CoreActionId, JobAction> = {
  'check-now': {
    id: 'check-now',
    get label() {
      return t('job.action.checkNow');
    },
    icon: 'refresh-cw',
  },
  'check-again': {
    id: 'check-again',
    get label() {
      return t('job.action.checkAgain');
    },
    icon: 'refresh-cw',
  },
  requery: {
    id: 'requery',
    get label() {
      return t('job.action.requery');
    },
    icon: 'refresh-cw',
  },
  'attach-id': {
    id: 'attach-id',
    get label() {
      return t('job.action.attach');
    },
    icon: 'link',
  },
  'try-again': {
    id: 'try-again',
    get label() {
      return t('job.action.tryAgain');
    },
    icon: 'rotate-ccw',
  },
  download: {
    id: 'download',
    get label() {
      return t('job.action.download');
    },
    icon: 'download',
  },
  remove: {
    id: 'remove',
    get label() {
      return t('job.action.remove');
    },
    icon: 'trash',
  },
  'stop-following': {
    id: 'stop-following',
    get label() {
      return t('job.action.stopFollowing');
    },
    icon: 'circle-pause',
  },
  resume: {
    id: 'resume',
    get label() {
      return t('job.action.resume');
    },
    icon: 'circle-play',
  },
  compare: {
    id: 'compare',
    get label() {
      return t('gallery.compare.with');
    },
    icon: 'columns-2',
  },
};

/**
 * Which of its generator's operations a finished job offers: only a finished job at the gateway in
 * use (a source must be completed, and its id means nothing elsewhere), and each operation's own
 * rule (`offeredOn`: "Join into one song" only on a continued song…).
 */
export function derivationsOf(
  job: Job,
  offered: readonly DerivedOperation[],
  foreign: boolean,
): DerivedOperation[] {
  if (job.status !== 'succeeded' || foreign || job.remoteIds.length === 0) return [];
  return offered.filter((op) => op.offeredOn?.(job) ?? true);
}

/** A derived operation as the job view offers it: its button's name is read when drawn. */
export function operationAction(op: DerivedOperation): JobAction {
  return {
    id: op.id,
    get label() {
      return op.label;
    },
    icon: op.icon,
  };
}

/** What Download can fetch: a gateway path (the key goes in a header), or a web link. */
export function fetchable(media: Media): boolean {
  return media.viaGateway || safeMediaUrl(media.url) !== null;
}

/** A medium that can be played side by side: a video or a song the page may load. */
export function comparable(media: Media | undefined): media is Media & { kind: 'video' | 'audio' } {
  if (media === undefined || (media.kind !== 'video' && media.kind !== 'audio')) return false;
  return media.viaGateway ? media.kind === 'video' : safeMediaUrl(media.url) !== null;
}

/** Whether the view offers an action: components ask this rather than re-derive the rule. */
export function offers(view: { actions: readonly JobAction[] }, id: JobActionId): boolean {
  return view.actions.some((a) => a.id === id);
}

/** The offered action (its label and icon, for the button that does it), or null when not offered. */
export function offered(
  view: { actions: readonly JobAction[] },
  id: JobActionId,
): JobAction | null {
  return view.actions.find((a) => a.id === id) ?? null;
}
