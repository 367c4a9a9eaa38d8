import { Projector } from 'lucide-react';
import { t } from '@/i18n/i18n';
import type { PageAbout } from '@/jobs/page-about';
import { StoryboardHeading } from './storyboard-heading';

/** The Storyboard as the shell knows it (issue 39 item 1): after the Library. */
export const storyboardPage: PageAbout = {
  path: 'storyboard',
  order: 2,
  get label() {
    return t('nav.storyboard');
  },
  icon: Projector,
  Fallback: () => (
    <section className="flex flex-col gap-6" aria-labelledby="storyboard-title">
      <StoryboardHeading />
    </section>
  ),
  loadPage: () => import('./storyboard-route').then((m) => ({ default: m.StoryboardRoute })),
};
