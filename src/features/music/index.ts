import type { GeneratorModule } from '@/jobs/generator';
import { MUSIC_KIND, musicPoller } from './api';
import { musicImporter } from './importer';
import { MusicPage } from './music-page';
import { MusicResult } from './music-result';

export const musicGenerator: GeneratorModule = {
  kind: MUSIC_KIND,
  label: 'Music',
  path: 'music',
  description: 'Songs from lyrics or a description, two clips each; follow clips by id (tune feed).',
  Page: MusicPage,
  Result: MusicResult,
  poller: musicPoller,
  importer: musicImporter,
};
