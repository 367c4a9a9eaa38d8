import type { Job } from '@/jobs/job';
import { asRecord, recallFrom, type Recall, type RecallCandidate } from '@/jobs/forms/recall';
import { nonEmptyText } from '@/lib/text';
import { zClipForm, type ClipFormInput } from './schema';

/**
 * A clip job's settings as the clip form holds them, from the body that was sent (`toClipRequest`):
 * an image left out of the body was "none". An imported clip's record tells only its prompt.
 */
export function recallClip(job: Job): Recall<ClipFormInput> {
  const candidate: RecallCandidate<ClipFormInput> = {};
  if (job.request !== undefined) {
    const body = asRecord(job.request);
    if ('user_prompt' in body) candidate.prompt = body.user_prompt;
    if ('aspect_ratio' in body) candidate.aspectRatio = body.aspect_ratio;
    if ('expand_prompt' in body) candidate.expandPrompt = body.expand_prompt;
    if ('loop' in body) candidate.loop = body.loop;
    candidate.imageUrl = body.image_url ?? '';
    candidate.imageEndUrl = body.image_end_url ?? '';
  } else {
    const prompt = nonEmptyText(asRecord(job.raw).prompt) ?? nonEmptyText(job.prompt);
    if (prompt !== null) candidate.prompt = prompt;
  }
  return recallFrom<ClipFormInput>(zClipForm.shape, candidate, [
    'prompt',
    'aspectRatio',
    'expandPrompt',
    'loop',
    'imageUrl',
    'imageEndUrl',
  ]);
}
