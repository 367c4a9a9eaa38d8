import type { GeneratorModule } from '@/jobs/generator';
import { createElement } from 'react';

// Placeholder while this generator is being built in this session; replaced by its real module.
export const clipGenerator: GeneratorModule = {
  kind: 'clip',
  label: 'Clip',
  path: 'clip',
  description: 'Clip generation from text and optional start/end images (POST /v1/clipapro/generations).',
  Page: () => createElement('p', null, 'Not built yet.'),
  poller: { batched: false, poll: () => Promise.resolve(new Map()) },
};
