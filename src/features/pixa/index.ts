import type { GeneratorModule, JobImporter } from '@/jobs/generator';
import { PIXA_KIND, pixaPoller } from './api';
import { PixaForm } from './pixa-form';

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
};
