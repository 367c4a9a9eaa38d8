import type { GeneratorModule } from '@/jobs/generator';
import type { KindView } from '@/jobs/kind-view';
import type { FeaturePart } from '@/jobs/part';

/** What the library needs to show a generator's jobs: its name, result view, fields and recall. */
export function kindViewOf(g: GeneratorModule): KindView {
  return {
    get label() {
      return g.label;
    },
    path: g.path,
    Result: g.Result,
    Emblem: g.Emblem,
    poller: g.poller,
    importer: g.importer,
    summaryFields: g.summaryFields,
    recall: g.recall,
    tryAgain: g.tryAgain,
    promptLabel: g.promptLabel,
    operations: g.operations,
    picturesAreResults: g.picturesAreResults,
    resultMedia: g.resultMedia,
  };
}

/** The kind views one part offers: its generator's, then those it declares (Image's picture edits). */
export function kindViewsOfPart(part: FeaturePart): Record<string, KindView> {
  return {
    ...(part.generator ? { [part.generator.kind]: kindViewOf(part.generator) } : {}),
    ...part.kindViews,
  };
}
