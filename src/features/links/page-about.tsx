import { Link2 } from 'lucide-react';
import { t } from '@/i18n/i18n';
import type { PageAbout } from '@/jobs/page-about';
import { LinksHeading } from './links-heading';

/**
 * From a link as the shell knows it (issue 55, decision 042): a page of its own after the
 * Storyboard, whose shots its subtitles can caption, and before Settings.
 */
export const linksPage: PageAbout = {
  path: 'links',
  order: 2.5,
  get label() {
    return t('links.label');
  },
  icon: Link2,
  Fallback: () => (
    <section className="flex flex-col gap-section" aria-labelledby="links-title">
      <LinksHeading />
    </section>
  ),
  loadPage: () => import('./links-route').then((m) => ({ default: m.LinksRoute })),
};
