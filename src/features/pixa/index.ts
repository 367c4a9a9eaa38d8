import type { GeneratorModule, JobImporter } from '@/jobs/generator';
import { commonSummaryFields, summaryFormats } from '@/jobs/summary-fields';
import { tryAgainFrom } from '@/jobs/try-again';
import { PIXA_KIND, pixaCreator, pixaPoller } from './api';
import { PixaForm } from './pixa-form';
import { recallPixa } from './recall';
import { pixaDefaults, zPixaForm } from './schema';

/** A pixa `video_id` is an integer of any length: kept as the digits typed, never as a number. */
export const pixaImporter: JobImporter = {
  label: 'Video ID',
  hint: 'The video_id a POST /vip/pixa/video/create answered with (digits only).',
  parse: (input) => {
    const id = input.trim();
    return /^\d+$/.test(id) ? { ids: [id] } : { error: 'A pixa video id is digits only (0–9).' };
  },
  summary: (ids) => ({ prompt: '', fields: { imported: ids.join(', ') } }),
};

export const pixaGenerator: GeneratorModule = {
  kind: PIXA_KIND,
  label: 'Pixa',
  path: 'pixa',
  description: 'Video with a choice of model, effect template, length, quality and motion.',
  Page: PixaForm,
  poller: pixaPoller,
  importer: pixaImporter,
  summaryFields: {
    ...commonSummaryFields,
    model: { label: 'Model' },
    seconds: { label: 'Seconds', format: summaryFormats.seconds },
    // Records written before the generators owned their labels used the labels as keys.
    quality: { label: 'Quality', aliases: ['Quality'] },
    motionMode: { label: 'Motion mode', aliases: ['Motion mode'] },
    templateId: { label: 'Template ID', aliases: ['Template ID'] },
    seed: { label: 'Seed', aliases: ['Seed'] },
    imageUrl: { label: 'Image URL', aliases: ['Image URL'] },
    removeWatermark: { label: 'Remove watermark', aliases: ['Remove watermark'] },
    // Written by the normaliser once the gateway names the template.
    Template: { label: 'Template' },
  },
  recall: recallPixa,
  tryAgain: tryAgainFrom({
    schema: zPixaForm,
    defaults: pixaDefaults,
    creator: pixaCreator,
    recall: recallPixa,
  }),
};
