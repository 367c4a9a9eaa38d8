import { declareAssumedPaths, type AssumedPathRules } from '@/gateway/settings';

/**
 * Every generator's assumed paths (`features/<name>/paths.ts` exports `assumedPaths`), found by
 * Vite's glob and handed to the gateway when this module is first imported — by `main.tsx` before
 * the settings are read for the first render (gateway/ sits below the features and cannot find
 * them). Plain data, so the start chunk carries a few strings per generator, not their code.
 */
const folders = import.meta.glob<{ assumedPaths?: AssumedPathRules }>('../features/*/paths.ts', {
  eager: true,
});

export const assumedPathRules: AssumedPathRules = Object.assign(
  {},
  ...Object.values(folders).map((exports) => exports.assumedPaths ?? {}),
) as AssumedPathRules;

declareAssumedPaths(assumedPathRules);
