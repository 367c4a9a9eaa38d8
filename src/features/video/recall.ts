import type { Job } from '@/jobs/job';
import {
  asRecord,
  recallFrom,
  type Recall,
  type RecallCandidate,
  type RecallGap,
} from '@/jobs/forms/recall';
import { nonEmptyText } from '@/lib/text';
import { zVideoForm, type VideoFormInput } from './schema';

/** The fields a first frame may have gone in (a profile's `videoImageField` picks one: `imageFieldIn`). */
const IMAGE_FIELDS = ['image', 'images', 'input_reference'] as const;

function firstFrameSent(body: Record<string, unknown>): string | null {
  for (const name of IMAGE_FIELDS) {
    const value = body[name];
    const text = nonEmptyText(Array.isArray(value) ? value[0] : value);
    if (text !== null) return text;
  }
  return null;
}

function secondsOf(value: unknown): number | undefined {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
}

/**
 * A video job's settings as the video form holds them. From the stored request: every field that
 * was sent. A first frame that was a URL is handed back to be loaded again (the form measures it);
 * a file was never kept, only its name, so it is asked for again. An imported task tells only its
 * model and length.
 */
export function recallVideo(job: Job): Recall<VideoFormInput> {
  const created = job.request !== undefined;
  const body = asRecord(created ? job.request : job.raw);
  const candidate: RecallCandidate<VideoFormInput> = {};
  const missing: RecallGap<VideoFormInput>[] = [];
  const pending: Recall<VideoFormInput>['pending'] = {};

  const model = nonEmptyText(body.model);
  if (model !== null) candidate.model = model;
  const prompt = nonEmptyText(body.prompt) ?? nonEmptyText(job.prompt);
  if (prompt !== null) candidate.prompt = prompt;
  const seconds = secondsOf(body.seconds);
  if (seconds !== undefined) candidate.seconds = seconds;
  if (created) {
    if ('resolution' in body) candidate.resolution = body.resolution;
    // Sent for text to video only.
    if ('ratio' in body) candidate.ratio = body.ratio;
    if ('watermark' in body) candidate.watermark = body.watermark;
    const frame = firstFrameSent(body);
    if (frame === null) {
      if (model === 'videomodel-1.0-t2v') candidate.firstFrame = null;
    } else if (/^https?:\/\//i.test(frame)) {
      pending.firstFrame = frame;
    } else {
      // A data: URL, kept only as "data:…, (N KB, not kept)".
      missing.push({ field: 'firstFrame', reason: 'file-not-kept' });
    }
  }

  return recallFrom<VideoFormInput>(
    zVideoForm.shape,
    candidate,
    ['model', 'prompt', 'seconds', 'resolution', 'watermark'],
    { missing, pending },
  );
}
