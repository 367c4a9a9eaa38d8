import { PageHeader } from '@/components/ui/page-header';
import { useT } from '@/i18n/use-t';
import { Link2 } from 'lucide-react';

/** From a link's title and what it is for; the shell draws it in the same place while the page loads. */
export function LinksHeading() {
  const t = useT();
  return (
    <PageHeader
      id="links-title"
      icon={Link2}
      title={t('links.label')}
      description={t('links.description')}
    />
  );
}
