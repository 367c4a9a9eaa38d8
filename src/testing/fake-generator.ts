import type { GeneratorModule, JobPoller } from '@/jobs/generator';

/** A generator that is only its poller: what the polling tests follow jobs of. */
export function fakeGenerator(poller: JobPoller, kind = 'fake'): GeneratorModule {
  return {
    kind,
    label: kind,
    path: kind,
    description: '',
    Page: () => null,
    poller,
    summaryFields: {},
  };
}
