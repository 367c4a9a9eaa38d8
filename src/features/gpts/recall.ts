import type { Job } from '@/jobs/job';
import { asRecord, recallFrom, type Recall, type RecallCandidate } from '@/jobs/forms/recall';
import { zGptLookupForm, type GptLookupInput } from './schema';

/** The id a lookup asked for: the user message of the body that was sent (`toGptsRequest`), else its prompt. */
export function recallGpts(job: Job): Recall<GptLookupInput> {
  const messages = asRecord(job.request).messages;
  const first = Array.isArray(messages) ? asRecord(messages[0]).content : undefined;
  const candidate: RecallCandidate<GptLookupInput> = {};
  if (first !== undefined) candidate.id = first;
  else if (job.prompt !== '') candidate.id = job.prompt;
  return recallFrom<GptLookupInput>(zGptLookupForm.shape, candidate, ['id']);
}
