import { message, t } from '@/i18n/i18n';
import type { ClipRecord } from '@/features/clip/gateway-schema';
import type { JobUpdate, MediaInput } from '@/jobs/job';
import { isWaiting, normaliseStatusWord, settleSucceeded } from '@/jobs/status';
import { safeMediaUrl } from '@/lib/safe-url';
import { hasText } from '@/lib/text';
import { formatDuration } from '@/lib/time';

/**
 * The playable result of a completed record. `video.url` is the lasting address; `download_url`
 * is presigned and expires within the hour, so it is only the last resort. A URL we may not load
 * (`javascript:`…) is skipped in favour of the next, and kept only when nothing else came, so the
 * card can show it as text.
 */
export function findClipVideo(record: ClipRecord): MediaInput | null {
  const candidates = [record.video?.url, record.video_raw?.url, record.video?.download_url]
    .filter(hasText)
    .map((u) => u.trim());
  const url = candidates.find((u) => safeMediaUrl(u) !== null) ?? candidates[0];
  if (url === undefined) return null;
  const poster = [record.video?.thumbnail, record.thumbnail?.url]
    .filter(hasText)
    .map((u) => u.trim())
    .find((u) => safeMediaUrl(u) !== null);
  return { kind: 'video', url, poster: poster ?? null };
}

/** The gateway's estimate of the seconds left, or null when it gave no usable one. */
export function waitSeconds(value: ClipRecord['estimate_wait_seconds']): number | null {
  const seconds = typeof value === 'string' ? Number.parseFloat(value) : value;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** Seconds left as a person reads them, or null when the gateway gave no usable estimate. */
export function describeWait(value: ClipRecord['estimate_wait_seconds']): string | null {
  const seconds = waitSeconds(value);
  return seconds === null ? null : t('clip.waitLeft', { wait: formatDuration(seconds) });
}

function sizeOf(record: ClipRecord): string | null {
  const { width, height } = record.video ?? {};
  return typeof width === 'number' && typeof height === 'number' && width > 0 && height > 0
    ? `${width}x${height}`
    : null;
}

/** A clip record (create or query answer) → what it contributes to the job. */
export function normaliseClipRecord(record: ClipRecord): JobUpdate {
  const said = normaliseStatusWord(record.state);
  const video = said === 'succeeded' ? findClipVideo(record) : null;
  // "completed" without a video is still running for us (decision 008): the field notes say the
  // link can come a little after the word.
  const status = settleSucceeded(said, video !== null);
  const update: JobUpdate = {
    status,
    statusWord: record.state ?? null,
    // The vendor reports no percentage; the wait estimate is the waiting detail instead.
    progress: status === 'succeeded' ? 100 : null,
    detail: isWaiting(status) ? describeWait(record.estimate_wait_seconds) : null,
    // The same estimate schedules the next poll (predictive polling, poll-forecast.ts).
    etaSeconds: isWaiting(status) ? waitSeconds(record.estimate_wait_seconds) : null,
    raw: record,
  };
  if (said === 'succeeded' && video === null) {
    return { ...update, detail: t('clip.completedWithoutVideo') };
  }
  if (status === 'succeeded' && video !== null) {
    update.media = [video];
    const size = sizeOf(record);
    if (size !== null) update.fields = { size };
  }
  if (status === 'failed') {
    if (hasText(record.failure_reason)) update.error = record.failure_reason.trim();
    else {
      // The studio's own words, kept as their key too: worded in the language of the moment.
      update.error = t('status.clipFailedWithoutReason');
      update.errorMessage = message('status.clipFailedWithoutReason');
    }
  }
  return update;
}
