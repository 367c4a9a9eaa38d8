import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { useT } from '@/i18n/use-t';

/** The Library's title and what it holds; the shell draws it (without actions) in the same place. */
export function LibraryHeading({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <PageHeader id="library-title" title={t('gallery.title')} description={t('gallery.intro')}>
      {children}
    </PageHeader>
  );
}
