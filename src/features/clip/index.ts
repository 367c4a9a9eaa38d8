import type { GeneratorModule } from '@/jobs/generator';
import { CLIP_KIND, clipPoller } from './api';
import { ClipForm } from './clip-form';
import { clipImporter } from './importer';

export const clipGenerator: GeneratorModule = {
  kind: CLIP_KIND,
  label: 'Clip',
  path: 'clip',
  description: 'A short clip from a prompt, optionally between a start and an end image.',
  Page: ClipForm,
  poller: clipPoller,
  importer: clipImporter,
};
