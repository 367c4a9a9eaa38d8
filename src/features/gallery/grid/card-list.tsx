import type { LedgerEntry } from '@/jobs/ledger/records';
import { JobEntry } from '@/features/gallery/job/job-entry';
import { JobCard } from '@/features/gallery/job/job-card';
import { ShowMoreButton } from './show-more-button';
import { usePages } from './use-pages';
import { useT } from '@/i18n/use-t';
import { useRef } from 'react';
import { useKeptInPlace } from './use-kept-in-place';

/**
 * Ledger entries as detailed cards, in the order given. Cards carry players, so a long list
 * renders a page at a time ("Show more") rather than all at once; what is shown stays in the
 * DOM, searchable by a person and by a test. A record that fails its schema is shown, not dropped.
 */
export function CardList({
  entries,
  columns = 2,
  pageSize = 48,
}: {
  entries: readonly LedgerEntry[];
  columns?: 1 | 2;
  pageSize?: number;
}) {
  const t = useT();
  const { shown, hidden, more } = usePages(entries, pageSize);
  const list = useRef<HTMLUListElement>(null);
  useKeptInPlace(list, shown);
  return (
    <div className="flex flex-col gap-4">
      <ul
        ref={list}
        className={
          columns === 2 ? 'grid grid-cols-1 gap-4 xl:grid-cols-2' : 'grid grid-cols-1 gap-4'
        }
        aria-label={t('gallery.jobsHeading')}
      >
        {shown.map((entry) => (
          <li key={entry.ok ? entry.job.id : entry.id}>
            <JobEntry entry={entry} render={(job) => <JobCard job={job} />} />
          </li>
        ))}
      </ul>
      <ShowMoreButton hidden={hidden} onClick={more} />
    </div>
  );
}
