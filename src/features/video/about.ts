// One named icon (never `import * as`): the start-up bundle keeps only the icons it names.
import { Clapperboard } from 'lucide-react';
import { t } from '@/i18n/i18n';
import type { GeneratorAbout } from '@/jobs/generator';
import declared from './generator.json';

/**
 * What the shell shows of this generator before any of its code loads: its route, name and page
 * heading. The form is its own chunk, fetched when the page opens (and at once on a cold start here).
 */
export const videoAbout: GeneratorAbout = {
  kind: declared.kind,
  path: declared.path,
  order: declared.order,
  get label() {
    return t('video.label');
  },
  icon: Clapperboard,
  get tagline() {
    return t('video.tagline');
  },
  get description() {
    return t('video.description');
  },
  loadPage: () => import('./video-form').then((m) => ({ default: m.VideoForm })),
};
