import type { KindView } from '@/features/gallery/job/kind-view';
import { filmKindView } from '@/features/storyboard/film-kind';
import { placeImageInputs, type PlacedImageInput } from '@/jobs/frames/image-inputs';
import { assumedPathPurposes, type AssumedPathField, type GeneratorModule } from '@/jobs/generator';
import { generatorAbouts } from './abouts';

/**
 * Every generator's module, found in its folder (`features/<name>/index.ts`): the one line a new
 * generator adds is its about in `abouts.ts`, which sets the order too (decision 025). The lazy
 * parts that import this file take every module with them, as they always did; the shell imports
 * only the abouts.
 */
const folders = import.meta.glob<Record<string, unknown>>('../features/*/index.ts', {
  eager: true,
});

const isModule = (value: unknown): value is GeneratorModule =>
  typeof value === 'object' && value !== null && 'kind' in value && 'poller' in value;

function moduleOf(kind: string): GeneratorModule {
  for (const exports of Object.values(folders))
    for (const value of Object.values(exports))
      if (isModule(value) && value.kind === kind) return value;
  throw new Error(`The generator "${kind}" has an about but no module in its folder's index.ts.`);
}

/** Every generator the studio offers, in navigation order (the abouts'). */
export const generators: readonly GeneratorModule[] = generatorAbouts.map((about) =>
  moduleOf(about.kind),
);

/** What the library needs to show any job: the generator's name, result view, fields and recall. */
export const kindViews: Record<string, KindView> = Object.fromEntries(
  generators.map((g) => [
    g.kind,
    {
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
    },
  ]),
);
// Films are made on the storyboard, not by a generator: named and traced to their shots the same way.
kindViews.film = filmKindView;

/** Every path the generators assume: Settings → Advanced draws one field each, in this order. */
export const assumedPaths: readonly AssumedPathField[] = generators
  .flatMap((g) => g.assumedPaths ?? [])
  // By what each serves, then in the generators' order (a stable sort).
  .sort((a, b) => assumedPathPurposes.indexOf(a.serves) - assumedPathPurposes.indexOf(b.serves));

/**
 * Every image a generator's form takes, with its generator's kind and route, in navigation order:
 * what Image's "Use as first frame", the gallery's "Use this frame" and the storyboard's next shot
 * offer (`ImageInputsContext`; issue 39 item 2).
 */
export const imageInputs: readonly PlacedImageInput[] = placeImageInputs(generators);
