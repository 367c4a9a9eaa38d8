import type { GeneratorModule } from '@/jobs/generator';
import { createElement } from 'react';

// Placeholder while this generator is being built in this session; replaced by its real module.
export const pixaGenerator: GeneratorModule = {
  kind: 'pixa',
  label: 'Pixa',
  path: 'pixa',
  description: 'Pixa video with effect templates (POST /vip/pixa/video/create).',
  Page: () => createElement('p', null, 'Not built yet.'),
  poller: { batched: false, poll: () => Promise.resolve(new Map()) },
};
