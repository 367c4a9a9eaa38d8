// One named icon (never `import * as`): the start-up bundle keeps only the icons it names.
import { Sparkles } from 'lucide-react';
import { t } from '@/i18n/i18n';
import type { GeneratorAbout } from '@/jobs/generator';
import declared from './generator.json';

/**
 * What the shell shows of this generator before any of its code loads: its route, name and page
 * heading. The form is its own chunk, fetched when the page opens (and at once on a cold start here).
 */
export const pixaAbout: GeneratorAbout = {
  kind: declared.kind,
  path: declared.path,
  order: declared.order,
  // A product name: the same in every language (Node reads it there too).
  label: declared.label,
  icon: Sparkles,
  get tagline() {
    return t('pixa.tagline');
  },
  get description() {
    return t('pixa.description');
  },
  loadPage: () => import('./pixa-form').then((m) => ({ default: m.PixaForm })),
};
