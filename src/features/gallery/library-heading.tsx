import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { useT } from '@/i18n/use-t';

/**
 * The Library's title and what it holds; the shell draws it (without actions) in the same place.
 * A library shared through sync says so and names it (issue 54), not "on this device": `synced`
 * is its name, null for a library on this device only, or undefined while the sync settings are
 * not read yet (the start's placeholder, which leaves the settings' parser to the Library's own
 * chunk) — then it says nothing rather than something untrue.
 */
export function LibraryHeading({
  synced,
  children,
}: {
  synced: string | null | undefined;
  children?: ReactNode;
}) {
  const t = useT();
  const description =
    synced === undefined
      ? null
      : synced === null
        ? t('gallery.intro')
        : t('gallery.introSynced', { library: synced });
  return (
    <PageHeader id="library-title" title={t('gallery.title')} description={description}>
      {children}
    </PageHeader>
  );
}
