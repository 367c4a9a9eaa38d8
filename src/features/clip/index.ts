import type { GeneratorModule } from '@/jobs/generator';
import { commonSummaryFields } from '@/jobs/summary-fields';
import { tryAgainFrom } from '@/jobs/try-again';
import { CLIP_KIND, clipCreator, clipPoller } from './api';
import { ClipForm } from './clip-form';
import { clipImporter } from './importer';
import { recallClip } from './recall';
import { tryAgainExtend } from './extend';
import { ExtendPanel } from './extend-panel';
import { clipDefaults, zClipForm } from './schema';

const tryAgainCreate = tryAgainFrom({
  schema: zClipForm,
  defaults: clipDefaults,
  creator: clipCreator,
  recall: recallClip,
});

export const clipGenerator: GeneratorModule = {
  kind: CLIP_KIND,
  label: 'Clip',
  path: 'clip',
  description: 'A short clip from a prompt, optionally between a start and an end image.',
  Page: ClipForm,
  poller: clipPoller,
  importer: clipImporter,
  summaryFields: {
    ...commonSummaryFields,
    ratio: { label: 'Ratio' },
    // Records written before the generators owned their labels used the labels as keys.
    expandPrompt: { label: 'Expand prompt', aliases: ['Expand prompt'] },
    loop: { label: 'Loop', aliases: ['Loop'] },
    startImage: { label: 'Start image', aliases: ['Start image'] },
    endImage: { label: 'End image', aliases: ['End image'] },
  },
  recall: recallClip,
  tryAgain: (job) => tryAgainExtend(job) ?? tryAgainCreate(job),
  derivations: ['extend'],
  Derive: ExtendPanel,
};
