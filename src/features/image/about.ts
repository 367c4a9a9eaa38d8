// One named icon (never `import * as`): the start-up bundle keeps only the icons it names.
import { ImagePlus } from 'lucide-react';
import { t } from '@/i18n/i18n';
import type { GeneratorAbout } from '@/jobs/generator';
import declared from './generator.json';

/**
 * What the shell shows of this generator before any of its code loads: its route, name and page
 * heading. The form is its own chunk, fetched when the page opens (and at once on a cold start here).
 */
export const imageAbout: GeneratorAbout = {
  kind: declared.kind,
  path: declared.path,
  order: declared.order,
  get label() {
    return t('image.label');
  },
  icon: ImagePlus,
  get tagline() {
    return t('image.tagline');
  },
  get description() {
    return t('image.description');
  },
  loadPage: () => import('./image-page').then((m) => ({ default: m.ImagePage })),
};
