import type { GeneratorModule } from '@/jobs/generator';
import { createElement } from 'react';

// Placeholder while this generator is being built in this session; replaced by its real module.
export const gptsGenerator: GeneratorModule = {
  kind: 'gpts',
  label: 'GPTs',
  path: 'gpts',
  description: 'Look up a GPT’s details by its g-… id (POST /v1/chat/completions, model get-gpts).',
  Page: () => createElement('p', null, 'Not built yet.'),
  poller: { batched: false, poll: () => Promise.resolve(new Map()) },
};
