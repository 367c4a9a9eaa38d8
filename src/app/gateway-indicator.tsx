import { useId } from 'react';
import { useGatewayHealth, type Health } from '@/gateway/connection-health';
import { gatewayName, profileName } from '@/gateway/gateway-name';
import { useForgottenKey, useGatewayProfiles, useGatewaySettings } from '@/gateway/settings';
import type { MessageKey } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { hrefFor } from '@/lib/hash-route';

const dots: Record<Health | 'unknown', string> = {
  pass: 'bg-emerald-500',
  warn: 'bg-amber-500',
  fail: 'bg-red-600',
  // Not checked yet is not "fine": a hollow ring, not a green dot.
  unknown: 'border border-muted bg-transparent',
};

const healthWords = {
  pass: 'app.gateway.health.pass',
  warn: 'app.gateway.health.warn',
  fail: 'app.gateway.health.fail',
  unknown: 'app.gateway.health.unknown',
} as const satisfies Record<Health | 'unknown', MessageKey>;

/**
 * Which gateway the studio is talking to, always in the header: the demo (amber, like its banner)
 * or the host of a real gateway, its dot the verdict of its last check (green passed, amber a
 * warning, red failed, a ring not checked yet; described to screen readers, outside the name). A link, because the one thing to do about it is
 * change it in Settings (where the "Gateway profile" switcher is). Its name reads "Gateway: <name>"
 * (with several profiles "Gateway: <name> (<profile>)"), the visible words in the same order.
 */
export function GatewayIndicator() {
  const t = useT();
  const { gatewayUrl } = useGatewaySettings();
  const { profiles, activeId } = useGatewayProfiles();
  const demo = gatewayUrl === '';
  const health = useGatewayHealth(gatewayUrl) ?? 'unknown';
  const describedBy = useId();
  const name = gatewayName(gatewayUrl);
  // With several profiles, which one is active matters as much as the host: its name is shown too.
  const active = profiles.length > 1 ? profiles.find((p) => p.id === activeId) : undefined;
  const profile = active === undefined ? null : profileName(active);
  // A session-only key this session does not have: amber, and said before anything is sent.
  const keyForgotten = useForgottenKey() !== null;
  return (
    <a
      href={hrefFor('/settings')}
      // Named outright: a caption hidden on phones would otherwise put stray spaces in the name.
      aria-label={
        profile === null
          ? t('app.gateway.name', { name })
          : t('app.gateway.nameProfile', { name, profile })
      }
      title={profile === null ? t('app.gateway.change') : t('app.gateway.switchProfile')}
      aria-describedby={demo ? undefined : describedBy}
      data-gateway-health={demo ? 'demo' : health}
      data-gateway-key={keyForgotten ? 'forgotten' : undefined}
      className="flex max-w-[60vw] min-w-0 items-center max-sm:max-w-28 gap-2 rounded-full border border-line bg-surface py-1 pr-3 pl-2.5 text-sm shadow-xs transition-colors hover:bg-well sm:max-w-xs"
    >
      <span
        aria-hidden="true"
        className={cn(
          'size-2 shrink-0 rounded-full',
          demo || keyForgotten ? 'bg-amber-500' : dots[health],
        )}
      />
      {demo ? null : (
        <span id={describedBy} hidden>
          {keyForgotten ? t('app.gateway.keyForgotten') : t(healthWords[health])}
        </span>
      )}
      <span className="hidden text-xs font-medium text-muted sm:inline">
        {t('app.gateway.caption')}
      </span>
      {demo ? (
        // On a phone the banner above already says "Demo gateway": the pill says "Demo", so the
        // row fits beside the balance and nothing gives way when the balance arrives.
        <>
          <span className="font-medium whitespace-nowrap sm:hidden">
            {t('app.gateway.demoShort')}
          </span>
          <span className="min-w-0 truncate font-medium max-sm:hidden">{name}</span>
        </>
      ) : (
        <span className="min-w-0 truncate font-medium">{name}</span>
      )}
      {profile !== null ? (
        <span className="max-w-28 truncate text-xs text-muted max-sm:hidden">({profile})</span>
      ) : null}
    </a>
  );
}
