import { assumedPathRules } from '@/app/assumed-path-rules';
import { declaredPathDefaults } from '@/gateway/settings';

/** Every generator's assumed paths, as the app declares them to the gateway (its `paths.ts`). */
export { assumedPathRules };

/**
 * Every assumed path a profile keeps (each generator's, from its `paths.ts`, and the gateway's
 * own), at its default: what a profile holds before anyone changes it.
 */
export const defaultPaths: Readonly<Record<string, string>> = declaredPathDefaults();
