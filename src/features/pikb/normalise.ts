import { t } from '@/i18n/i18n';
import { describeError, type GatewayError } from '@/gateway/errors';
import type { PikbTask, PikbVideo } from '@/features/pikb/gateway-schema';
import type { JobUpdate, MediaInput } from '@/jobs/job';
import { normaliseStatusWord, settleSucceeded, type RemoteStatus } from '@/jobs/status';
import { nonEmptyText } from '@/lib/text';

function seconds(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  return Number.isFinite(n) ? n : null;
}

/**
 * One entry's status. `finished` without a `resultUrl` is still running for us (decision 008): the
 * field notes say the URL comes with `finished`.
 */
export function entryStatus(video: PikbVideo): RemoteStatus {
  return settleSucceeded(normaliseStatusWord(video.status), nonEmptyText(video.resultUrl) !== null);
}

/** The contract shows no error field for an entry; gateways that add one use these names. */
function entryError(video: PikbVideo): string {
  const found = [video.error, video.errorMessage, video.failReason, video.message].find(
    (v) => nonEmptyText(v) !== null,
  );
  const nested =
    typeof video.error === 'object' && video.error !== null && 'message' in video.error
      ? nonEmptyText(video.error.message)
      : null;
  const message = nonEmptyText(found) ?? nested;
  return message ?? t('pikb.entryFailed', { word: video.status ?? 'failed' });
}

function toMedia(video: PikbVideo, index: number): MediaInput {
  const status = entryStatus(video);
  return {
    kind: 'video',
    url: status === 'succeeded' ? (nonEmptyText(video.resultUrl) ?? '') : '',
    poster: nonEmptyText(video.videoPoster) ?? nonEmptyText(video.imageThumb),
    title: t('pikb.video', { n: index + 1 }),
    remoteId: video.id ?? null,
    status,
    durationSeconds: seconds(video.duration),
    error: status === 'failed' ? entryError(video) : null,
  };
}

/** The task's prompt: the card's main text for a task followed by id. */
export function pikbPrompt(task: PikbTask): string | null {
  return nonEmptyText(task.promptText) ?? nonEmptyText(task.params?.promptText);
}

/** What the card shows about the task besides its prompt: effect, model and duration. */
export function pikbFields(task: PikbTask): Record<string, string | number> {
  const params = task.params;
  const fields: Record<string, string | number> = {};
  const effect = nonEmptyText(params?.pikbeffect);
  if (effect !== null) fields.effect = effect;
  const model = params?.model;
  if (model !== undefined && model !== null && String(model).trim() !== '')
    fields.model = String(model).trim();
  const duration = seconds(params?.duration);
  if (duration !== null) fields.seconds = duration;
  return fields;
}

function countWords(
  counts: Record<'finished' | 'failed' | 'running' | 'queued' | 'unknown', number>,
  total: number,
): string {
  const parts = [t('pikb.count.finished', { finished: counts.finished, total })];
  if (counts.failed > 0) parts.push(t('pikb.count.failed', { n: counts.failed }));
  if (counts.running > 0) parts.push(t('pikb.count.running', { n: counts.running }));
  if (counts.queued > 0) parts.push(t('pikb.count.queued', { n: counts.queued }));
  if (counts.unknown > 0) parts.push(t('pikb.count.unknown', { n: counts.unknown }));
  return parts.join(' · ');
}

/**
 * A pikb task → the studio's job. Each video has its own status; the task is done when every
 * video is finished or failed: some finished → succeeded (the failed ones show as failed in the
 * card), all failed → failed. No videos yet → queued. An unknown word is never done.
 */
export function normalisePikbTask(task: PikbTask): JobUpdate {
  const videos = task.videos ?? [];
  const fields = pikbFields(task);
  const prompt = pikbPrompt(task) ?? undefined;
  if (videos.length === 0) {
    return {
      status: 'queued',
      statusWord: null,
      progress: null,
      media: [],
      detail: t('pikb.noVideos'),
      raw: task,
      fields,
      prompt,
    };
  }
  const statuses = videos.map(entryStatus);
  const counts = {
    finished: statuses.filter((s) => s === 'succeeded').length,
    failed: statuses.filter((s) => s === 'failed').length,
    running: statuses.filter((s) => s === 'running').length,
    queued: statuses.filter((s) => s === 'queued').length,
    unknown: statuses.filter((s) => s === 'unknown').length,
  };
  const ended = counts.finished + counts.failed;
  const total = videos.length;
  let status: RemoteStatus;
  if (ended === total) status = counts.finished > 0 ? 'succeeded' : 'failed';
  else if (counts.running > 0) status = 'running';
  else if (counts.unknown > 0) status = 'unknown';
  else status = ended > 0 ? 'running' : 'queued';

  const media = videos.map(toMedia);
  const words = [...new Set(videos.map((v) => v.status ?? '').filter((w) => w !== ''))];
  const update: JobUpdate = {
    status,
    statusWord: words.length > 0 ? words.join(', ') : null,
    progress: status === 'succeeded' ? 100 : ended > 0 ? Math.round((ended / total) * 100) : null,
    media,
    detail: status === 'succeeded' || status === 'failed' ? null : countWords(counts, total),
    raw: task,
    fields,
    prompt,
  };
  if (status === 'failed') {
    const first = media.find((m) => m.error)?.error ?? t('pikb.noReason');
    update.error = total === 1 ? first : t('pikb.allFailed', { total, first });
  } else {
    update.error = null;
  }
  return update;
}

/**
 * A 404 for a task never seen before: the id is wrong, or belongs to another gateway. Asking again
 * will not help, so the job ends with a message that says what to check.
 */
export function pikbNotFoundUpdate(error: GatewayError): JobUpdate {
  const said = describeError(error);
  return {
    status: 'failed',
    statusWord: 'not found',
    progress: null,
    detail: null,
    // The message ends the sentence in its own language's full stop.
    error: t('pikb.notFound', { said: said.replace(/[.!?。！？]$/, '') }),
    raw: { status: error.status, body: error.body },
  };
}
