import type { ReactNode } from 'react';
import { PageHeading } from '@/components/ui/page-heading';
import { useT } from '@/i18n/use-t';

/** The Storyboard's title and what it is for; the shell draws it (without actions) in the same place. */
export function StoryboardHeading({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <PageHeading
      id="storyboard-title"
      title={t('storyboard.label')}
      intro={t('storyboard.description')}
    >
      {children}
    </PageHeading>
  );
}
