import type { GeneratorModule } from '@/jobs/generator';
import { commonSummaryFields } from '@/jobs/summary-fields';
import { tryAgainFrom } from '@/jobs/try-again';
import { MUSIC_KIND, musicCreator, musicPoller } from './api';
import { tryAgainDerived } from './derive';
import { musicImporter } from './importer';
import { MusicForm } from './music-form';
import { MusicResult } from './music-result';
import { recallMusic } from './recall';
import { musicDefaults, zMusicForm } from './schema';

const tryAgainCreate = tryAgainFrom({
  schema: zMusicForm,
  defaults: musicDefaults,
  creator: musicCreator,
  recall: recallMusic,
});

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
  tryAgain: (job) => tryAgainDerived(job) ?? tryAgainCreate(job),
  derivations: ['continue', 'stems', 'concat'],
  // Lyrics are the song's words, not its name: the title heads the card, the lyrics fold away.
  promptLabel: (job) => (job.fields.mode === 'description' ? null : 'Lyrics'),
};
