import { SERVICE_WORKER_POLICY } from './src/app/pwa/service-worker-policy.ts';
import { INTL_WARM_POLICY } from './src/i18n/intl-warm-policy.ts';

/**
 * Trusted Types (decision 023): the DOM's script sinks (`innerHTML`, `document.write`, a script's
 * `src`, `new Worker(url)`, …) refuse plain strings, so injected markup cannot reach them even past
 * the checks in the code. The studio writes no HTML; its one script URL is the Intl warm-up worker,
 * minted by the single policy named here; the service worker's (decision 029) is the other, by a
 * second policy that vouches for that one URL. Shared by the build's meta tag and the dev server's
 * header.
 */
export const trustedTypesDirectives = [
  "require-trusted-types-for 'script'",
  `trusted-types ${INTL_WARM_POLICY} ${SERVICE_WORKER_POLICY}`,
];

/**
 * The Content-Security-Policy of the static build. No inline script or style is allowed anywhere.
 * `connect-src` must let the studio reach whatever gateway a person configures, so the shipped
 * policy allows any http(s) origin; a host that knows its gateway should send the narrower header
 * from the README (`connect-src 'self' https://your-gateway`). Media may come from any host the
 * gateway names, and `blob:` is the studio's own (results fetched with the key). The optional sync
 * server (Settings → Sync, decision 028) is whatever a person configures too: any `wss:` origin,
 * and `ws:` for one on their own machine or network.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' https: http: data: blob:",
  "media-src 'self' https: http: blob:",
  "connect-src 'self' https: http: wss: ws:",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  ...trustedTypesDirectives,
].join('; ');
