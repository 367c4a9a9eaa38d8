import type { FeaturePart } from '@/jobs/part';
import { lazy } from 'react';
import { generatorModule, type GeneratorModule } from '@/jobs/generator';
import { gptsAbout } from './about';
import { tryAgainFrom } from '@/jobs/create/try-again';
import { batchFrom } from '@/jobs/batch/batch-form';
import { gptsCreator, gptsPoller } from './api';
import { lazyView } from '@/jobs/lazy-view';
import { recallGpts } from './recall';
import { GPT_ID_EXAMPLE, gptLookupDefaults, zGptLookupForm } from './schema';
import { gptsAssumedPaths } from './path-fields';
import { conversationsPart } from './conversations/library-part';

// Fetched when a card first shows it (jobs/lazy-view.ts): not with every page.
const GptResult = lazyView(() => import('./gpt-result').then((m) => m.GptResult));

/**
 * GPT details by id. A lookup has no task to follow: it ends in its one POST, and is kept in the
 * library like any result, shown by `GptResult`. No importer: the lookup itself takes an id.
 */
export const gptsGenerator: GeneratorModule = generatorModule(gptsAbout, {
  Page: lazy(gptsAbout.loadPage),
  // The store (issue 55): its own chunk, with the page; react-markdown comes later still.
  Section: lazy(() => import('./store/gpt-store').then((m) => ({ default: m.GptStore }))),
  Result: GptResult,
  resultMedia: 'image',
  poller: gptsPoller,
  // Written by the normaliser: the GPT's name once it is known.
  summaryFields: { GPT: { label: 'GPT' } },
  recall: recallGpts,
  batch: batchFrom({
    schema: zGptLookupForm,
    defaults: gptLookupDefaults,
    creator: gptsCreator,
    example: () => ({ id: GPT_ID_EXAMPLE }),
  }),
  tryAgain: tryAgainFrom({
    schema: zGptLookupForm,
    defaults: gptLookupDefaults,
    creator: gptsCreator,
    recall: recallGpts,
  }),
  assumedPaths: gptsAssumedPaths,
});

/**
 * What this folder offers the studio (the app finds it by glob, issue 39): its generator, and the
 * conversations with GPTs kept in this browser in the library file (issue 55).
 */
export const part: FeaturePart = { generator: gptsGenerator, libraryParts: [conversationsPart] };
