// One named icon (never `import * as`): the start-up bundle keeps only the icons it names.
import { MonitorPlay } from 'lucide-react';
import { t } from '@/i18n/i18n';
import type { GeneratorAbout } from '@/jobs/generator';
import declared from './generator.json';

/**
 * What the shell shows of this generator before any of its code loads: its route, name and page
 * heading. The form is its own chunk, fetched when the page opens (and at once on a cold start here).
 */
export const pikbAbout: GeneratorAbout = {
  kind: declared.kind,
  path: declared.path,
  order: declared.order,
  // A product name: the same in every language (Node reads it there too).
  label: declared.label,
  icon: MonitorPlay,
  get tagline() {
    return t('pikb.tagline');
  },
  get description() {
    return t('pikb.description');
  },
  loadPage: () => import('./pikb-page').then((m) => ({ default: m.PikbPage })),
};
