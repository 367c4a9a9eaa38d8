import type { GeneratorModule } from '@/jobs/generator';
import { createElement } from 'react';

// Placeholder while this generator is being built in this session; replaced by its real module.
export const pikbGenerator: GeneratorModule = {
  kind: 'pikb',
  label: 'Pikb',
  path: 'pikb',
  description: 'Follow a pikb task by id (GET /pikb/task).',
  Page: () => createElement('p', null, 'Not built yet.'),
  poller: { batched: false, poll: () => Promise.resolve(new Map()) },
};
