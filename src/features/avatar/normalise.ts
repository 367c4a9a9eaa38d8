import { message, t } from '@/i18n/i18n';
import { fieldOfTask, taskRecordOf, type TaskEnvelope } from '@/gateway/schemas/task-envelope';
import type { JobUpdate } from '@/jobs/job';
import { settleSucceeded } from '@/jobs/status';

/**
 * A digital-human task in the studio's words. The video is the link in the profile's video field
 * (`work_video_path` by default), in new-api's envelope or in the vendor's record bare: a link
 * there is the result, whatever else the record says. `web_work_status` is an integer whose
 * meanings no relay shows: it is kept in the raw record and never read. Without a link, the
 * envelope's word says where the task is; a "done" without a video is not done (decision 008).
 */
export function normaliseAvatar(answer: TaskEnvelope, videoField: string): JobUpdate {
  const read = taskRecordOf(answer);
  const found = fieldOfTask(answer, videoField);
  // Kept as it came: a player's gate (`safeMediaUrl`) decides whether it is ever loaded, and a
  // link that is no web address is said on the card as text.
  const video = typeof found === 'string' && found.trim() !== '' ? found.trim() : null;
  const said = video !== null ? 'succeeded' : (read.status ?? 'running');
  const status = settleSucceeded(said, video !== null);
  const update: JobUpdate = { status, statusWord: read.word, raw: answer };
  if (status === 'queued' || status === 'running') update.progress = read.progress;
  if (status === 'succeeded' && video !== null) {
    update.progress = 100;
    update.media = [{ kind: 'video', url: video, poster: null }];
  }
  if (status === 'failed') {
    if (read.failReason !== null) update.error = read.failReason;
    else {
      update.error = t('avatar.failedWithoutReason');
      update.errorMessage = message('avatar.failedWithoutReason');
    }
  }
  return update;
}
