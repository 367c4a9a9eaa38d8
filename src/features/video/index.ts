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
  label: 'Video',
  path: 'video',
  description: 'A video from a prompt, or from a first-frame image and a prompt.',
  Page: VideoForm,
  poller: videoPoller,
  importer: {
    label: 'Task ID',
    hint: 'The id or task_id a POST /v1/videos answered with.',
    parse: (input) => {
      const id = input.trim();
      return /^[\w.:-]{1,200}$/.test(id) ? { ids: [id] } : { error: 'A video task id is letters, digits, "_", "-", "." or ":".' };
    },
    summary: (ids) => ({ prompt: '', fields: { imported: ids.join(', ') } }),
  },
  summaryFields: {
    ...commonSummaryFields,
    model: { label: 'Model' },
    seconds: { label: 'Seconds', format: summaryFormats.seconds },
    resolution: { label: 'Resolution' },
    ratio: { label: 'Ratio' },
    watermark: { label: 'Watermark' },
    firstFrame: { label: 'First frame' },
  },
  recall: recallVideo,
  tryAgain: (job) => tryAgainRemix(job) ?? tryAgainCreate(job),
  derivations: ['remix'],
  Derive: RemixPanel,
};
