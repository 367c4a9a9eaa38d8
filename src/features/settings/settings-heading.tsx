import { Settings as SettingsIcon } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header';
import { useT } from '@/i18n/use-t';

/** Settings' title, drawn by the shell too while the page's code loads. */
export function SettingsHeading() {
  const t = useT();
  return (
    <PageHeader
      id="settings-title"
      icon={SettingsIcon}
      title={t('nav.settings')}
      description={t('settings.description')}
    />
  );
}
