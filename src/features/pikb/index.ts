import type { FeaturePart } from '@/jobs/part';
import { lazy } from 'react';
import { t } from '@/i18n/i18n';
import { generatorModule, type GeneratorModule } from '@/jobs/generator';
import { pikbAbout } from './about';
import { commonSummaryFields, modelField, secondsField } from '@/jobs/summary-fields';
import { pikbPoller } from './api';
import { lazyView } from '@/jobs/lazy-view';

// Fetched when a card first shows it (jobs/lazy-view.ts): not with every page.
const PikbResult = lazyView(() => import('./pikb-result').then((m) => m.PikbResult));

/**
 * The page itself is the follow-by-id form, so there is no separate `importer`: two "Task ID"
 * fields on one page would make the accessible name ambiguous.
 */
export const pikbGenerator: GeneratorModule = generatorModule(pikbAbout, {
  Page: lazy(pikbAbout.loadPage),
  Result: PikbResult,
  poller: pikbPoller,
  // Written by the normaliser from the task's params. No `recall`: there is no create form.
  summaryFields: {
    ...commonSummaryFields,
    effect: {
      get label() {
        return t('pikb.effect');
      },
    },
    model: modelField,
    seconds: secondsField,
  },
});

/** What this folder offers the studio: its generator (the app finds it by glob, issue 39). */
export const part: FeaturePart = { generator: pikbGenerator };
