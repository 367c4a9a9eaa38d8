import { t } from '@/i18n/i18n';
import type { GeneratorModule } from '@/jobs/generator';
import { commonSummaryFields, summaryFormats } from '@/jobs/summary-fields';
import { tryAgainFrom } from '@/jobs/try-again';
import { VIDEO_KIND, videoCreator, videoPoller } from './api';
import { recallVideo } from './recall';
import { tryAgainRemix } from './remix';
import { RemixPanel } from './remix-panel';
import { videoDefaults, zVideoForm } from './schema';
import { VideoForm } from './video-form';

const tryAgainCreate = tryAgainFrom({
  schema: zVideoForm,
  defaults: videoDefaults,
  creator: videoCreator,
  recall: recallVideo,
});

export const videoGenerator: GeneratorModule = {
  kind: VIDEO_KIND,
  get label() {
    return t('video.label');
  },
  path: 'video',
  get description() {
    return t('video.description');
  },
  Page: VideoForm,
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
    model: { get label() { return t('video.model'); } },
    seconds: { get label() { return t('video.seconds'); }, format: summaryFormats.seconds },
    resolution: { get label() { return t('video.resolution'); } },
    ratio: { get label() { return t('video.ratio'); } },
    watermark: { get label() { return t('video.watermark'); } },
    firstFrame: { get label() { return t('video.firstFrame'); } },
  },
  recall: recallVideo,
  tryAgain: (job) => tryAgainRemix(job) ?? tryAgainCreate(job),
  derivations: ['remix'],
  Derive: RemixPanel,
};
