import { t } from '@/i18n/i18n';
import type { GeneratorModule } from '@/jobs/generator';
import { tryAgainFrom } from '@/jobs/try-again';
import { GPTS_KIND, gptsCreator, gptsPoller } from './api';
import { GptLookupForm } from './gpt-lookup-form';
import { GptResult } from './gpt-result';
import { recallGpts } from './recall';
import { gptLookupDefaults, zGptLookupForm } from './schema';

/**
 * GPT details by id. A lookup has no task to follow: it ends in its one POST, and is kept in the
 * library like any result, shown by `GptResult`. No importer: the lookup itself takes an id.
 */
export const gptsGenerator: GeneratorModule = {
  kind: GPTS_KIND,
  // A product name: the same in every language.
  label: 'GPTs',
  path: 'gpts',
  get description() {
    return t('gpts.description');
  },
  Page: GptLookupForm,
  Result: GptResult,
  poller: gptsPoller,
  // Written by the normaliser: the GPT's name once it is known.
  summaryFields: { GPT: { label: 'GPT' } },
  recall: recallGpts,
  tryAgain: tryAgainFrom({
    schema: zGptLookupForm,
    defaults: gptLookupDefaults,
    creator: gptsCreator,
    recall: recallGpts,
  }),
};
