import type { GeneratorModule } from '@/jobs/generator';
import { MUSIC_KIND, musicPoller } from './api';
import { musicImporter } from './importer';
import { MusicForm } from './music-form';
import { MusicResult } from './music-result';

export const musicGenerator: GeneratorModule = {
  kind: MUSIC_KIND,
  label: 'Music',
  path: 'music',
  description: 'Songs from your lyrics or from a description — two takes each. Or follow clips made elsewhere.',
  Page: MusicForm,
  Result: MusicResult,
  poller: musicPoller,
  importer: musicImporter,
};
