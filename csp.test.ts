import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp';
import { SERVICE_WORKER_POLICY } from './src/app/pwa/service-worker-policy';
import { INTL_WARM_POLICY } from './src/i18n/intl-warm-policy';

/** The policy as a browser reads it: directive name → its values. */
function directives(policy: string): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name === undefined || name === '') continue;
    expect(parsed.has(name), `${name} given twice (a browser keeps only the first)`).toBe(false);
    parsed.set(name, values);
  }
  return parsed;
}

describe('the Content-Security-Policy', () => {
  const policy = directives(contentSecurityPolicy);

  it('allows no inline or evaluated script or style', () => {
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(contentSecurityPolicy).not.toMatch(
      /unsafe-(inline|eval|hashes)|strict-dynamic|wasm-unsafe-eval/,
    );
  });

  it('lets the studio reach any gateway and any sync server a person configures, and nothing else', () => {
    expect(policy.get('connect-src')).toEqual(["'self'", 'https:', 'http:', 'wss:', 'ws:']);
  });

  it('requires Trusted Types for every script sink, and allows only the studio policies by their names', () => {
    expect(policy.get('require-trusted-types-for')).toEqual(["'script'"]);
    // No 'allow-duplicates': a second policy of the same name (made by anything else) is refused.
    expect(policy.get('trusted-types')).toEqual([INTL_WARM_POLICY, SERVICE_WORKER_POLICY]);
  });

  it('is what the dev server sends for Trusted Types, so a sink fed a string fails there first', async () => {
    const { default: config } = await import('./vite.config');
    const header = config.server?.headers?.['Content-Security-Policy'];
    expect(typeof header).toBe('string');
    const dev = directives(String(header));
    expect(dev.get('require-trusted-types-for')).toEqual(policy.get('require-trusted-types-for'));
    expect(dev.get('trusted-types')).toEqual(policy.get('trusted-types'));
  });
});
