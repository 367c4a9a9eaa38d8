import type { Media } from '@/jobs/job';

/** The file name a download gets: the URL's own, when it has one. */
export function downloadName(media: Media, fallback: string): string {
  try {
    const last = new URL(media.url).pathname.split('/').pop();
    return last && last.includes('.') ? last : fallback;
  } catch {
    return fallback;
  }
}
