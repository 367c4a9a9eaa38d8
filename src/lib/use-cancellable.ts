import { useCallback, useEffect, useRef, useState } from 'react';

/** Where one cancellable request stands, for the page to show. */
export type Cancellable<T> =
  | { phase: 'idle' }
  | { phase: 'working'; startedAt: number }
  | { phase: 'done'; value: T }
  | { phase: 'failed'; error: unknown }
  | { phase: 'cancelled' };

/**
 * One request at a time that a person may cancel (an answer that takes a minute: a link's summary,
 * a GPT search): `run` aborts the one before it, `cancel` aborts the one in flight, and an answer
 * that arrives after either is dropped, never shown over what came later. Leaving the page cancels.
 */
export function useCancellable<T>(): {
  state: Cancellable<T>;
  run: (work: (signal: AbortSignal) => Promise<T>) => Promise<void>;
  cancel: () => void;
  reset: () => void;
} {
  const [state, setState] = useState<Cancellable<T>>({ phase: 'idle' });
  const current = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    if (current.current === null) return;
    current.current.abort();
    current.current = null;
    setState({ phase: 'cancelled' });
  }, []);

  const reset = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setState({ phase: 'idle' });
  }, []);

  const run = useCallback(async (work: (signal: AbortSignal) => Promise<T>) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState({ phase: 'working', startedAt: Date.now() });
    try {
      const value = await work(controller.signal);
      if (current.current === controller) setState({ phase: 'done', value });
    } catch (error) {
      if (current.current === controller) setState({ phase: 'failed', error });
    } finally {
      if (current.current === controller) current.current = null;
    }
  }, []);

  useEffect(() => () => current.current?.abort(), []);

  return { state, run, cancel, reset };
}
