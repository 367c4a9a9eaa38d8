import { useGatewaySettings } from '@/gateway/settings';

/** Always visible while the demo answers: nobody should mistake sample media for real results. */
export function DemoBanner() {
  const settings = useGatewaySettings();
  if (settings.gatewayUrl !== '') return null;
  return (
    <p role="note" className="bg-amber-100 px-4 py-1.5 text-center text-sm text-amber-950 dark:bg-amber-900 dark:text-amber-50">
      Demo gateway: jobs run in this browser with sample media, no key and no network.{' '}
      <a href="#/settings" className="underline">
        Connect a real gateway
      </a>
    </p>
  );
}
