import type { KindView } from '@/jobs/kind-view';
import type { ShotMaker } from '@/jobs/page-about';
import { placeImageInputs, type PlacedImageInput } from '@/jobs/frames/image-inputs';
import { assumedPathPurposes, type AssumedPathField, type GeneratorModule } from '@/jobs/generator';
import { chatFields } from '@/jobs/words/chat-fields';
import { generatorAbouts } from './abouts';
import { kindViewOf } from './kind-views';
import { featureParts } from './parts';

/**
 * Every generator's module, found in its folder's part (`features/<name>/index.ts` exports `part`,
 * `app/parts.ts`), in the abouts' order (decision 025, issue 39). The pages beside the generators
 * import this file, and the studio's background work, which a generator page loads at its first
 * idle moment (decision 061); a generator page itself reads its own part (`own-parts.ts`), and the
 * shell only the abouts.
 */
function moduleOf(kind: string): GeneratorModule {
  const found = featureParts.find((part) => part.generator?.kind === kind)?.generator;
  if (found === undefined)
    throw new Error(`The generator "${kind}" has an about but no module in its folder's part.`);
  return found;
}

/** Every generator the studio offers, in navigation order (the abouts'). */
export const generators: readonly GeneratorModule[] = generatorAbouts.map((about) =>
  moduleOf(about.kind),
);

/** What the library needs to show any job: the generator's name, result view, fields and recall. */
export const kindViews: Record<string, KindView> = Object.fromEntries(
  generators.map((g) => [g.kind, kindViewOf(g)]),
);
// Jobs made elsewhere than a generator (the storyboard's films), as their parts declare them.
for (const part of featureParts) Object.assign(kindViews, part.kindViews);

/** Every path the generators and parts assume: Settings → Advanced draws one field each, in this order. */
export const assumedPaths: readonly AssumedPathField[] = [
  ...generators.flatMap((g) => g.assumedPaths ?? []),
  // A feature that is no generator declares its own in its part (From a link's paths).
  ...featureParts.flatMap((part) => part.assumedPaths ?? []),
  // The chat family's (issue 55): the gateway's own, used by prompt help and the storyboard.
  ...chatFields,
]
  // By what each serves, then in the generators' order (a stable sort).
  .sort((a, b) => assumedPathPurposes.indexOf(a.serves) - assumedPathPurposes.indexOf(b.serves));

/**
 * Every image a generator's form takes, with its generator's kind and route, in navigation order:
 * what Image's "Use as first frame", the gallery's "Use this frame" and the storyboard's next shot
 * offer (`ImageInputsContext`; issue 39 item 2).
 */
export const imageInputs: readonly PlacedImageInput[] = placeImageInputs(generators);

/**
 * The generators a storyboard can write a script's shots with (issue 55): those with a batch form
 * that say where a shot's fields go, in navigation order.
 */
export const shotMakers: readonly ShotMaker[] = generators.flatMap((g) =>
  g.batch !== undefined && g.shots !== undefined
    ? [
        Object.defineProperties(
          { kind: g.kind, batch: g.batch, fields: g.shots },
          { label: { get: () => g.label, enumerable: true } },
        ) as ShotMaker,
      ]
    : [],
);
