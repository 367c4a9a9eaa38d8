import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './intl-warm';

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
});
