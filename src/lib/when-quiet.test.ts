import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenQuiet, type LongTaskWatch } from './when-quiet';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A page whose long tasks the test sets off. */
function page() {
  const listeners = new Set<() => void>();
  const longTasks: LongTaskWatch = (onLongTask) => {
    listeners.add(onLongTask);
    return () => listeners.delete(onLongTask);
  };
  return {
    longTasks,
    longTask: () => listeners.forEach((listener) => listener()),
    watched: () => listeners.size,
  };
}

describe('whenQuiet', () => {
  it('waits for the page to be quiet that long, each long task starting the wait again', () => {
    const run = vi.fn();
    const { longTasks, longTask, watched } = page();
    whenQuiet(run, { quietMs: 5000, longTasks });
    vi.advanceTimersByTime(4000);
    longTask();
    vi.advanceTimersByTime(4000);
    longTask();
    vi.advanceTimersByTime(4999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1 + 5000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(watched()).toBe(0);
  });

  it('runs at the latest after latestMs on a page that is never quiet, once', () => {
    const run = vi.fn();
    const { longTasks, longTask } = page();
    whenQuiet(run, { quietMs: 5000, latestMs: 20_000, longTasks });
    for (let t = 0; t < 30; t += 1) {
      vi.advanceTimersByTime(1000);
      longTask();
    }
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('where long tasks cannot be told, waits quietMs; a cancel before then runs nothing', () => {
    const run = vi.fn();
    whenQuiet(run, { quietMs: 5000, longTasks: null });
    vi.advanceTimersByTime(10_001);
    expect(run).toHaveBeenCalledTimes(1);

    const never = vi.fn();
    const cancel = whenQuiet(never, { quietMs: 5000, longTasks: null });
    vi.advanceTimersByTime(3000);
    cancel();
    vi.advanceTimersByTime(120_000);
    expect(never).not.toHaveBeenCalled();
  });
});
