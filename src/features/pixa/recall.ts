import type { Job } from '@/jobs/job';
import { asRecord, recallFrom, type Recall, type RecallCandidate } from '@/jobs/forms/recall';
import { zPixaForm, type PixaFormInput } from './schema';

/** A number the form holds as text in a number box (template id, seed). Absent is "none": "". */
function digits(value: unknown): unknown {
  if (value === undefined || value === null) return '';
  return typeof value === 'number' || typeof value === 'bigint' ? String(value) : value;
}

/** The duration select holds "5" or "8". */
function durationText(value: unknown): unknown {
  return typeof value === 'number' ? String(value) : value;
}

/**
 * A pixa job's settings as the pixa form holds them (numbers as the text in their boxes), from
 * the body that was sent (`toPixaRequest`); an optional field left out of the body was empty. An
 * imported video's record tells its prompt, model, quality, motion mode, seed, length and image.
 */
export function recallPixa(job: Job): Recall<PixaFormInput> {
  const candidate: RecallCandidate<PixaFormInput> = {};
  const created = job.request !== undefined;
  const body = asRecord(created ? job.request : job.raw);
  if ('prompt' in body) candidate.prompt = body.prompt;
  else if (job.prompt !== '') candidate.prompt = job.prompt;
  if ('model' in body) candidate.model = body.model;
  if ('quality' in body) candidate.quality = body.quality;
  if ('motion_mode' in body) candidate.motionMode = body.motion_mode;
  if (created) {
    candidate.duration = durationText(body.duration);
    candidate.removeWatermark = body.remove_watermark === 1 || body.remove_watermark === true;
    candidate.templateId = digits(body.template_id);
    candidate.seed = digits(body.seed);
    candidate.imgUrl = body.img_url ?? '';
  } else {
    // A record's own duration may be any length the model made; the form accepts only 5 or 8.
    if ('duration' in body) candidate.duration = durationText(body.duration);
    if ('seed' in body) candidate.seed = digits(body.seed);
    if (typeof body.img_url === 'string') candidate.imgUrl = body.img_url;
  }
  return recallFrom<PixaFormInput>(zPixaForm.shape, candidate, [
    'prompt',
    'model',
    'templateId',
    'duration',
    'quality',
    'motionMode',
    'seed',
    'imgUrl',
    'removeWatermark',
  ]);
}
