import type { GeneratorModule } from '@/jobs/generator';
import { commonSummaryFields, summaryFormats } from '@/jobs/summary-fields';
import { PIKB_KIND, pikbPoller } from './api';
import { PikbPage } from './pikb-page';
import { PikbResult } from './pikb-result';

/**
 * The page itself is the follow-by-id form, so there is no separate `importer`: two "Task ID"
 * fields on one page would make the accessible name ambiguous.
 */
export const pikbGenerator: GeneratorModule = {
  kind: PIKB_KIND,
  label: 'Pikb',
  path: 'pikb',
  description: 'Follow a pikb task by its id; each of its videos plays here as soon as it is finished.',
  Page: PikbPage,
  Result: PikbResult,
  poller: pikbPoller,
  // Written by the normaliser from the task's params. No `recall`: there is no create form.
  summaryFields: {
    ...commonSummaryFields,
    effect: { label: 'Effect' },
    model: { label: 'Model' },
    seconds: { label: 'Seconds', format: summaryFormats.seconds },
  },
};
