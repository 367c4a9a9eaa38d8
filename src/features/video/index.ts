import type { FeaturePart } from '@/jobs/part';
import { lazy } from 'react';
import { t } from '@/i18n/i18n';
import { videoAssumedPaths } from './path-fields';
import { generatorModule, type GeneratorModule } from '@/jobs/generator';
import { videoAbout } from './about';
import { commonSummaryFields, modelField, secondsField } from '@/jobs/summary-fields';
import { tryAgainFrom } from '@/jobs/create/try-again';
import { batchFrom } from '@/jobs/batch/batch-form';
import { oneIdImporter } from '@/jobs/forms/ids-form';
import { videoCreator, videoPoller } from './api';
import { videoImageInputs } from './image-inputs';
import { videoOperations } from './operations';
import { recallVideo } from './recall';
import { tryAgainRemix } from './remix';
import { ratios, videoDefaults, zVideoForm } from './schema';

const tryAgainCreate = tryAgainFrom({
  schema: zVideoForm,
  defaults: videoDefaults,
  creator: videoCreator,
  recall: recallVideo,
});

export const videoGenerator: GeneratorModule = generatorModule(videoAbout, {
  Page: lazy(videoAbout.loadPage),
  imageInputs: videoImageInputs,
  poller: videoPoller,
  importer: oneIdImporter({
    label: () => t('follow.taskId'),
    hint: () => t('video.import.hint'),
    valid: (id) => /^[\w.:-]{1,200}$/.test(id),
    invalid: () => t('video.import.invalid'),
  }),
  summaryFields: {
    ...commonSummaryFields,
    model: modelField,
    seconds: secondsField,
    resolution: {
      get label() {
        return t('video.resolution');
      },
    },
    ratio: {
      get label() {
        return t('form.ratio');
      },
    },
    watermark: {
      get label() {
        return t('video.watermark');
      },
    },
    firstFrame: {
      get label() {
        return t('video.firstFrame');
      },
    },
  },
  recall: recallVideo,
  batch: batchFrom({
    schema: zVideoForm,
    defaults: videoDefaults,
    creator: videoCreator,
    example: () => ({ prompt: t('video.prompt.placeholder') }),
  }),
  shots: { seconds: 'seconds', ratio: { field: 'ratio', choices: ratios } },
  tryAgain: (job) => tryAgainRemix(job) ?? tryAgainCreate(job),
  operations: videoOperations,
  assumedPaths: videoAssumedPaths,
});

/** What this folder offers the studio: its generator (the app finds it by glob, issue 39). */
export const part: FeaturePart = { generator: videoGenerator };
