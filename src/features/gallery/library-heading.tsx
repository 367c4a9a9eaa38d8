import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { useT } from '@/i18n/use-t';
import { useSyncConfig } from '@/jobs/sync/sync-config';

/**
 * The Library's title and what it holds; the shell draws it (without actions) in the same place.
 * A library shared through sync says so and names it (issue 54), not "on this device".
 */
export function LibraryHeading({ children }: { children?: ReactNode }) {
  const t = useT();
  const sync = useSyncConfig();
  return (
    <PageHeader
      id="library-title"
      title={t('gallery.title')}
      description={
        sync === null ? t('gallery.intro') : t('gallery.introSynced', { library: sync.library })
      }
    >
      {children}
    </PageHeader>
  );
}
