import { pathReader, type AssumedPathRules } from '@/gateway/assumed-paths';

/**
 * What this generator assumes where the contract shows nothing, stored per gateway profile (the
 * app hands these to the gateway before the first render; Settings → Advanced draws them from
 * `path-fields.ts`). Plain data: the demo's Node server and the e2e specs read it too.
 */
export const assumedPaths = {
  /** Pixa's effect templates (issue 27): the contract names a GET but shows no path or shape. */
  pixaTemplatesPath: { default: '/pixa/video/templates' },
} as const satisfies AssumedPathRules;

/** This generator's path in a profile's paths: what it stores when that fits, else the default. */
export const pixaPath = pathReader(assumedPaths);
