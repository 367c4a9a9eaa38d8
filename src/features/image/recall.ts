import type { Job } from '@/jobs/job';
import { asRecord, recallFrom, type Recall, type RecallCandidate } from '@/jobs/forms/recall';
import { zImageForm, type ImageFormInput } from './schema';

/** An image job's settings back as the form holds them, from the body that was sent. */
export function recallImage(job: Job): Recall<ImageFormInput> {
  const body = asRecord(job.request);
  const candidate: RecallCandidate<ImageFormInput> = {};
  if (body.model !== undefined) candidate.model = body.model;
  const prompt = typeof body.prompt === 'string' ? body.prompt : job.prompt;
  if (prompt !== '') candidate.prompt = prompt;
  if (body.size !== undefined) candidate.size = body.size;
  // Sent as a number; the form's choice holds it as text.
  if (typeof body.n === 'number' || typeof body.n === 'string') candidate.n = String(body.n);
  return recallFrom<ImageFormInput>(zImageForm.shape, candidate, ['model', 'prompt', 'size', 'n']);
}
