import { JobList } from '@/features/gallery/job-list';
import type { GeneratorModule } from '@/jobs/generator';
import { ImportById } from './import-by-id';
import { kindViews } from './registry';

/** A generator's page: its form, following by id, and its own recent jobs beside them. */
export function GeneratorPage({ generator }: { generator: GeneratorModule }) {
  const { Page } = generator;
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
      <section aria-labelledby="generator-title" className="flex flex-col gap-4">
        <div>
          <h1 id="generator-title" className="text-2xl font-semibold">
            {generator.label}
          </h1>
          <p className="text-sm text-zinc-500 dark:text-zinc-400">{generator.description}</p>
        </div>
        <Page />
        {generator.importer ? <ImportById generator={generator} importer={generator.importer} /> : null}
      </section>
      <section aria-labelledby="recent-title" className="flex flex-col gap-4">
        <h2 id="recent-title" className="text-lg font-semibold">
          {generator.label} jobs
        </h2>
        <JobList filter={{ kind: generator.kind }} kinds={kindViews} columns={1} pageSize={12} empty="No jobs yet. Results appear here and in the Library." />
      </section>
    </div>
  );
}
