import { declareAssumedPaths, type AssumedPathRules } from '@/gateway/settings';

/**
 * Every generator's assumed paths (`features/<name>/paths.ts` exports `assumedPaths`), found by
 * Vite's glob and handed to the gateway when this module is first imported — by `main.tsx` before
 * the settings are read for the first render (gateway/ sits below the features and cannot find
 * them). Plain data, so the start chunk carries a few strings per generator, not their code.
 */
// Only `assumedPaths` is imported from each (not the module's namespace): its readers stay out.
const declared = import.meta.glob<AssumedPathRules | undefined>('../features/*/paths.ts', {
  eager: true,
  import: 'assumedPaths',
});

export const assumedPathRules: AssumedPathRules = Object.assign(
  {},
  ...Object.values(declared).map((rules) => rules ?? {}),
) as AssumedPathRules;

declareAssumedPaths(assumedPathRules);
