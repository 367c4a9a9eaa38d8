import { useSyncExternalStore } from 'react';

/**
 * One value the studio shares outside React's tree — a choice, a count, a live read of a
 * database — with whoever follows it: components through `useStore`, other code through
 * `subscribe`. The studio's only hand-made listener list is this one (decision 026).
 */
export interface Store<T> {
  /** The value now (a stable snapshot: the same value until `set` gives another). */
  get: () => T;
  /** Replaces the value; the followers hear of it only when it differs (`Object.is`). */
  set: (next: T) => void;
  /**
   * Tells the followers to read again, for a store whose followers read somewhere else
   * (localStorage, a field-label map) and keep only their subscription here.
   */
  changed: () => void;
  /** Calls `listener` after each change until the returned function is called. */
  subscribe: (listener: () => void) => () => void;
}

export interface StoreOptions<T> {
  /**
   * Runs when the first follower arrives (a live query, a timer, a `storage` listener) and
   * returns what stops it when the last one leaves: nothing runs while nobody follows, and
   * several followers share the one source. `store.set` inside gives the followers its values.
   */
  start?: (store: Store<T>) => () => void;
}

export function createStore<T>(initial: T, { start }: StoreOptions<T> = {}): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  let stop: (() => void) | null = null;
  const store: Store<T> = {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      store.changed();
    },
    changed() {
      // A copy: a listener that unsubscribes (or subscribes another) while told is safe.
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && start !== undefined && stop === null) stop = start(store);
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return;
        const stopping = stop;
        stop = null;
        stopping?.();
      };
    },
  };
  return store;
}

/** The store's value, or what `select` picks from it; the component renders again when it changes. */
export function useStore<T>(store: Store<T>): T;
export function useStore<T, S>(store: Store<T>, select: (value: T) => S): S;
export function useStore<T, S>(store: Store<T>, select?: (value: T) => S): T | S {
  const read: () => T | S = select === undefined ? store.get : () => select(store.get());
  return useSyncExternalStore(store.subscribe, read, read);
}
