import type { Job } from '@/jobs/job';
import type { LedgerEntry } from '@/jobs/ledger/records';

/** How many of the newest results the picker lists: a picker, not a second Library. */
const SHOWN = 24;

/** Every finished picture (and, when asked, video) a job holds, newest job first. */
export function libraryResults(
  entries: readonly LedgerEntry[],
  videos: boolean,
): { job: Job; slot: number; kind: 'image' | 'video' }[] {
  const out: { job: Job; slot: number; kind: 'image' | 'video' }[] = [];
  for (const entry of entries) {
    if (!entry.ok || entry.job.status !== 'succeeded') continue;
    entry.job.media.forEach((media, slot) => {
      if (media.status === 'failed') return;
      if (media.kind === 'image' || (videos && media.kind === 'video'))
        out.push({ job: entry.job, slot, kind: media.kind });
    });
  }
  return out.slice(0, SHOWN);
}
