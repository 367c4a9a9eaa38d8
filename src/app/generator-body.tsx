import { use, useMemo, type ReactNode } from 'react';
import { BatchButton } from '@/features/batch/batch-button';
import { JobList } from '@/features/gallery/grid/job-list';
import { KindsProvider } from '@/features/gallery/job/kinds-provider';
import { useT } from '@/i18n/use-t';
import { useClearedBefore } from '@/jobs/forms/recent-cleared';
import { ClearFinished } from './clear-finished';
import { RecentHeading } from './generator-parts';
import { ImportById } from './import-by-id';
import {
  ImageInputsContext,
  placeImageInputs,
  type PlacedImageInput,
} from '@/jobs/frames/image-inputs';
import type { KindView } from '@/jobs/kind-view';
import type { GeneratorModule } from '@/jobs/generator';
import type { FeaturePart } from '@/jobs/part';
import { addQueueGenerator } from '@/jobs/queue/queue-generators';
import { readableByUse } from '@/lib/readable-by-use';
import { kindViewsOfPart } from './kind-views';
import { ownPart } from './own-parts';
import { QueryProvider } from './query-provider';
import { useRegistry } from './studio-registry';

/**
 * Each page's own part, loading or come. Once come, the promise carries React's own mark of a
 * settled promise (`status`, `value`), so a later draw's `use` reads it without suspending; and
 * every draw calls `use`, as React asks of a component that suspended on it.
 */
const handedOver = new Map<string, Promise<FeaturePart | undefined>>();

/**
 * The page's own part, its generator handed to the queue as soon as it is here: a Generate on the
 * page decides whether its job waits from its generator's plan (`queueCanResend`) before the
 * studio's background work has handed over every generator.
 */
function useOwnPart(kind: string): FeaturePart | undefined {
  let loading = handedOver.get(kind);
  if (loading === undefined) {
    loading = readableByUse(
      ownPart(kind).then((part) => {
        if (part?.generator) addQueueGenerator(part.generator);
        return part;
      }),
    );
    handedOver.set(kind, loading);
  }
  return use(loading);
}

/**
 * A generator page below its heading: the form (its own chunk), following by id, and the
 * generator's recent jobs. Lazy: the shell draws the heading and a skeleton of this meanwhile.
 * The form suspends the whole body (no boundary of its own), so the parts below it never show
 * first and then move down when it arrives.
 *
 * It needs its own generator's part only (decision 061). The other generators come with the
 * registry at the first idle moment (`StudioKinds`).
 */
export function GeneratorBody({ kind }: { kind: string }) {
  const part = useOwnPart(kind);
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
      <StudioKinds own={own}>
        <GeneratorSections generator={generator} />
      </StudioKinds>
    </QueryProvider>
  );
}

/**
 * The kinds and image inputs a page's cards and form read: until the registry comes, this
 * generator's own, which are what the page lists and its form reads (a character's picture starts
 * a shot; a card's frame step). An input of another generator (Image's "Use as first frame" menu,
 * a card's "Use this frame" on a page other than Video's) is offered once all are known. Only
 * what reads them draws again when the registry comes: the page below is the same element.
 */
function StudioKinds({
  own,
  children,
}: {
  own: { kinds: Readonly<Record<string, KindView>>; inputs: readonly PlacedImageInput[] };
  children: ReactNode;
}) {
  const registry = useRegistry();
  return (
    <KindsProvider kinds={registry?.kindViews ?? own.kinds}>
      <ImageInputsContext.Provider value={registry?.imageInputs ?? own.inputs}>
        {children}
      </ImageInputsContext.Provider>
    </KindsProvider>
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
