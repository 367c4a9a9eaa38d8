import type { GeneratorModule } from '@/jobs/generator';
import { CLIP_KIND, clipPoller } from './api';
import { ClipPage } from './clip-page';
import { clipImporter } from './importer';

export const clipGenerator: GeneratorModule = {
  kind: CLIP_KIND,
  label: 'Clip',
  path: 'clip',
  description: 'Clip generation from text and optional start/end images (POST /v1/clipapro/generations).',
  Page: ClipPage,
  poller: clipPoller,
  importer: clipImporter,
};
