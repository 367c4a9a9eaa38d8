import { useGatewaySettings } from '@/gateway/settings';
import { useT } from '@/i18n/use-t';

/** Always visible while the demo answers: nobody should mistake sample media for real results. */
export function DemoBanner() {
  const t = useT();
  const settings = useGatewaySettings();
  if (settings.gatewayUrl !== '') return null;
  return (
    <p
      role="note"
      className="bg-amber-100 px-4 py-1.5 text-center text-sm text-amber-950 dark:bg-amber-900 dark:text-amber-50"
    >
      {t('app.demo.note')}{' '}
      <a href="#/settings" className="underline">
        {t('app.demo.connect')}
      </a>
    </p>
  );
}
