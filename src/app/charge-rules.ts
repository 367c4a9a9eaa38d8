import { declareChargeRules, type DeclaredCharge } from '@/jobs/account/charges';

/**
 * What each generator's jobs are charged by (`features/<name>/price.ts` exports `charge`), found
 * by Vite's glob and handed to jobs/ when this module is first imported — by `main.tsx` before the
 * first render, as the assumed paths are (decision 048). A generator without one (a follow by id,
 * a lookup) costs nothing the studio can tell. Plain data: a few strings per generator.
 */
const declared = import.meta.glob<DeclaredCharge | undefined>('../features/*/price.ts', {
  eager: true,
  import: 'charge',
});

export const chargeRuleByKind: Readonly<Record<string, DeclaredCharge>> = Object.fromEntries(
  Object.values(declared).flatMap((rule) => (rule === undefined ? [] : [[rule.kind, rule]])),
);

declareChargeRules(chargeRuleByKind);
