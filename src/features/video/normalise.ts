import { message, t } from '@/i18n/i18n';
import { videoContentPath, type VideoRecord } from '@/features/video/gateway-schema';
import type { JobUpdate, MediaInput } from '@/jobs/job';
import { normaliseProgress, normaliseStatusWord } from '@/jobs/status';
import { safeMediaUrl } from '@/lib/safe-url';
import { hasText } from '@/lib/text';

/**
 * Where a completed task's video is. Gateways disagree: `metadata.url` is the most common, then
 * `metadata.video_url`, a top-level `url` or `video_url`. With none, the bytes are at
 * `/v1/videos/{id}/content`, which needs the key and so is fetched, not linked.
 */
export function findVideoResult(record: VideoRecord, taskId: string): MediaInput {
  const candidates = [
    record.metadata?.url,
    record.metadata?.video_url,
    record.url,
    record.video_url,
  ]
    .filter(hasText)
    .map((c) => c.trim());
  // A URL that may not be loaded (javascript:, a relative path) gives way to one that may.
  const url = candidates.find((c) => safeMediaUrl(c) !== null) ?? candidates[0];
  if (url !== undefined) return { kind: 'video', url };
  return { kind: 'video', url: videoContentPath(taskId), viaGateway: true };
}

function errorMessage(error: VideoRecord['error']): string | null {
  if (typeof error === 'string') return error.trim() || null;
  if (error && typeof error.message === 'string' && error.message.trim() !== '') {
    return error.code ? `${error.message} (${error.code})` : error.message;
  }
  return null;
}

export function normaliseVideoRecord(record: VideoRecord, taskId: string): JobUpdate {
  const status = normaliseStatusWord(record.status);
  const update: JobUpdate = {
    status,
    statusWord: record.status ?? null,
    progress: status === 'succeeded' ? 100 : normaliseProgress(record.progress),
    raw: record,
  };
  if (record.size) update.fields = { size: record.size };
  // A task followed by id keeps what its record tells of its source.
  if (record.remixed_from_video_id)
    update.source = { relation: 'remix', remoteId: record.remixed_from_video_id, at: null };
  if (status === 'succeeded') update.media = [findVideoResult(record, taskId)];
  if (status === 'failed') {
    const reason = errorMessage(record.error);
    update.error = reason ?? t('video.failedWithoutReason');
    // No reason from the gateway: the studio's words, kept as their key too, so the card says
    // them in the language of the moment (as music's clips do). A gateway's reason stays as it came.
    if (reason === null) update.errorMessage = message('video.failedWithoutReason');
  }
  return update;
}
