import { controlClass } from '@/components/ui/control';
import { jobStatuses, statusPresentation, type JobStatus } from '@/jobs/status';
import { hrefFor, navigate, useHashRoute } from '@/lib/hash-route';
import type { KindView } from './job-card';
import { JobList } from './job-list';
import { LibraryTransfer } from './library-transfer';

const statuses = jobStatuses;

function isStatus(value: string | null): value is JobStatus {
  return value !== null && (statuses as string[]).includes(value);
}

/** Every job of every generator. Filters live in the URL, so a filtered view can be shared. */
export function LibraryPage({ kinds }: { kinds: Record<string, KindView> }) {
  const { params } = useHashRoute();
  const kind = params.get('kind');
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : null;

  return (
    <section className="flex flex-col gap-4" aria-labelledby="library-title">
      <div className="flex flex-wrap items-end gap-4">
        <h1 id="library-title" className="basis-full text-2xl font-semibold sm:basis-auto">
          Library
        </h1>
        <label className="flex flex-col gap-1 text-sm">
          Generator
          <select
            className={controlClass}
            value={kind ?? ''}
            onChange={(e) => navigate('/library', { kind: e.currentTarget.value, status })}
          >
            <option value="">All</option>
            {Object.entries(kinds).map(([k, { label }]) => (
              <option key={k} value={k}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Status
          <select
            className={controlClass}
            value={status ?? ''}
            onChange={(e) => navigate('/library', { kind, status: e.currentTarget.value })}
          >
            <option value="">All</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {statusPresentation[s].label}
              </option>
            ))}
          </select>
        </label>
        {kind || status ? (
          <a className="pb-2 text-sm underline" href={hrefFor('/library')}>
            Clear filters
          </a>
        ) : null}
      </div>
      <LibraryTransfer />
      {/* Result cards use h3; this keeps the outline h1 → h2 → h3. */}
      <h2 className="sr-only">Jobs</h2>
      <JobList filter={{ kind, status, library: true }} kinds={kinds} empty="No jobs here yet. Start one from a generator." />
    </section>
  );
}
