import type { FeaturePart } from '@/jobs/part';
import { lazy } from 'react';
import { t } from '@/i18n/i18n';
import { clipAssumedPaths } from './path-fields';
import { generatorModule, type GeneratorModule } from '@/jobs/generator';
import { clipAbout } from './about';
import { commonSummaryFields } from '@/jobs/summary-fields';
import { tryAgainFrom } from '@/jobs/create/try-again';
import { batchFrom } from '@/jobs/batch/batch-form';
import { clipCreator, clipPoller } from './api';
import { clipImageInputs } from './image-inputs';
import { clipImporter } from './importer';
import { clipOperations } from './operations';
import { recallClip } from './recall';
import { tryAgainExtend } from './extend';
import { clipAspectRatios, clipDefaults, zClipForm } from './schema';

const tryAgainCreate = tryAgainFrom({
  schema: zClipForm,
  defaults: clipDefaults,
  creator: clipCreator,
  recall: recallClip,
});

export const clipGenerator: GeneratorModule = generatorModule(clipAbout, {
  Page: lazy(clipAbout.loadPage),
  poller: clipPoller,
  importer: clipImporter,
  imageInputs: clipImageInputs,
  summaryFields: {
    ...commonSummaryFields,
    ratio: {
      get label() {
        return t('form.ratio');
      },
    },
    // Records written before the generators owned their labels used the (English) labels as keys.
    expandPrompt: {
      get label() {
        return t('clip.expandPrompt');
      },
      aliases: ['Expand prompt'],
    },
    loop: {
      get label() {
        return t('clip.loop');
      },
      aliases: ['Loop'],
    },
    startImage: {
      get label() {
        return t('clip.startImage');
      },
      aliases: ['Start image'],
    },
    endImage: {
      get label() {
        return t('clip.endImage');
      },
      aliases: ['End image'],
    },
  },
  recall: recallClip,
  batch: batchFrom({
    schema: zClipForm,
    defaults: clipDefaults,
    creator: clipCreator,
    example: () => ({ prompt: t('clip.prompt.placeholder') }),
  }),
  // A clip's length is the gateway's own: a shot's seconds have no field here.
  shots: { ratio: { field: 'aspectRatio', choices: clipAspectRatios } },
  tryAgain: (job) => tryAgainExtend(job) ?? tryAgainCreate(job),
  operations: clipOperations,
  assumedPaths: clipAssumedPaths,
});

/** What this folder offers the studio: its generator (the app finds it by glob, issue 39). */
export const part: FeaturePart = { generator: clipGenerator };
