import { Images } from 'lucide-react';
import { t } from '@/i18n/i18n';
import type { PageAbout } from '@/jobs/page-about';
import { GallerySkeleton } from './grid/gallery-skeleton';
import { syncConfigStored } from '@/jobs/sync/sync-stored';
import { LibraryHeading } from './library-heading';

/** The Library as the shell knows it (issue 39 item 1): first under the generators. */
export const libraryPage: PageAbout = {
  path: 'library',
  order: 1,
  get label() {
    return t('nav.library');
  },
  icon: Images,
  Fallback: () => (
    <section className="flex flex-col gap-6" aria-labelledby="library-title">
      <LibraryHeading synced={syncConfigStored() ? undefined : null} />
      <GallerySkeleton />
    </section>
  ),
  loadPage: () => import('./library-route').then((m) => ({ default: m.LibraryRoute })),
};
