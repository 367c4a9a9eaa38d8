import type { KindView } from '@/features/gallery/job/kind-view';
import { clipGenerator } from '@/features/clip';
import { gptsGenerator } from '@/features/gpts';
import { musicGenerator } from '@/features/music';
import { pikbGenerator } from '@/features/pikb';
import { pixaGenerator } from '@/features/pixa';
import { videoGenerator } from '@/features/video';
import type { GeneratorModule } from '@/jobs/generator';

/** Every generator the studio offers, in navigation order. A new generator is one line here. */
export const generators: readonly GeneratorModule[] = [
  videoGenerator,
  clipGenerator,
  pixaGenerator,
  musicGenerator,
  pikbGenerator,
  gptsGenerator,
];

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
      derivations: g.derivations,
      Derive: g.Derive,
    },
  ]),
);
