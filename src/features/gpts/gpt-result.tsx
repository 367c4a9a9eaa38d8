import { zGptsDocument } from '@/features/gpts/gateway-schema';
import type { Job } from '@/jobs/job';
import { GptCard } from './gpt-card';
import { failedAnswerText } from './present';
import { RawAnswer } from './raw-answer';

/**
 * How a lookup shows in a job card: the GPT card when it was found, the raw answer when it could
 * not be read. The stored record is re-parsed here: the ledger holds `unknown`.
 */
export function GptResult({ job, label }: { job: Job; label: string }) {
  if (job.status === 'succeeded') {
    const parsed = zGptsDocument.safeParse(job.raw);
    if (parsed.success) return <GptCard document={parsed.data} label={label} />;
    return <RawAnswer text={JSON.stringify(job.raw ?? null, null, 2)} />;
  }
  if (job.status === 'failed') {
    const text = failedAnswerText(job.raw);
    return text !== null ? <RawAnswer text={text} /> : null;
  }
  return null;
}
