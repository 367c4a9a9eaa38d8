import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyView } from './lazy-view';

/** A view with state of its own, as a result view holds an open form or a "started" line. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label}: {count}
    </button>
  );
}

/** A lazy view whose code arrives when the test says. */
function heldView() {
  let arrive: () => void = () => undefined;
  const code = new Promise<typeof Counter>((resolve) => (arrive = () => resolve(Counter)));
  return {
    View: lazyView(() => code),
    arrive: () =>
      act(async () => {
        arrive();
        await code;
      }),
  };
}

describe('lazyView', () => {
  it('a view drawn before its code arrived keeps its state when its card draws again after', async () => {
    const { View, arrive } = heldView();
    const { rerender } = render(<View label="Takes" />);
    expect(screen.queryByRole('button')).toBeNull();
    await arrive();
    await userEvent.click(await screen.findByRole('button', { name: 'Takes: 0' }));
    expect(screen.getByRole('button', { name: 'Takes: 1' })).toBeInTheDocument();

    // The card draws again (a poll's update, a lineage line): the same view, its state kept. It
    // was drawn anew here once the code had arrived, and an open form or a "started" line was lost.
    rerender(<View label="Clips" />);
    expect(screen.getByRole('button', { name: 'Clips: 1' })).toBeInTheDocument();
  });

  it('a view drawn after its code arrived is drawn at once, with nothing shown first', async () => {
    const { View, arrive } = heldView();
    const first = render(<View label="Takes" />);
    await arrive();
    await screen.findByRole('button', { name: 'Takes: 0' });
    first.unmount();

    render(<View label="Clips" />);
    expect(screen.getByRole('button', { name: 'Clips: 0' })).toBeInTheDocument();
  });
});
