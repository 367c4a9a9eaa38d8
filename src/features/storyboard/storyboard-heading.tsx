import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { useT } from '@/i18n/use-t';

/** The Storyboard's title and what it is for; the shell draws it (without actions) in the same place. */
export function StoryboardHeading({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <PageHeader
      id="storyboard-title"
      title={t('storyboard.label')}
      description={t('storyboard.description')}
    >
      {children}
    </PageHeader>
  );
}
