import { JobList } from '@/features/gallery/job-list';
import type { GeneratorModule } from '@/jobs/generator';
import { useT } from '@/i18n/use-t';
import { PageHeader } from '@/components/ui/page-header';
import { useClearedBefore } from '@/jobs/recent-cleared';
import { ClearFinished } from './clear-finished';
import { ImportById } from './import-by-id';
import { fallbackIcon, pageIcons } from './page-icons';
import { kindViews } from './registry';

/** A generator's page: its form, following by id, and its own recent jobs beside them. */
export function GeneratorPage({ generator }: { generator: GeneratorModule }) {
  const t = useT();
  const { Page } = generator;
  const clearedBefore = useClearedBefore(generator.kind);
  return (
    <div className="grid grid-cols-1 gap-x-8 gap-y-section lg:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
      {/* Above both columns, so the form and the jobs beside it start on one line. */}
      <div className="lg:col-span-2">
        <PageHeader id="generator-title" icon={pageIcons[generator.path] ?? fallbackIcon} title={generator.label} description={generator.description} />
      </div>
      <section aria-labelledby="generator-title" className="flex flex-col gap-4">
        <div className="rounded-card border border-line bg-surface p-card shadow-xs">
          <Page />
        </div>
        {generator.importer ? <ImportById generator={generator} importer={generator.importer} /> : null}
      </section>
      <section aria-labelledby="recent-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="recent-title" className="text-section-title">
            {t('app.recent.title', { generator: generator.label })}
          </h2>
          <ClearFinished kind={generator.kind} clearedBefore={clearedBefore} />
        </div>
        <JobList
          filter={{ kind: generator.kind, clearedBefore }}
          kinds={kindViews}
          columns={1}
          pageSize={12}
          empty={
            clearedBefore === null
              ? t('app.recent.empty')
              : t('app.recent.emptyCleared')
          }
        />
      </section>
    </div>
  );
}
