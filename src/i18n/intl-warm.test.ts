import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './intl-warm';
import { INTL_WARM_POLICY } from './intl-warm-policy';

afterEach(() => vi.unstubAllGlobals());

describe('warmIntl', () => {
  it('asks a worker to set up the language, and lets it go once it has', () => {
    const made: { posted: unknown[]; terminated: boolean; onmessage: (() => void) | null }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        posted: unknown[] = [];
        terminated = false;
        onmessage: (() => void) | null = null;
        onerror: (() => void) | null = null;
        constructor() {
          made.push(this);
        }
        postMessage(message: unknown) {
          this.posted.push(message);
        }
        terminate() {
          this.terminated = true;
        }
      },
    );
    warmIntl('zh-CN');
    expect(made).toHaveLength(1);
    expect(made[0]?.posted).toEqual(['zh-CN']);
    expect(made[0]?.terminated).toBe(false);
    made[0]?.onmessage?.();
    expect(made[0]?.terminated).toBe(true);
  });

  it('does nothing, and throws nothing, where workers are missing or refused', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => warmIntl('en')).not.toThrow();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('refused by policy');
        }
      },
    );
    expect(() => warmIntl('en')).not.toThrow();
  });

  it('under Trusted Types, starts the worker from a URL its one policy vouches for, made once and for that URL only', async () => {
    // A fresh module: the policy is made once per page, and an earlier test may have made it.
    vi.resetModules();
    const { warmIntl: warm } = await import('./intl-warm');
    const policies: { name: string; rules: { createScriptURL(input: string): string } }[] = [];
    vi.stubGlobal('trustedTypes', {
      createPolicy(name: string, rules: { createScriptURL(input: string): string }) {
        policies.push({ name, rules });
        return { createScriptURL: (input: string) => ({ trusted: rules.createScriptURL(input) }) };
      },
    });
    const given: unknown[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        onmessage = null;
        onerror = null;
        constructor(url: unknown) {
          given.push(url);
        }
        postMessage() {}
        terminate() {}
      },
    );
    warm('en');
    warm('zh-CN');
    expect(policies.map((p) => p.name)).toEqual([INTL_WARM_POLICY]);
    expect(given).toHaveLength(2);
    expect(given[0]).toEqual({ trusted: expect.stringMatching(/intl-warm\.worker/) });
    expect(given[1]).toBe(given[0]);
    expect(() => policies[0]?.rules.createScriptURL('https://evil.example/w.js')).toThrow(
      TypeError,
    );
  });
});
