import type { GeneratorModule } from '@/jobs/generator';
import { createElement } from 'react';

// Placeholder while this generator is being built in this session; replaced by its real module.
export const musicGenerator: GeneratorModule = {
  kind: 'music',
  label: 'Music',
  path: 'music',
  description: 'Songs from lyrics or a description; follow clips by id (tune feed).',
  Page: () => createElement('p', null, 'Not built yet.'),
  poller: { batched: false, poll: () => Promise.resolve(new Map()) },
};
