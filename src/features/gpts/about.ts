// One named icon (never `import * as`): the start-up bundle keeps only the icons it names.
import { Bot } from 'lucide-react';
import { t } from '@/i18n/i18n';
import type { GeneratorAbout } from '@/jobs/generator';
import declared from './generator.json';

/**
 * What the shell shows of this generator before any of its code loads: its route, name and page
 * heading. The form is its own chunk, fetched when the page opens (and at once on a cold start here).
 */
export const gptsAbout: GeneratorAbout = {
  kind: declared.kind,
  path: declared.path,
  order: declared.order,
  // A product name: the same in every language (Node reads it there too).
  label: declared.label,
  icon: Bot,
  get tagline() {
    return t('gpts.tagline');
  },
  get description() {
    return t('gpts.description');
  },
  loadPage: () => import('./gpt-lookup-form').then((m) => ({ default: m.GptLookupForm })),
};
