import { useT } from '@/i18n/use-t';
import type { Job, Media } from '@/jobs/job';
import type { LedgerEntry } from '@/jobs/ledger/records';
import { useLedgerView } from '@/jobs/ledger/use-ledger';
import { jobName } from '@/jobs/lineage';
import { safeMediaUrl } from '@/lib/safe-url';
import { formatClock } from '@/lib/time';

/** One result of the Library a field may take: its link, its name, and its length if known. */
export interface LibraryChoice {
  key: string;
  url: string;
  name: string;
  label: string;
  seconds: number | null;
}

/** Finished results of the Library holding media of this kind that the page may load. */
function holds(kind: Media['kind']) {
  return (entry: LedgerEntry) =>
    entry.ok &&
    entry.job.status === 'succeeded' &&
    entry.job.media.some((m) => m.kind === kind && safeMediaUrl(m.url) !== null);
}
const holdsPicture = holds('image');
const holdsSound = holds('audio');

/**
 * Each usable medium of each job, named as a person would: the job's name, and which of its
 * pictures or takes ("Harbour — take 2") when it has several; `label` adds what the list shows
 * beside the name (a take's length).
 */
function choicesOf(
  entries: readonly LedgerEntry[] | undefined,
  kind: Media['kind'],
  part: (name: string, n: number) => string,
  label: (name: string, media: Media) => string = (name) => name,
): LibraryChoice[] {
  return (entries ?? []).flatMap((entry) => {
    if (!entry.ok) return [];
    const job: Job = entry.job;
    const usable = job.media.filter(
      (m) => m.kind === kind && m.status !== 'failed' && safeMediaUrl(m.url) !== null,
    );
    return usable.map((media, index) => {
      const name = usable.length > 1 ? part(jobName(job), index + 1) : jobName(job);
      return {
        key: `${job.id}#${index}`,
        url: safeMediaUrl(media.url) ?? '',
        name,
        label: label(name, media),
        seconds: media.durationSeconds,
      };
    });
  });
}

/** The Library's pictures, newest first: what a portrait may be. */
export function useLibraryPictures(): LibraryChoice[] {
  const t = useT();
  return choicesOf(useLedgerView('avatar-pictures', holdsPicture), 'image', (name, n) =>
    t('avatar.portrait.option', { name, n }),
  );
}

/** The Library's songs and takes, newest first: what the sound may be. */
export function useLibrarySongs(): LibraryChoice[] {
  const t = useT();
  return choicesOf(
    useLedgerView('avatar-songs', holdsSound),
    'audio',
    (name, n) => t('avatar.audio.take', { name, n }),
    (name, media) =>
      media.durationSeconds === null
        ? name
        : t('avatar.audio.option', { name, length: formatClock(media.durationSeconds) }),
  );
}
