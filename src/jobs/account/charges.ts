import type { PriceUnit } from '@/gateway/settings';

/**
 * What a generator's job is charged by (issue 54 item 12, decision 048), as each generator
 * declares it in its folder's `price.ts` — plain data, read from a job's record (its summary
 * fields, as the queue and a batch's rows have them) or from its form's values while the person
 * fills it in (a Generate). The app hands them over before the first render, as it does the
 * assumed paths (jobs/ cannot import the features).
 */
export interface ChargeRule {
  per: PriceUnit;
  /** The record's field that names the model; none: the unit's any-model price applies. */
  model?: string;
  /** The record's field that counts the units (seconds, pictures); none: one. */
  count?: string;
  /** Where the form's values name them otherwise (Pixa's `duration`, Image's `n`). */
  form?: { model?: string; count?: string };
  /** The models Settings' price list suggests for this unit. */
  models?: readonly string[];
}

/** A generator's rule as its folder's `price.ts` declares it: with its kind (its generator.json's). */
export type DeclaredCharge = ChargeRule & { kind: string };

/** One job's charge: `count` units of `per` for `model` (null: no model named). */
export interface Charge {
  per: PriceUnit;
  model: string | null;
  count: number;
}

let rules: Readonly<Record<string, ChargeRule>> = {};

/** Every generator's charge rule, by kind (`app/charge-rules.ts` calls it once at start-up). */
export function declareChargeRules(declared: Readonly<Record<string, ChargeRule>>): void {
  rules = declared;
}

/** The declared rules (Settings' suggestions read them). */
export const chargeRules = (): Readonly<Record<string, ChargeRule>> => rules;

/** The model names the generators declare, per unit, for the price list's suggestions. */
export function suggestedModels(): Record<PriceUnit, string[]> {
  const out: Record<PriceUnit, string[]> = { second: [], song: [], picture: [], video: [] };
  for (const rule of Object.values(rules)) out[rule.per].push(...(rule.models ?? []));
  return out;
}

type Values = Readonly<Record<string, unknown>>;

/** A whole count above zero read from a number or a number's text ("5"); else null. */
function countIn(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
}

function chargeFrom(rule: ChargeRule, values: Values, names: ChargeRule['form']): Charge | null {
  const modelName = names?.model ?? rule.model;
  const countName = names?.count ?? rule.count;
  const model = modelName === undefined ? null : values[modelName];
  const count = countName === undefined ? 1 : countIn(values[countName]);
  // A count the values do not tell (an imported job, a field not filled in) is no charge to price.
  if (count === null) return null;
  return {
    per: rule.per,
    model: typeof model === 'string' && model.trim() !== '' ? model.trim() : null,
    count,
  };
}

/** A job's charge from its record (kind and summary fields); null when its kind declares none. */
export function chargeOfRecord(kind: string, fields: Values): Charge | null {
  const rule = rules[kind];
  return rule === undefined ? null : chargeFrom(rule, fields, undefined);
}

/** A form's charge from its values as they are now; null when its kind declares none. */
export function chargeOfForm(kind: string, values: Values): Charge | null {
  const rule = rules[kind];
  return rule === undefined ? null : chargeFrom(rule, values, rule.form);
}
