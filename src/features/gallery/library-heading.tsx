import type { ReactNode } from 'react';
import { PageHeading } from '@/components/ui/page-heading';
import { useT } from '@/i18n/use-t';

/** The Library's title and what it holds; the shell draws it (without actions) in the same place. */
export function LibraryHeading({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <PageHeading id="library-title" title={t('gallery.title')} intro={t('gallery.intro')}>
      {children}
    </PageHeading>
  );
}
