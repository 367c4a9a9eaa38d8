import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module is read afresh in each test: the store remembers, for the page's lifetime, that start-up settled. */
async function freshIdle() {
  vi.resetModules();
  return import('./idle');
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('runs at the browser’s idle moment, and not when cancelled', async () => {
    const callbacks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => callbacks.push(run));
    vi.stubGlobal('cancelIdleCallback', (id: number) => {
      callbacks[id - 1] = () => undefined;
    });
    const { whenIdle } = await freshIdle();
    const kept = vi.fn();
    const dropped = vi.fn();
    whenIdle(kept, 2000);
    whenIdle(dropped, 2000)();
    for (const run of callbacks) run();
    expect(kept).toHaveBeenCalledOnce();
    expect(dropped).not.toHaveBeenCalled();
  });

  it('without requestIdleCallback (Safari), runs after a timer of at most a second', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { whenIdle } = await freshIdle();
    const run = vi.fn();
    whenIdle(run, 5000);
    await vi.advanceTimersByTimeAsync(999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledOnce();
  });
});

describe('useStartUpSettled', () => {
  it('is false until the first idle moment, then true for every later follower too', async () => {
    const callbacks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => callbacks.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { useStartUpSettled } = await freshIdle();
    const first = renderHook(() => useStartUpSettled());
    expect(first.result.current).toBe(false);
    expect(callbacks).toHaveLength(1);
    act(() => callbacks[0]?.());
    expect(first.result.current).toBe(true);
    first.unmount();
    const later = renderHook(() => useStartUpSettled());
    expect(later.result.current).toBe(true);
    // Settled stays settled: a later follower waits for nothing.
    expect(callbacks).toHaveLength(1);
    later.unmount();
  });
});
