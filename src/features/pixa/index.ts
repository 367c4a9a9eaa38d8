import type { FeaturePart } from '@/jobs/part';
import { lazy } from 'react';
import { t } from '@/i18n/i18n';
import { pixaAssumedPaths } from './path-fields';
import { generatorModule, type GeneratorModule, type JobImporter } from '@/jobs/generator';
import { pixaAbout } from './about';
import { commonSummaryFields, modelField, secondsField } from '@/jobs/summary-fields';
import { tryAgainFrom } from '@/jobs/create/try-again';
import { batchFrom } from '@/jobs/batch/batch-form';
import { oneIdImporter } from '@/jobs/forms/ids-form';
import { pixaCreator, pixaPoller } from './api';
import { pixaImageInputs } from './image-inputs';
import { recallPixa } from './recall';
import { lazyView } from '@/jobs/lazy-view';
import { zPixaRecord } from './gateway-schema';
import { templateName } from './normalise';
import { motionModeText, pixaDefaults, zPixaForm } from './schema';

// Fetched when a card first shows it (jobs/lazy-view.ts): not with every page.
const TemplateEmblem = lazyView(() => import('./template-emblem').then((m) => m.TemplateEmblem));

/** A pixa `video_id` is an integer of any length: kept as the digits typed, never as a number. */
export const pixaImporter: JobImporter = oneIdImporter({
  label: () => t('pixa.import.label'),
  hint: () => t('pixa.import.hint'),
  valid: (id) => /^\d+$/.test(id),
  invalid: () => t('pixa.import.invalid'),
});

export const pixaGenerator: GeneratorModule = generatorModule(pixaAbout, {
  Page: lazy(pixaAbout.loadPage),
  Emblem: TemplateEmblem,
  poller: pixaPoller,
  importer: pixaImporter,
  imageInputs: pixaImageInputs,
  summaryFields: {
    ...commonSummaryFields,
    model: modelField,
    seconds: secondsField,
    // Records written before the generators owned their labels used the (English) labels as keys.
    quality: {
      get label() {
        return t('pixa.quality');
      },
      aliases: ['Quality'],
    },
    motionMode: {
      get label() {
        return t('pixa.motionMode');
      },
      aliases: ['Motion mode'],
      format: motionModeText,
    },
    templateId: {
      get label() {
        return t('pixa.templateId');
      },
      aliases: ['Template ID'],
    },
    seed: {
      get label() {
        return t('pixa.seed');
      },
      aliases: ['Seed'],
    },
    imageUrl: {
      get label() {
        return t('pixa.imgUrl');
      },
      aliases: ['Image URL'],
    },
    removeWatermark: {
      get label() {
        return t('pixa.removeWatermark');
      },
      aliases: ['Remove watermark'],
    },
    // Written by the normaliser once the gateway names the template, in the language of that
    // moment: shown in today's, from the names the record carries (the picker's), else as stored.
    Template: {
      get label() {
        return t('pixa.template');
      },
      format: (value, raw) => {
        const record = zPixaRecord.safeParse(raw);
        return (record.success ? templateName(record.data) : null) ?? String(value);
      },
    },
  },
  recall: recallPixa,
  batch: batchFrom({
    schema: zPixaForm,
    defaults: pixaDefaults,
    creator: pixaCreator,
    example: () => ({ prompt: t('pixa.prompt.placeholder') }),
  }),
  // 5 or 8 seconds (its form says which); its shape comes from its template, not a ratio field.
  shots: { seconds: 'duration' },
  tryAgain: tryAgainFrom({
    schema: zPixaForm,
    defaults: pixaDefaults,
    creator: pixaCreator,
    recall: recallPixa,
  }),
  assumedPaths: pixaAssumedPaths,
});

/** What this folder offers the studio: its generator (the app finds it by glob, issue 39). */
export const part: FeaturePart = { generator: pixaGenerator };
