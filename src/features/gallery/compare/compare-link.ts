import type { Job, Media } from '@/jobs/job';
import { comparable } from '@/jobs/job-view';

/**
 * Which two results a comparison shows, as the library's URL holds them:
 * `compare=<job id>,<job id>`, a job's second medium (a song's second take) as `<job id>:1`.
 */
export interface CompareItem {
  jobId: string;
  /** The index of the medium in the job's media. */
  slot: number;
}

function parseItem(text: string): CompareItem | null {
  const match = /^([^,:\s]+)(?::(\d{1,2}))?$/.exec(text.trim());
  if (match === null || match[1] === undefined) return null;
  return { jobId: match[1], slot: match[2] === undefined ? 0 : Number(match[2]) };
}

/** Exactly two results, or nothing to compare (an old or hand-edited link is not an error). */
export function compareFromParams(params: URLSearchParams): [CompareItem, CompareItem] | null {
  const raw = params.get('compare');
  if (raw === null || raw === '') return null;
  const items = raw.split(',').map(parseItem);
  const [a, b] = items;
  if (items.length !== 2 || a == null || b == null) return null;
  if (a.jobId === b.jobId && a.slot === b.slot) return null;
  return [a, b];
}

export function compareParam(items: readonly (CompareItem | string)[]): string {
  return items
    .map((item) =>
      typeof item === 'string' ? item : item.slot === 0 ? item.jobId : `${item.jobId}:${item.slot}`,
    )
    .join(',');
}

/**
 * The playable results of a finished job, each with its slot: the job view's rule
 * (`comparable`, offered as `compare`), for jobs listed without a view (the menu of others).
 */
export function comparableMedia(
  job: Job,
): { slot: number; media: Media & { kind: 'video' | 'audio' } }[] {
  if (job.status !== 'succeeded') return [];
  const found: { slot: number; media: Media & { kind: 'video' | 'audio' } }[] = [];
  job.media.forEach((media, slot) => {
    if (comparable(media)) found.push({ slot, media });
  });
  return found;
}
