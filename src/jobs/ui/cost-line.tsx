import { Coins } from 'lucide-react';
import { UNLIMITED_USD } from '@/gateway/balance';
import { profileName } from '@/gateway/gateway-name';
import { profileOfJob, useGatewayProfiles } from '@/gateway/settings';
import type { MessageKey } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { useBalance } from '@/jobs/account/balance';
import type { Charge } from '@/jobs/account/charges';
import { balanceAfter, costOf, formatCost, type CostEstimate } from '@/jobs/account/cost';
import { unitWords } from '@/jobs/account/unit-words';
import { cn } from '@/lib/cn';

/**
 * What something will cost before it is sent, from a gateway profile's price list, and the
 * balance after it (issue 54 item 12, decision 048): under Generate, in a batch's foot, in the
 * queue. Nothing at all with no price list, or when nothing here has a charge (a lookup); a
 * charge the list has no price for is named, and then no sum is given. It never stops anything.
 * `profileId`: the profile whose list and balance apply (null: the first one); the active one
 * unless given. The balance after is said for the active profile only, whose balance is known.
 */
export function CostLine({
  charges,
  profileId,
  total = 'cost.total',
  className,
}: {
  charges: readonly (Charge | null)[];
  profileId?: string | null;
  /** The sum's words ("Cost {cost}", "The waiting jobs cost {cost}"). */
  total?: Extract<MessageKey, 'cost.total' | 'cost.waiting'>;
  className?: string;
}) {
  const t = useT();
  const { profiles, activeId } = useGatewayProfiles();
  const id = profileId === undefined ? activeId : profileOfJob(profileId);
  const profile = profiles.find((p) => p.id === id);
  const estimate = profile === undefined ? null : costOf(profile.prices, charges);
  if (profile === undefined || estimate === null) return null;
  const lineClass = cn('flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm', className);
  const [missing] = estimate.unpriced;
  if (missing !== undefined) {
    const unit = t(unitWords[missing.per].word);
    return (
      <p data-testid="cost" data-cost="unpriced" className={cn(lineClass, 'text-muted')}>
        {missing.model === null
          ? t('cost.unpricedAny', { unit, profile: profileName(profile) })
          : t('cost.unpriced', { model: missing.model, unit, profile: profileName(profile) })}
      </p>
    );
  }
  if (estimate.priced === 0) return null;
  return (
    <CostSum
      estimate={estimate}
      withBalance={id === activeId}
      total={total}
      className={lineClass}
    />
  );
}

/**
 * The sum, and the balance after it. Apart from the line so that the balance is asked only where
 * a price list gives a sum (no list: no balance query from a form).
 */
function CostSum({
  estimate,
  withBalance,
  total,
  className,
}: {
  estimate: CostEstimate;
  withBalance: boolean;
  total: Extract<MessageKey, 'cost.total' | 'cost.waiting'>;
  className: string;
}) {
  const t = useT();
  const balance = useBalance();
  const remaining =
    withBalance && balance?.ok === true && balance.balance.remainingUsd < UNLIMITED_USD
      ? balance.balance.remainingUsd
      : null;
  const after = remaining === null ? null : balanceAfter(remaining, estimate.usd);
  return (
    <p
      data-testid="cost"
      data-cost-usd={estimate.usd}
      data-balance-after={after ?? undefined}
      className={className}
    >
      <span className="inline-flex items-center gap-1.5 font-medium tabular-nums">
        <Coins aria-hidden="true" focusable="false" className="size-4 text-muted" />
        {t(total, { cost: formatCost(estimate.usd) })}
      </span>
      {estimate.priced > 1 && estimate.each !== null ? (
        <span className="text-muted tabular-nums">
          {t('cost.each', { count: estimate.priced, each: formatCost(estimate.each) })}
        </span>
      ) : null}
      {after === null ? null : (
        <span className="text-muted tabular-nums">
          {t('cost.after', { after: formatCost(after) })}
        </span>
      )}
      {after !== null && after < 0 ? (
        <span className="text-amber-800 dark:text-amber-300">
          {t('cost.short', { short: formatCost(-after) })}
        </span>
      ) : null}
    </p>
  );
}
