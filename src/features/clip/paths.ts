import { pathReader, type AssumedPathRules } from '@/gateway/assumed-paths';

/**
 * What this generator assumes where the contract shows nothing, stored per gateway profile (the
 * app hands these to the gateway before the first render; Settings → Advanced draws them from
 * `path-fields.ts`). Plain data: the demo's Node server and the e2e specs read it too.
 */
export const assumedPaths = {
  /** Query operation of the clip group; `{id}` is replaced. */
  clipQueryPath: { default: '/v1/clipapro/generations/{id}' },
  /** Clip extend: `{id}` is the finished source clip's id; the body is the create body. */
  clipExtendPath: { default: '/v1/clipapro/generations/{id}/extend' },
} as const satisfies AssumedPathRules;

/** This generator's path in a profile's paths: what it stores when that fits, else the default. */
export const clipPath = pathReader(assumedPaths);
