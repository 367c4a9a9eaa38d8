/**
 * The name of the studio's one Trusted Types policy (decision 023). The CSP (csp.ts) allows this
 * name and no other; intl-warm.ts makes it, for the one script URL a worker is started from.
 */
export const INTL_WARM_POLICY = 'intl-warm';
