import { use, useMemo } from 'react';
import { BatchButton } from '@/features/batch/batch-button';
import { JobList } from '@/features/gallery/grid/job-list';
import { KindsProvider } from '@/features/gallery/job/kinds-provider';
import { useT } from '@/i18n/use-t';
import { useClearedBefore } from '@/jobs/forms/recent-cleared';
import { ClearFinished } from './clear-finished';
import { RecentHeading } from './generator-parts';
import { ImportById } from './import-by-id';
import { ImageInputsContext, placeImageInputs } from '@/jobs/frames/image-inputs';
import type { GeneratorModule } from '@/jobs/generator';
import type { FeaturePart } from '@/jobs/part';
import { addQueueGenerator } from '@/jobs/queue/queue-store';
import { kindViewsOfPart } from './kind-views';
import { ownPart } from './own-parts';
import { QueryProvider } from './query-provider';
import { useRegistry } from './studio-registry';

const handedOver = new Map<string, Promise<FeaturePart | undefined>>();

/**
 * The page's own part, its generator handed to the queue as soon as it is here: a Generate on the
 * page decides whether its job waits from its generator's plan (`queueCanResend`) before the
 * studio's background work has handed over every generator.
 */
function ownPartForQueue(kind: string): Promise<FeaturePart | undefined> {
  let found = handedOver.get(kind);
  if (found === undefined) {
    found = ownPart(kind).then((part) => {
      if (part?.generator) addQueueGenerator(part.generator);
      return part;
    });
    handedOver.set(kind, found);
  }
  return found;
}

/**
 * A generator page below its heading: the form (its own chunk), following by id, and the
 * generator's recent jobs. Lazy: the shell draws the heading and a skeleton of this meanwhile.
 * The form suspends the whole body (no boundary of its own), so the parts below it never show
 * first and then move down when it arrives.
 *
 * It needs its own generator's part only (decision 059). The other generators come with the
 * registry at the first idle moment. Until then the cards know the kinds this page lists, and the
 * image inputs are this generator's own: what its form reads (a character's picture starts a
 * shot), and a card's frame step. An input of another generator (Image's "Use as first frame"
 * menu, a card's "Use this frame" on a page other than Video's) is offered once all are known.
 */
export function GeneratorBody({ kind }: { kind: string }) {
  const part = use(ownPartForQueue(kind));
  const registry = useRegistry();
  const own = useMemo(
    () =>
      part?.generator
        ? { kinds: kindViewsOfPart(part), inputs: placeImageInputs([part.generator]) }
        : null,
    [part],
  );
  const generator = part?.generator;
  if (!generator || !own) return null;
  return (
    <QueryProvider>
      <KindsProvider kinds={registry?.kindViews ?? own.kinds}>
        <ImageInputsContext.Provider value={registry?.imageInputs ?? own.inputs}>
          <GeneratorSections generator={generator} />
        </ImageInputsContext.Provider>
      </KindsProvider>
    </QueryProvider>
  );
}

function GeneratorSections({ generator }: { generator: GeneratorModule }) {
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
