import { Settings } from 'lucide-react';
import { t } from '@/i18n/i18n';
import type { PageAbout } from '@/jobs/page-about';
import { SettingsHeading } from './settings-heading';

/** Settings as the shell knows it (issue 39 item 1): last under the generators. */
export const settingsPage: PageAbout = {
  path: 'settings',
  order: 3,
  get label() {
    return t('nav.settings');
  },
  icon: Settings,
  Fallback: () => (
    <section className="flex max-w-2xl flex-col gap-section" aria-labelledby="settings-title">
      <SettingsHeading />
    </section>
  ),
  loadPage: () => import('./settings-route').then((m) => ({ default: m.SettingsRoute })),
};
