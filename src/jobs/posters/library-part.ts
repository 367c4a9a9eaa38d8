import { t } from '@/i18n/i18n';
import type { LibraryPart } from '@/jobs/ledger/library-parts';
import { addMissingPosters, allPosters, zPosterItem, type PosterItem } from './posters';

/** More posters than this in one file is not a library this studio wrote. */
const MAX_POSTERS = 100_000;

/**
 * The posters grabbed in this browser travel in the library file (issue 40 item 4, decision 033):
 * a backup restored after the result's link has expired still shows its pictures, and an import
 * grabs nothing. Read all or nothing, as the jobs are; a poster this browser has is kept.
 */
export const postersPart: LibraryPart = {
  key: 'posters',
  collect: allPosters,
  read: (raw) => {
    const refused = { ok: false as const, message: t('posters.fileRefused') };
    if (raw === null || raw.length > MAX_POSTERS) return Promise.resolve(refused);
    const posters: PosterItem[] = [];
    for (const item of raw) {
      const read = zPosterItem.safeParse(item);
      if (!read.success) return Promise.resolve(refused);
      posters.push(read.data);
    }
    return Promise.resolve({ ok: true, add: () => addMissingPosters(posters) });
  },
  imported: (count) => t('posters.imported', { count }),
  // Before the jobs: a job's tile shown without its poster would start grabbing one.
  writeFirst: true,
};
