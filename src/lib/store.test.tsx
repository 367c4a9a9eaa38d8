import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { createStore, useStore } from './store';

describe('createStore', () => {
  it('tells each follower of a change, once, and not of a value that did not change', () => {
    const store = createStore(1);
    const told: string[] = [];
    const stopA = store.subscribe(() => told.push(`a${store.get()}`));
    store.subscribe(() => told.push(`b${store.get()}`));
    store.set(2);
    store.set(2);
    stopA();
    store.set(3);
    expect(told).toEqual(['a2', 'b2', 'b3']);
  });

  it('starts its source with the first follower, shares it, and stops it with the last', () => {
    const runs: string[] = [];
    const store = createStore<number | undefined>(undefined, {
      start: (self) => {
        runs.push('start');
        self.set(0);
        return () => {
          runs.push('stop');
          self.set(undefined);
        };
      },
    });
    const stopA = store.subscribe(() => undefined);
    const stopB = store.subscribe(() => undefined);
    expect(store.get()).toBe(0);
    stopA();
    stopA();
    expect(runs).toEqual(['start']);
    stopB();
    expect(runs).toEqual(['start', 'stop']);
    expect(store.get()).toBeUndefined();
    store.subscribe(() => undefined)();
    expect(runs).toEqual(['start', 'stop', 'start', 'stop']);
  });

  it('renders its value, or the part picked from it, again when it changes', () => {
    const store = createStore<string | null>(null);
    function Asked({ id }: { id: string }) {
      const asked = useStore(store, (value) => value === id);
      return <p>{`${id}: ${asked ? 'asked' : 'not asked'}`}</p>;
    }
    function Value() {
      return <p>{useStore(store) ?? 'none'}</p>;
    }
    const view = render(
      <>
        <Asked id="a" />
        <Asked id="b" />
        <Value />
      </>,
      { wrapper: StrictMode },
    );
    expect(view.container).toHaveTextContent('a: not askedb: not askednone');
    act(() => store.set('a'));
    expect(view.container).toHaveTextContent('a: askedb: not askeda');
  });
});
