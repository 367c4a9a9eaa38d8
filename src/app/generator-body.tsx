import { BatchButton } from '@/features/batch/batch-button';
import { JobList } from '@/features/gallery/grid/job-list';
import { KindsProvider } from '@/features/gallery/job/kinds-provider';
import { useT } from '@/i18n/use-t';
import { useClearedBefore } from '@/jobs/forms/recent-cleared';
import { ClearFinished } from './clear-finished';
import { RecentHeading } from './generator-parts';
import { ImportById } from './import-by-id';
import { ImageInputsContext } from '@/jobs/frames/image-inputs';
import { QueryProvider } from './query-provider';
import { generators, imageInputs, kindViews } from './registry';

/**
 * A generator page below its heading: the form (its own chunk), following by id, and the
 * generator's recent jobs. Lazy: the shell draws the heading and a skeleton of this meanwhile.
 * The form suspends the whole body (no boundary of its own), so the parts below it never show
 * first and then move down when it arrives.
 */
export function GeneratorBody({ kind }: { kind: string }) {
  const generator = generators.find((g) => g.kind === kind);
  if (!generator) return null;
  return (
    <QueryProvider>
      <KindsProvider kinds={kindViews}>
        <ImageInputsContext.Provider value={imageInputs}>
          <GeneratorSections generator={generator} />
        </ImageInputsContext.Provider>
      </KindsProvider>
    </QueryProvider>
  );
}

function GeneratorSections({ generator }: { generator: (typeof generators)[number] }) {
  const t = useT();
  const { Page, Section } = generator;
  const clearedBefore = useClearedBefore(generator.kind);
  return (
    <>
      <section aria-labelledby="generator-title" className="flex flex-col gap-4">
        <div className="rounded-card border border-line bg-surface p-card shadow-xs">
          <Page />
        </div>
        {Section ? <Section /> : null}
        {generator.importer ? (
          <ImportById generator={generator} importer={generator.importer} />
        ) : null}
        {/* Every generator the queue can send declares its batch form (registry test). After
            following by id, so the form's own tab order (Generate, Clear, Follow…) is as it was. */}
        {generator.batch ? <BatchButton kind={generator.kind} form={generator.batch} /> : null}
      </section>
      <section aria-labelledby="recent-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <RecentHeading label={generator.label} />
          <ClearFinished kind={generator.kind} clearedBefore={clearedBefore} />
        </div>
        <JobList
          filter={{ kind: generator.kind, alsoKinds: generator.listsAlso, clearedBefore }}
          columns={1}
          pageSize={12}
          empty={clearedBefore === null ? t('app.recent.empty') : t('app.recent.emptyCleared')}
        />
      </section>
    </>
  );
}
