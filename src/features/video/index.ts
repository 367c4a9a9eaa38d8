import { lazy } from 'react';
import { t } from '@/i18n/i18n';
import { videoAssumedPaths } from './assumed-paths';
import { generatorModule, type GeneratorModule } from '@/jobs/generator';
import { videoAbout } from './about';
import { commonSummaryFields, summaryFormats } from '@/jobs/summary-fields';
import { tryAgainFrom } from '@/jobs/create/try-again';
import { videoCreator, videoPoller } from './api';
import { videoFrameStart } from './frame-start';
import { videoOperations } from './operations';
import { recallVideo } from './recall';
import { tryAgainRemix } from './remix';
import { videoDefaults, zVideoForm } from './schema';

const tryAgainCreate = tryAgainFrom({
  schema: zVideoForm,
  defaults: videoDefaults,
  creator: videoCreator,
  recall: recallVideo,
});

export const videoGenerator: GeneratorModule = generatorModule(videoAbout, {
  Page: lazy(videoAbout.loadPage),
  frameStart: videoFrameStart,
  poller: videoPoller,
  importer: {
    get label() {
      return t('video.import.label');
    },
    get hint() {
      return t('video.import.hint');
    },
    parse: (input) => {
      const id = input.trim();
      return /^[\w.:-]{1,200}$/.test(id) ? { ids: [id] } : { error: t('video.import.invalid') };
    },
    summary: (ids) => ({ prompt: '', fields: { imported: ids.join(', ') } }),
  },
  summaryFields: {
    ...commonSummaryFields,
    model: {
      get label() {
        return t('video.model');
      },
    },
    seconds: {
      get label() {
        return t('video.seconds');
      },
      format: summaryFormats.seconds,
    },
    resolution: {
      get label() {
        return t('video.resolution');
      },
    },
    ratio: {
      get label() {
        return t('video.ratio');
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
  tryAgain: (job) => tryAgainRemix(job) ?? tryAgainCreate(job),
  operations: videoOperations,
  assumedPaths: videoAssumedPaths,
});
