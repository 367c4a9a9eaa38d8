import { sameModel, type PriceList, type PriceUnit } from '@/gateway/settings';
import { intlLocale } from '@/i18n/i18n';
import type { Charge } from './charges';

/**
 * The cost arithmetic (issue 54 item 12, decision 048): charges priced by a profile's price list.
 * Pure; amounts are summed in millionths of a dollar so that 0.1 + 0.2 stays 0.3.
 */

/** A unit's price for a charge: its model's row, else the unit's any-model row; null: none. */
export function priceOf(list: PriceList, charge: Pick<Charge, 'per' | 'model'>): number | null {
  const ofUnit = list.filter((row) => row.per === charge.per);
  const named =
    charge.model === null
      ? undefined
      : ofUnit.find((row) => sameModel(row.model, charge.model ?? ''));
  const any = ofUnit.find((row) => row.model === '');
  return (named ?? any)?.usd ?? null;
}

export interface CostEstimate {
  /** The priced charges' cost, in dollars. */
  usd: number;
  /** How many charges that cost covers. */
  priced: number;
  /** Each price used, when every priced charge cost the same (for "3 × $0.50"); else null. */
  each: number | null;
  /** What the list has no price for, once each (model null: the job names none). */
  unpriced: readonly { per: PriceUnit; model: string | null }[];
  /** Charges that could not be told (a kind that declares none, a count not filled in). */
  untold: number;
}

const MICRO = 1_000_000;

/**
 * What these charges cost under the list. Null when the list is empty: with no price list, no cost
 * is said anywhere.
 */
export function costOf(list: PriceList, charges: readonly (Charge | null)[]): CostEstimate | null {
  if (list.length === 0) return null;
  let micro = 0;
  let priced = 0;
  let untold = 0;
  const costs = new Set<number>();
  const unpriced: { per: PriceUnit; model: string | null }[] = [];
  for (const charge of charges) {
    if (charge === null) {
      untold += 1;
      continue;
    }
    const price = priceOf(list, charge);
    if (price === null) {
      if (!unpriced.some((u) => u.per === charge.per && u.model === charge.model))
        unpriced.push({ per: charge.per, model: charge.model });
      continue;
    }
    const one = Math.round(price * charge.count * MICRO);
    micro += one;
    priced += 1;
    costs.add(one);
  }
  const [only] = costs;
  return {
    usd: micro / MICRO,
    priced,
    each: costs.size === 1 && only !== undefined ? only / MICRO : null,
    unpriced,
    untold,
  };
}

/** The balance once this is spent (may go below zero: nothing is refused for it). */
export function balanceAfter(remainingUsd: number, costUsd: number): number {
  return Math.round((remainingUsd - costUsd) * MICRO) / MICRO;
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * Dollars as a price is written: cents, and up to four places below them where a price has them
 * ($0.004 a second stays $0.004, not $0.00).
 */
export function formatCost(usd: number): string {
  const locale = intlLocale();
  let format = formats.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 4,
    });
    formats.set(locale, format);
  }
  return format.format(usd);
}
