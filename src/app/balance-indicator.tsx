import { useEffect } from 'react';
import { formatUsd, prepareUsdFormat } from '@/gateway/balance';
import { useT } from '@/i18n/use-t';
import { useBalance, useRefreshBalanceOnJobEnd } from '@/jobs/account/balance';

/**
 * What is left on the active gateway's account, in the header — only where the gateway answers
 * the account query; otherwise nothing here (Settings says why). Its text reads "Balance $87.60".
 */
export function BalanceIndicator() {
  const t = useT();
  useRefreshBalanceOnJobEnd();
  useEffect(() => prepareUsdFormat(), []);
  const result = useBalance();
  if (result === undefined || !result.ok) return null;
  const { remainingUsd, limitUsd, usedUsd } = result.balance;
  return (
    <p
      data-balance
      title={t('balance.usedOf', { used: formatUsd(usedUsd), limit: formatUsd(limitUsd) })}
      className="flex shrink-0 items-baseline gap-1.5 text-sm tabular-nums"
    >
      <span className="text-xs font-medium text-muted max-sm:sr-only">{t('balance.label')}</span>{' '}
      <span className="font-medium">{formatUsd(remainingUsd)}</span>
    </p>
  );
}
