import type { GeneratorModule } from '@/jobs/generator';
import { commonSummaryFields } from '@/jobs/summary-fields';
import { MUSIC_KIND, musicPoller } from './api';
import { musicImporter } from './importer';
import { MusicForm } from './music-form';
import { MusicResult } from './music-result';
import { recallMusic } from './recall';

export const musicGenerator: GeneratorModule = {
  kind: MUSIC_KIND,
  label: 'Music',
  path: 'music',
  description: 'Songs from your lyrics or from a description — two takes each. Or follow clips made elsewhere.',
  Page: MusicForm,
  Result: MusicResult,
  poller: musicPoller,
  importer: musicImporter,
  summaryFields: {
    ...commonSummaryFields,
    mode: { label: 'Mode' },
    model: { label: 'Model' },
    title: { label: 'Title' },
    tags: { label: 'Style tags' },
    instrumental: { label: 'Instrumental' },
  },
  recall: recallMusic,
};
